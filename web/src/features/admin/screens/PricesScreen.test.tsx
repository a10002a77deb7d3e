import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '../../../../../common/api/priceLists';
import { SEEDED_PRICE_LIST } from '../../../../../common/test/seededPriceList';
import { AdminApp } from '../components/AdminApp';
import { type FakeCall, fakeApi, jsonResponse, noContent, renderAdmin } from '../test/renderAdmin';

const LISTS = '/api/v1/admin/price-lists';
const current: PriceList = { id: 1, ...structuredClone(SEEDED_PRICE_LIST) };
const upcoming: PriceList = {
  ...structuredClone(current),
  id: 2,
  name: { en: 'Green fees 2027', nl: '', fr: '', de: '' },
  effectiveFrom: '2027-01-01',
};

interface Answers {
  post?: (call: FakeCall) => Response;
  put?: (call: FakeCall) => Response;
  remove?: (call: FakeCall) => Response;
}

function serve(lists: PriceList[] = [current], answers: Answers = {}) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
    [`GET ${LISTS}`]: () => jsonResponse(lists),
    [`POST ${LISTS}`]: answers.post ?? (() => jsonResponse({ id: 3 }, 201)),
    [`PUT ${LISTS}/1`]: answers.put ?? (() => noContent()),
    [`DELETE ${LISTS}/1`]: answers.remove ?? (() => noContent()),
  });
}

async function openPrices() {
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin/prices',
  );
  await screen.findByRole('heading', { level: 1, name: 'Prices' });
  return screen.findByRole('article', { name: 'Green fees 2025' });
}

const season = (name: string) => screen.getByRole('group', { name });
const inSeason = (name: string, label: string) =>
  within(season(name)).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

async function copyCurrent() {
  const card = await openPrices();
  fireEvent.click(within(card).getByRole('button', { name: 'New list from this one' }));
  await screen.findByRole('heading', { level: 2, name: 'New price list' });
}

