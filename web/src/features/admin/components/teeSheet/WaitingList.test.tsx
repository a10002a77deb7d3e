import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheetDay } from '../../../../../../common/api/teeSheet';
import type { AdminWaitingListDay, AdminWaitingListEntry } from '../../../../../../common/api/waitingList';
import { type FakeCall, fakeApi, jsonResponse, noContent, renderAdmin } from '../../test/renderAdmin';
import { AdminApp } from '../AdminApp';

const DATE = '2026-12-05';
const LIST = `/api/v1/admin/waiting-list?date=${DATE}`;
const MARC = '11111111-1111-4111-8111-111111111111';
const LIES = '22222222-2222-4222-8222-222222222222';
const TOM = '33333333-3333-4333-8333-333333333333';

const time = (hour: number, minute: number, rest: Partial<TeeSheetDay['times'][number]> = {}) => ({
  hour,
  minute,
  capacity: 4,
  free: 4,
  membersOnly: false,
  blocks: [],
  bookings: [],
  ...rest,
});

const day: TeeSheetDay = {
  date: DATE,
  times: [
    time(8, 0),
    time(9, 0, { free: 2 }),
    time(9, 10),
    time(10, 0, { free: 3, membersOnly: true }),
    time(11, 30),
  ],
};

const entry = (overrides: Partial<AdminWaitingListEntry>): AdminWaitingListEntry => ({
  id: MARC,
  state: 'waiting',
  from: '09:00',
  to: '11:00',
  adults: 2,
  juniors: 1,
  firstname: 'Marc',
  lastname: 'Dubois',
  email: 'marc@example.org',
  telephone: '+32 470 11 22 33',
  language: 'fr',
  createdAt: '2026-12-04T17:12:00Z',
  offers: [],
  ...overrides,
});

const fullList: AdminWaitingListDay = {
  date: DATE,
  entries: [
    entry({
      offers: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          state: 'lapsed',
          hour: 9,
          minute: 0,
          createdAt: '2026-12-05T06:00:00Z',
          expiresAt: '2026-12-05T06:30:00Z',
          by: 'list',
        },
      ],
    }),
    entry({
      id: LIES,
      state: 'offered',
      adults: 1,
      juniors: 0,
      firstname: 'Lies',
      lastname: 'Janssens',
      email: 'lies@example.org',
      telephone: '0470 44 55 66',
      language: 'nl',
      createdAt: '2026-12-05T06:45:00Z',
      offers: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          state: 'open',
          hour: 10,
          minute: 0,
          createdAt: '2026-12-05T07:00:00Z',
          expiresAt: '2026-12-05T07:30:00Z',
          by: 'staff',
        },
      ],
    }),
    entry({ id: TOM, state: 'left', firstname: 'Tom', lastname: 'Claes', adults: 1, juniors: 0 }),
  ],
};

type Handler = (call: FakeCall) => Response;

function serve(list: AdminWaitingListDay, routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    [`GET /api/v1/admin/tee-sheet/${DATE}`]: () => jsonResponse(day),
    [`GET ${LIST}`]: () => jsonResponse(list),
    ...routes,
  });
}

function renderSheet() {
  const { container } = renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/tee-sheet',
  );
  return within(container);
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === LIST).length;
const sheetCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.url === `/api/v1/admin/tee-sheet/${DATE}`).length;
const card = (view: ReturnType<typeof within>, name: string) =>
  view.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

