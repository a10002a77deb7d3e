// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Reservation,
  ReservationChangeAnswer,
  ReservationChangeBody,
} from '../../../../../common/api/reservations';
import { type CalendarDate, clubToday, isoDate, parseIsoDate } from '../../../../../common/rules/clubTime';
import { en } from '../../../i18n/en';
import { nl } from '../../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { formatMediumDate } from '../../booking/lib/dates';
import { redirectTo } from '../../booking/lib/redirect';
import { type FakeCall, fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { ReservationView } from './ReservationView';

vi.mock('../../booking/lib/redirect', () => ({ redirectTo: vi.fn() }));

const ID = '5d1c2a77-8e0f-4b1a-9c3d-2f4e6a8b0c11';
const GET = `GET /api/v1/reservations/${ID}`;
const CHANGE = `POST /api/v1/reservations/${ID}/change`;
const SLOTS = 'GET /api/v1/reservations/freeslots/greenfee/';

/** A date this many days after the club's today: the tests run on any day. */
function dayIn(days: number): CalendarDate {
  const today = parseIsoDate(clubToday());
  if (!today) throw new Error('no club date');
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const bookedOn = dayIn(10);
const newDay = dayIn(20);

const standing: Reservation = {
  id: ID,
  type: 'greenfee',
  ...bookedOn,
  hour: 8,
  minute: 0,
  firstname: 'Alex',
  lastname: 'Sample',
  email: 'alex@example.net',
  telephone: '+32 470 00 00 00',
  adults: 2,
  juniors: 1,
  price: 250,
  paymentState: 'paid',
  cancelableUntil: new Date(Date.now() + 8 * 86_400_000).toISOString(),
  refundOnCancel: 250,
};

const FREE = [
  { hour: 9, min: 0 },
  { hour: 10, min: 0 },
  { hour: 14, min: 30 },
];

/**
 * The server's booking: a change it takes at once (no paymentUrl) moves it, at `newPrice`. The free times
 * are the same on every date and for every party.
 */
function serve(
  booking: Reservation,
  change: (call: FakeCall) => Response | Promise<Response> = () => jsonResponse({}),
  newPrice = booking.price,
) {
  let current = booking;
  return fakeApi({
    [GET]: () => jsonResponse(current),
    [SLOTS]: () => jsonResponse(FREE),
    [CHANGE]: async (call) => {
      const response = await change(call);
      const answer = response.ok ? ((await response.clone().json()) as ReservationChangeAnswer) : null;
      if (answer && !answer.paymentUrl) {
        current = { ...current, ...(call.body as ReservationChangeBody), price: newPrice };
      }
      return response;
    },
  });
}

function renderView(dictionary: Dictionary = en, language: 'en' | 'nl' = 'en') {
  const { container } = render(
    <LanguageProvider language={language} dictionary={dictionary}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <ReservationView id={ID} />
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return within(container);
}

type View = ReturnType<typeof renderView>;

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

/** Opens the change panel (it loads when opened) and waits for its form. */
async function openChange(view: View, name = 'Change date, time or players', title = 'Change your booking') {
  const toggle = await view.findByRole('button', { name });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = await view.findByRole('form', { name: title }, { timeout: 5_000 });
  expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
  return panel;
}

/** Another date, then a free time of it. */
async function chooseDateAndTime(panel: HTMLElement, date: CalendarDate, time: string, dateLabel = 'Date') {
  fireEvent.change(within(panel).getByLabelText(dateLabel), { target: { value: isoDate(date) } });
  fireEvent.click(await within(panel).findByRole('button', { name: time }));
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  vi.mocked(redirectTo).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('changing a booking online before the deadline (issue 39)', () => {
  it('opens with the booking as it is, and sends the new date, time and party', async () => {
    const calls = serve(standing);
    const view = renderView();
    const panel = await openChange(view);
    const form = within(panel);
    expect((form.getByLabelText('Adults') as HTMLInputElement).value).toBe('2');
    expect((form.getByLabelText(/^Juniors/) as HTMLInputElement).value).toBe('1');
    const date = form.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe(isoDate(bookedOn));
    expect(date.min).toBe(clubToday());
    // Its own time is offered on its own date, and chosen.
    expect((await form.findByRole('button', { name: '08:00' })).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(form.getByLabelText('Adults'), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText(/^Juniors/), { target: { value: '0' } });
    await chooseDateAndTime(panel, newDay, '10:00');
    expect(form.getByRole('button', { name: '10:00' }).getAttribute('aria-pressed')).toBe('true');
    const slotCalls = calls.filter((call) => call.url.includes('/freeslots/')).map((call) => call.url);
    expect(slotCalls.at(-1)).toBe(
      `/api/v1/reservations/freeslots/greenfee/${newDay.year}/${newDay.month}/${newDay.day}?players=3`,
    );
    fireEvent.click(form.getByRole('button', { name: 'Confirm the change' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const [post] = posts(calls);
    expect(post?.url).toBe(`/api/v1/reservations/${ID}/change`);
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(post?.body).toEqual({ ...newDay, hour: 10, minute: 0, adults: 3, juniors: 0 });
  });

  it('goes to the checkout for the difference when the server answers a payment page', async () => {
    serve(standing, () => jsonResponse({ paymentUrl: 'https://pay.example.test/checkout/9' }));
    const view = renderView();
    const panel = await openChange(view);
    await chooseDateAndTime(panel, newDay, '14:30');
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://pay.example.test/checkout/9'));
    expect(
      within(panel).getByRole('button', { name: 'Taking you to the secure payment page…' }),
    ).toBeTruthy();
  });

  it('shows the booking at its new time once changed at once, and what a cheaper change refunds', async () => {
    const calls = serve(standing, () => jsonResponse({}), 200);
    const view = renderView();
    const panel = await openChange(view);
    await chooseDateAndTime(panel, newDay, '09:00');
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));

    const status = await view.findByRole('status');
    expect(within(status).getByText('Your booking is changed')).toBeTruthy();
    expect(within(status).getByText('€50.00 will be refunded.')).toBeTruthy();
    expect(document.activeElement).toBe(status);
    // Read back from the server: the new date and time at the top, the panel closed.
    const region = view.getByRole('region', { name: 'Your reservation' });
    expect(region.querySelector('.reservation__date')?.textContent).toBe(formatMediumDate(newDay));
    expect(region.querySelector('.reservation__time')?.textContent).toBe('09:00');
    expect(view.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
    expect(
      view.getByRole('button', { name: 'Change date, time or players' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(calls.filter((call) => call.url === `/api/v1/reservations/${ID}`)).toHaveLength(2);
  });

  it('says only that it is changed when the price stays', async () => {
    serve(standing);
    const view = renderView();
    const panel = await openChange(view);
    await chooseDateAndTime(panel, newDay, '09:00');
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));
    const status = await view.findByRole('status');
    expect(status.textContent).toBe('Your booking is changed');
  });

  it('offers the nearest free times when the time is full (409), and sends the one picked', async () => {
    const message = 'This tee time is no longer available. Please choose another time.';
    let answers = 0;
    const calls = serve(standing, () =>
      answers++ === 0
        ? jsonResponse(
            {
              message,
              nearest: [
                { hour: 9, minute: 50 },
                { hour: 10, minute: 10 },
              ],
            },
            409,
          )
        : jsonResponse({}),
    );
    const view = renderView();
    const panel = await openChange(view);
    await chooseDateAndTime(panel, newDay, '10:00');
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));

    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    const nearest = within(panel).getByRole('group', { name: 'The nearest free tee times that day' });
    expect(
      within(nearest)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:50', '10:10']);
    fireEvent.click(within(nearest).getByRole('button', { name: '10:10' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    const submit = within(panel).getByRole('button', { name: 'Confirm the change' });
    expect(document.activeElement).toBe(submit);
    expect(within(panel).getByRole('button', { name: '10:10' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(submit);
    await view.findByText('Your booking is changed');
    expect(posts(calls).map((call) => (call.body as ReservationChangeBody).minute)).toEqual([0, 10]);
  });

  it.each([
    [400, 'The maximum handicap from Monday to Thursday is 36. For a higher handicap please contact us.'],
    [409, 'This reservation can no longer be changed online. Please call the club: +32 50 00 00 00.'],
  ])('shows the server’s message of a %s in an alert, and keeps the panel', async (code, message) => {
    serve(standing, () => jsonResponse({ message }, code));
    const view = renderView();
    const panel = await openChange(view);
    await chooseDateAndTime(panel, newDay, '09:00');
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    expect(within(panel).queryByRole('group', { name: /nearest/ })).toBeNull();
    expect(view.queryByText('Your booking is changed')).toBeNull();
  });

  it('sends nothing while the booking is as it was, or no time is chosen', async () => {
    const calls = serve(standing);
    const view = renderView();
    const panel = await openChange(view);
    await within(panel).findByRole('button', { name: '08:00' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'This is your booking as it is: please choose another date, tee time or number of players.',
    );
    fireEvent.change(within(panel).getByLabelText('Date'), { target: { value: isoDate(newDay) } });
    await within(panel).findByRole('button', { name: '09:00' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm the change' }));
    expect(await within(panel).findByText('Please choose your time slot.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('keeps the booking as it is when the player says so', async () => {
    const calls = serve(standing);
    const view = renderView();
    const panel = await openChange(view);
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep my booking as it is' }));
    const toggle = view.getByRole('button', { name: 'Change date, time or players' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(view.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });
});

describe('after the deadline', () => {
  it('offers no change', async () => {
    const { cancelableUntil: _u, refundOnCancel: _r, ...late } = standing;
    serve(late);
    const view = renderView();
    await view.findByRole('region', { name: 'Your reservation' });
    expect(view.queryByRole('button', { name: 'Change date, time or players' })).toBeNull();
    expect(view.queryByText(/you can also move it/)).toBeNull();
  });
});

describe('in Dutch', () => {
  it('changes the booking, and says so', async () => {
    const calls = serve(standing, () => jsonResponse({}), 225);
    const view = renderView(nl, 'nl');
    expect(
      await view.findByText(
        'Tot dan kunt u ze ook verplaatsen naar een andere vrije starttijd, op eender welke dag, of de spelers wijzigen.',
      ),
    ).toBeTruthy();
    const panel = await openChange(view, 'Datum, uur of spelers wijzigen', 'Uw reservatie wijzigen');
    expect(within(panel).getByRole('heading', { name: 'Uw reservatie wijzigen' })).toBeTruthy();
    expect(within(panel).getByLabelText('Volwassenen')).toBeTruthy();
    await chooseDateAndTime(panel, newDay, '09:00', 'Datum');
    expect(within(panel).getByRole('button', { name: 'Mijn reservatie niet wijzigen' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Wijziging bevestigen' }));
    const status = await view.findByRole('status');
    expect(within(status).getByText('Uw reservatie is gewijzigd')).toBeTruthy();
    expect(within(status).getByText(/^€\s25,00 wordt terugbetaald\.$/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });
});