beforeEach(() => {
  // Saturday 5 December 2026 in Brussels: the 2025 list is in force, a 2027 one is to come.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T07:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Prices screen', () => {
  it('is in the menu and groups the lists by the club date, each with its first day, fees and preview', async () => {
    serve([upcoming, current]);
    await openPrices();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Prices' }).getAttribute('aria-current')).toBe('page');

    const today = screen.getByRole('region', { name: 'In force today' });
    const card = within(today).getByRole('article', { name: 'Green fees 2025' });
    expect(card.textContent).toMatch(/From Wednesday,? 1 January 2025/);
    expect(card.textContent).toMatch(/Low season 17 Nov – 31 Mar.*Weekday €100.*Weekend & holidays €110/);
    const next = within(screen.getByRole('region', { name: 'Coming up' })).getByRole('article', {
      name: 'Green fees 2027',
    });
    expect(within(next).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/greenfees?date=2027-01-01',
    );
  });

  it('copies a list: the POST is the copy with its new name, date and weekday fee', async () => {
    const calls = serve();
    await copyCurrent();
    expect(screen.getByText(/Copied from “Green fees 2025”/)).toBeTruthy();
    const english = screen.getByLabelText('Name shown to visitors, English') as HTMLInputElement;
    expect(english.value).toBe('');
    expect(inSeason('Low season', 'Weekday').value).toBe('100');

    type(english, 'Green fees 2027');
    type(screen.getByLabelText('First day'), '2027-01-01');
    type(inSeason('Low season', 'Weekday'), '105');
    fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));

    await screen.findByText(/^“Green fees 2027” is saved. It prices rounds from Friday,? 1 January 2027.$/);
    const { id: _id, ...copied } = current;
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        LISTS,
        {
          ...copied,
          name: { en: 'Green fees 2027', nl: '', fr: '', de: '' },
          effectiveFrom: '2027-01-01',
          greenFees: { ...copied.greenFees, weekday: { low: 105, high: 110 } },
        },
      ],
    ]);
    // The form closes and the lists are read again.
    expect(calls.filter((c) => c.method === 'GET' && c.url === LISTS)).toHaveLength(2);
  });

  it('shows the schema’s problems at their fields and sends nothing', async () => {
    const calls = serve();
    await copyCurrent();
    type(screen.getByLabelText('First day'), '2027-01-01');
    type(inSeason('High season', 'Weekday'), '');
    type(inSeason('High season', 'Twilight'), '12.5');
    // 31 March to 30 March: the 31st of March is in no season.
    type(
      within(within(season('Low season')).getByRole('group', { name: 'To (included)' })).getByLabelText(
        'Day',
      ),
      '30',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));

    const english = screen.getByLabelText('Name shown to visitors, English');
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(english));
    expect(screen.getByText('Enter the English text.').id).toBe(
      english.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
    const weekday = inSeason('High season', 'Weekday');
    expect(weekday.getAttribute('aria-invalid')).toBe('true');
    expect(within(season('High season')).getByText('Please enter a number.')).toBeTruthy();
    expect(within(season('High season')).getByText('Please enter a whole number.')).toBeTruthy();
    expect(screen.getByText('Please fix the marked field first.')).toBeTruthy();

    // The seasons are checked once each value is readable (the schema's refinement runs last).
    type(english, 'Green fees 2027');
    type(weekday, '110');
    type(inSeason('High season', 'Twilight'), '80');
    fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));
    const seasons = screen.getByRole('region', { name: 'Seasons' });
    const coverage = await within(seasons).findByText('No season covers 31/3 (day/month).');
    await waitFor(() => expect(document.activeElement).toBe(coverage));
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal of a date another list has', async () => {
    serve([current], {
      post: () => jsonResponse({ message: 'A price list already takes effect on 2025-01-01.' }, 409),
    });
    await copyCurrent();
    type(screen.getByLabelText('Name shown to visitors, English'), 'Green fees again');
    type(screen.getByLabelText('First day'), '2025-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));
    expect(
      await screen.findByText('Not saved: A price list already takes effect on 2025-01-01.', {
        exact: false,
      }),
    ).toBeTruthy();
    // The form stays, with what was typed.
    expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe('2025-01-01');
  });

  it('adds a season with the last one’s fees and removes one with its fees', async () => {
    const calls = serve();
    await copyCurrent();
    fireEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    expect(inSeason('Season 3', 'Weekday').value).toBe('110');
    fireEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    expect(screen.getByRole('button', { name: 'At most 4 seasons' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(season('Season 4')).getByRole('button', { name: 'Remove Season 4' }));
    fireEvent.click(within(season('Season 3')).getByRole('button', { name: 'Remove Season 3' }));
    fireEvent.click(within(season('High season')).getByRole('button', { name: 'Remove High season' }));
    // The low season now spans the whole year.
    const from = within(season('Low season')).getByRole('group', { name: 'From' });
    fireEvent.change(within(from).getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(within(from).getByLabelText('Month'), { target: { value: '1' } });
    const to = within(season('Low season')).getByRole('group', { name: 'To (included)' });
    fireEvent.change(within(to).getByLabelText('Month'), { target: { value: '12' } });
    type(screen.getByLabelText('Name shown to visitors, English'), 'One season');
    type(screen.getByLabelText('First day'), '2027-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const body = posts(calls)[0]?.body as PriceList;
    expect(body.seasons.map((s) => [s.key, s.from, s.to])).toEqual([
      ['low', { month: 1, day: 1 }, { month: 12, day: 31 }],
    ]);
    expect(body.greenFees.weekday).toEqual({ low: 100 });
    expect(body.twilightFrom).toEqual({ low: '14:30' });
    expect(body.products.buggy.availableUntil).toEqual({ low: '12:00' });
  });

  it('edits a list with PUT', async () => {
    const calls = serve();
    const card = await openPrices();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { level: 2, name: 'Edit the price list' });
    type(inSeason('Low season', 'Weekday'), '101');
    fireEvent.click(screen.getByRole('button', { name: 'Save the list' }));
    await screen.findByText(/“Green fees 2025” is saved/);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${LISTS}/1`);
    expect((put?.body as PriceList | undefined)?.greenFees.weekday).toEqual({ low: 101, high: 110 });
  });

  it('asks before deleting, and shows the count when the list priced bookings', async () => {
    const calls = serve([current], {
      remove: () =>
        jsonResponse({ message: 'This price list priced 3 bookings: it cannot be deleted.', count: 3 }, 409),
    });
    const card = await openPrices();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, delete it' }));
    expect(
      await screen.findByText('Not deleted: This price list priced 3 bookings: it cannot be deleted.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${LISTS}/1`]);
  });
});