/** Stands in for the live channel: the test announces a change as the server would. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  private readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {}
  announce(topic: string) {
    for (const listener of this.listeners)
      listener({ data: JSON.stringify({ topic }) } as MessageEvent<string>);
  }
}

beforeEach(() => {
  // Saturday 5 December 2026, 08:00 in Brussels.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T07:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  FakeEventSource.current = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the waiting list on the tee sheet', () => {
  it('shows each entry’s party, window, contact, when it joined, its state and its offers', async () => {
    serve(fullList);
    const view = renderSheet();
    const list = await view.findByRole('list', { name: /^Waiting list of Saturday,? 5 December 2026$/ });
    expect(view.getByRole('heading', { level: 2, name: 'Waiting list' })).toBeTruthy();
    expect(view.getByRole('button', { name: /Waiting list: 2 waiting/ })).toBeTruthy();

    const marc = card(within(list), 'Marc Dubois');
    expect(within(marc).getByText('Waiting')).toBeTruthy();
    expect(within(marc).getByText('09:00–11:00')).toBeTruthy();
    expect(within(marc).getByText('2 adults, 1 junior')).toBeTruthy();
    expect(within(marc).getByRole('link', { name: '+32 470 11 22 33' }).getAttribute('href')).toBe(
      'tel:+32470112233',
    );
    expect(within(marc).getByRole('link', { name: 'marc@example.org' }).getAttribute('href')).toBe(
      'mailto:marc@example.org',
    );
    // Joined the evening before, on the club's clock.
    expect(within(marc).getByText('4 Dec, 18:12')).toBeTruthy();
    expect(within(marc).getByText(/By the list · Lapsed$/).textContent).toBe('09:00 · By the list · Lapsed');
    expect(within(marc).getByRole('button', { name: /^Offer a time ?: Marc Dubois$/ })).toBeTruthy();
    expect(within(marc).getByRole('button', { name: /^Remove from the list ?: Marc Dubois$/ })).toBeTruthy();

    const lies = card(within(list), 'Lies Janssens');
    expect(within(lies).getByText('Offered')).toBeTruthy();
    expect(within(lies).getByText('1 adult, 0 juniors')).toBeTruthy();
    expect(within(lies).getByText('07:45')).toBeTruthy();
    expect(within(lies).getByText(/By staff/).textContent).toBe('10:00 · By staff · Open · held until 08:30');
    // An entry holding an offer is not offered a second time; it can still be taken off the list.
    expect(within(lies).queryByRole('button', { name: /Offer a time/ })).toBeNull();
    expect(within(lies).getByRole('button', { name: /Remove from the list/ })).toBeTruthy();

    const tom = card(within(list), 'Tom Claes');
    expect(within(tom).getByText('Left the list')).toBeTruthy();
    expect(within(tom).queryByRole('button')).toBeNull();
  });

  it('says so when nobody waits for the day, and offers no jump to the list', async () => {
    serve({ date: DATE, entries: [] });
    const view = renderSheet();
    expect(await view.findByText('Nobody is on the waiting list for this day.')).toBeTruthy();
    expect(view.queryByRole('button', { name: /Waiting list:/ })).toBeNull();
  });

  it('offers a time with room for the party: shows the server’s refusal, then offers it', async () => {
    let answer = jsonResponse({ message: 'That tee time is full.' }, 409);
    const calls = serve(fullList, { [`POST /api/v1/admin/waiting-list/${MARC}/offer`]: () => answer });
    const view = renderSheet();
    await view.findByText('Marc Dubois');
    fireEvent.click(view.getByRole('button', { name: /^Offer a time ?: Marc Dubois$/ }));

    const form = view.getByRole('form', { name: 'Offer Marc Dubois a time' });
    const select = within(form).getByLabelText('Time') as HTMLSelectElement;
    // 08:00 is past, 09:00 has room for 2 of the 3: the window's times first, then the rest of the day.
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['In the window, 09:00–11:00', ['09:10 · 4 free', '10:00 · 3 free · members only']],
      ['Other times', ['11:30 · 4 free']],
    ]);
    expect(select.value).toBe('09:10');
    expect(within(form).getByText(/room for 3 players/)).toBeTruthy();

    fireEvent.change(select, { target: { value: '11:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Offer this time' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Not done: That tee time is full.',
    );
    const refused = calls.filter((c) => c.method === 'POST').at(-1);
    expect(refused?.body).toEqual({ hour: 11, minute: 30 });
    expect(refused?.headers.get('X-XSRF-TOKEN')).toBe('token-123');

    answer = jsonResponse(
      entry({
        state: 'offered',
        offers: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            state: 'open',
            hour: 11,
            minute: 30,
            createdAt: '2026-12-05T07:00:00Z',
            expiresAt: '2026-12-05T07:30:00Z',
            by: 'staff',
          },
        ],
      }),
    );
    const listsBefore = listCalls(calls);
    const sheetsBefore = sheetCalls(calls);
    fireEvent.click(within(form).getByRole('button', { name: 'Offer this time' }));
    expect(
      await view.findByText(
        '11:30 offered to Marc Dubois, held until 08:30. The player gets a mail with a link to take it.',
      ),
    ).toBeTruthy();
    expect(view.queryByRole('form', { name: 'Offer Marc Dubois a time' })).toBeNull();
    // The offer holds its places: the sheet is read again with the list.
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(sheetCalls(calls)).toBeGreaterThan(sheetsBefore));
  });

  it('says when no time of the day has room for the party', async () => {
    const big = { date: DATE, entries: [entry({ adults: 4, juniors: 1 })] };
    serve(big);
    const view = renderSheet();
    await view.findByText('Marc Dubois');
    fireEvent.click(view.getByRole('button', { name: /^Offer a time ?: Marc Dubois$/ }));
    const form = view.getByRole('form', { name: 'Offer Marc Dubois a time' });
    expect(within(form).getByText('No time of this day has room for 5 players now.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Offer this time' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(view.queryByRole('form')).toBeNull();
  });

  it('removes an entry from the list after asking, and shows a refusal', async () => {
    let answer: Response = jsonResponse({ message: 'That entry has already left the list.' }, 409);
    const calls = serve(fullList, { [`DELETE /api/v1/admin/waiting-list/${LIES}`]: () => answer });
    const view = renderSheet();
    await view.findByText('Lies Janssens');
    const lies = () => card(view, 'Lies Janssens');

    fireEvent.click(within(lies()).getByRole('button', { name: /Remove from the list/ }));
    expect(
      within(lies()).getByText('Remove Lies Janssens from the waiting list? An open offer is withdrawn.'),
    ).toBeTruthy();
    fireEvent.click(within(lies()).getByRole('button', { name: 'Keep on the list' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(lies()).getByRole('button', { name: /Remove from the list/ }));
    fireEvent.click(within(lies()).getByRole('button', { name: 'Remove' }));
    expect((await within(lies()).findByRole('alert')).textContent).toContain(
      'Not done: That entry has already left the list.',
    );

    answer = noContent();
    fireEvent.click(within(lies()).getByRole('button', { name: 'Remove' }));
    expect(await view.findByText('Lies Janssens removed from the waiting list.')).toBeTruthy();
    const removal = calls.filter((c) => c.method === 'DELETE').at(-1);
    expect(removal?.url).toBe(`/api/v1/admin/waiting-list/${LIES}`);
    expect(removal?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('reads the list again when the live channel announces a change to the tee sheet', async () => {
    let list = { date: DATE, entries: [] as AdminWaitingListEntry[] };
    fakeApi({
      'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
      [`GET /api/v1/admin/tee-sheet/${DATE}`]: () => jsonResponse(day),
      [`GET ${LIST}`]: () => jsonResponse(list),
    });
    const view = renderSheet();
    await view.findByText('Nobody is on the waiting list for this day.');
    list = { date: DATE, entries: [entry({})] };
    await waitFor(() => expect(FakeEventSource.current).not.toBeNull());
    FakeEventSource.current?.announce('tee-sheet');
    // Well before the half-minute reread, which would show the entry without the live channel.
    expect(await view.findByText('Marc Dubois', {}, { timeout: 10_000 })).toBeTruthy();
    expect(view.getByRole('button', { name: /Waiting list: 1 waiting/ })).toBeTruthy();
  });
});
