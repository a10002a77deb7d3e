import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicRules } from '../../../../../common/api/clubRules';
import type { Language } from '../../../../../common/i18n/languages';
import { SEEDED_CLUB_RULES } from '../../../../../common/rules/clubRules';
import type { HandicapDay } from '../../../../../common/rules/handicapLimits';
import { handicapLimitText } from '../../../../../common/validation/handicapLimitMessages';
import { nl } from '../../../i18n/nl';
import { LanguageProvider } from '../../../lib/i18n';
import { rulesAnswerOf, STAFF_RULES, seededRulesAnswer } from '../../rules/test/rules';
import { clubRulesQueryKey } from '../../rules/useClubRules';
import { redirectTo } from '../lib/redirect';
import { fakeApi, jsonResponse, testQueryClient } from '../test/fakeApi';
import { OnlineBooking } from './OnlineBooking';

vi.mock('../lib/redirect', () => ({ redirectTo: vi.fn() }));

const SLOTS = '/api/v1/reservations/freeslots/greenfee/2999/6/14';
const slots = [
  { hour: 9, min: 0 },
  { hour: 9, min: 10 },
];
const ID = '0b6f2c55-2b1e-4f0e-9a5e-6c1c0d3b1a11';

/** A query client that has the club's rules (GET /rules) already, as a page rendered with them does. */
function clientWithRules(language: Language, rules: PublicRules = seededRulesAnswer(language)) {
  const client = testQueryClient();
  client.setQueryData(clubRulesQueryKey(language), rules);
  return client;
}

const seededText = (day: HandicapDay, language: Language = 'en') =>
  handicapLimitText(language, day, SEEDED_CLUB_RULES.handicapLimits);

function renderOnline(rules?: PublicRules) {
  render(
    <QueryClientProvider client={clientWithRules('en', rules)}>
      <OnlineBooking />
    </QueryClientProvider>,
  );
}

function renderDutch() {
  render(
    <LanguageProvider language="nl" dictionary={nl}>
      <QueryClientProvider client={clientWithRules('nl')}>
        <OnlineBooking />
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value: value } });

const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'booking-field__error')
    ?.textContent?.trim();
};

function fillDetails() {
  type('First name', 'Alex');
  type('Last name', 'Sample');
  type('Handicap', '18.4');
  type('E-mail', 'alex@example.net');
  type('Telephone', '+32 470 00 00 00');
}

beforeEach(() => {
  // Drafts live in the tab's sessionStorage: each test starts with none.
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  vi.mocked(redirectTo).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OnlineBooking', () => {
  it('shows the party, date and slot steps only once the four details are filled', () => {
    fakeApi({});
    renderOnline();
    expect(screen.queryByLabelText('Adults')).toBeNull();
    type('First name', 'Alex');
    type('Last name', 'Sample');
    type('E-mail', 'alex@example.net');
    expect(screen.queryByLabelText('Adults')).toBeNull();
    type('Telephone', '+32 470 00 00 00');
    expect(field('Adults').getAttribute('max')).toBe('4');
    expect(field('Date')).toBeTruthy();
    expect(
      screen.getByRole('list', { name: 'Booking steps' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('3Date');
  });

  it('asks for 1 to 4 players, with the club contact, and hides the date picker otherwise', () => {
    fakeApi({});
    renderOnline();
    fillDetails();
    type('Adults', '3');
    type(/Juniors/, '2');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Book online for min. 1 and max. 4 people. For bigger groups please contact us.',
    );
    expect(within(alert).getByRole('link', { name: '+32 50 00 00 00' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'info@example.org' })).toBeTruthy();
    expect(screen.queryByLabelText('Date')).toBeNull();
    type('Adults', '0');
    type(/Juniors/, '0');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByLabelText('Date')).toBeNull();
    type(/Juniors/, '4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Date')).toBeTruthy();
  });

  it('fetches the slots for the party when the date changes, highlights the chosen one, and keeps it for a party it still fits', async () => {
    const calls = fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse(slots) });
    renderOnline();
    fillDetails();
    type('Adults', '2');
    type(/Juniors/, '1');
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:10' }));
    // The price list of the date (and today's, for the junior age) comes from GET /prices/{date}.
    const slotCalls = calls.filter((call) => call.url.startsWith('/api/v1/reservations/'));
    expect(slotCalls.map((call) => call.url)).toEqual([`${SLOTS}?players=3`]);
    expect(screen.getByRole('button', { name: /09:10/ }).getAttribute('aria-pressed')).toBe('true');
    // The price comes with the date's list, which may answer after the free times.
    expect(await screen.findByRole('button', { name: 'Confirm and pay €275' })).toBeTruthy();

    // Five players hide the date; back to two, the free times for two still hold 09:10.
    type('Adults', '4');
    expect(screen.queryByLabelText('Date')).toBeNull();
    type('Adults', '1');
    type(/Juniors/, '1');
    expect(await screen.findByRole('button', { name: /Confirm and pay/ })).toBeTruthy();
    expect(field('Date').value).toBe('2999-06-14');
    expect(screen.getByRole('button', { name: /09:10/ }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => call.url)).toContain(`${SLOTS}?players=2`);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets go of a time the new party has no room at, and says so', async () => {
    fakeApi({
      [`GET ${SLOTS}?players=1`]: () => jsonResponse(slots),
      [`GET ${SLOTS}?players=3`]: () => jsonResponse([{ hour: 9, min: 0 }]),
      [`GET ${SLOTS}?players=4`]: () => jsonResponse([]),
    });
    renderOnline();
    fillDetails();
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:10' }));
    type('Adults', '3');
    expect((await screen.findByRole('status')).textContent).toBe(
      'The tee time you had chosen (09:10) has no room for 3 adults, so it is no longer selected. Please choose another time.',
    );
    expect(field('Date').value).toBe('2999-06-14');
    expect(screen.getByRole('button', { name: '09:00' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /Confirm and pay/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '09:00' }));
    expect(screen.queryByRole('status')).toBeNull();
    type('Adults', '4');
    expect((await screen.findByRole('status')).textContent).toContain(
      'has no free tee time left for 4 adults',
    );
    expect(field('Date').value).toBe('');
  });

  it('checks a detail when it is left, with the booking messages, and ticks a step only when it is valid', () => {
    fakeApi({});
    renderOnline();
    fillDetails();
    const steps = screen.getByRole('list', { name: 'Booking steps' });
    expect(steps.textContent).toContain('Details (done)');
    type('E-mail', 'jan@');
    expect(errorOf('E-mail')).toBeUndefined();
    fireEvent.blur(field('E-mail'));
    expect(errorOf('E-mail')).toBe('Error: Please enter your email.');
    expect(steps.textContent).not.toContain('Details (done)');
    expect(steps.textContent).toContain('Details (not complete yet)');
    // Leaving another field keeps the e-mail's message; fixing the e-mail clears it.
    fireEvent.blur(field('Telephone'));
    expect(errorOf('E-mail')).toBe('Error: Please enter your email.');
    type('E-mail', 'jan@example.net');
    expect(errorOf('E-mail')).toBeUndefined();
    expect(steps.textContent).toContain('Details (done)');
  });

  it('keeps what was typed in the tab across a new page, and forgets it on Clear the form', async () => {
    fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse(slots) });
    renderOnline();
    fillDetails();
    type('Adults', '2');
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:10' }));
    expect(localStorage.length).toBe(0);
    cleanup();

    renderOnline();
    expect(field('First name').value).toBe('Alex');
    expect(field('E-mail').value).toBe('alex@example.net');
    expect(field('Adults').value).toBe('2');
    expect(field('Date').value).toBe('2999-06-14');
    expect((await screen.findByRole('button', { name: '09:10' })).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(field('First name').value).toBe('');
    expect(sessionStorage.getItem('booking-draft:online')).toBeNull();
    cleanup();
    renderOnline();
    expect(field('First name').value).toBe('');
  });

  it('shows the verbatim message when the slots cannot be fetched', async () => {
    fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse({ message: 'down' }, 503) });
    renderOnline();
    fillDetails();
    type('Date', '2999-06-14');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
  });

  it('creates the booking with the month as 1-12 and goes to the payment page', async () => {
    const calls = fakeApi({
      [`GET ${SLOTS}`]: () => jsonResponse(slots),
      'POST /api/v1/reservations/website': () =>
        jsonResponse({ id: ID, paymentUrl: 'https://pay.example.test/checkout/1' }, 201),
    });
    renderOnline();
    fillDetails();
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay €110' }));

    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://pay.example.test/checkout/1'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(post?.body).toEqual({
      firstname: 'Alex',
      lastname: 'Sample',
      handicap: 18.4,
      email: 'alex@example.net',
      telephone: '+32 470 00 00 00',
      year: 2999,
      month: 6,
      day: 14,
      hour: 9,
      minute: 0,
      adults: 1,
      juniors: 0,
      type: 'greenfee',
    });
    expect(screen.getByRole('button', { name: 'Taking you to the secure payment page…' })).toBeTruthy();
  });

  it('checks the handicap before creating anything', async () => {
    const calls = fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse(slots) });
    renderOnline();
    fillDetails();
    type('Handicap', '');
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
    );
    expect(document.activeElement).toBe(field('Handicap'));
    expect(field('Handicap').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the verbatim message when the booking cannot be created, and stays on the page', async () => {
    fakeApi({
      [`GET ${SLOTS}`]: () => jsonResponse(slots),
      'POST /api/v1/reservations/website': () => jsonResponse({ message: 'boom' }, 500),
    });
    renderOnline();
    fillDetails();
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aplogies, something went wrong while processing your reservation. Please try again later.',
    );
    expect(redirectTo).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: /Confirm and pay/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the message of a refusal over the limits on open holds as the server words it', async () => {
    const refusal = 'Voor dit e-mailadres wacht al een reservatie op betaling.';
    fakeApi({
      [`GET ${SLOTS}`]: () => jsonResponse(slots),
      'POST /api/v1/reservations/website': () => jsonResponse({ message: refusal }, 429),
    });
    renderOnline();
    fillDetails();
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('shows a no-show stop as the server words it, and a bare 403 as the general failure', async () => {
    const stop = 'Online boeken is met dit e-mailadres momenteel niet mogelijk. Bel ons op +32 50 12 34 56.';
    for (const [body, shown] of [
      [{ message: stop, reason: 'no-show-stop' }, stop],
      [
        { message: 'Missing or invalid cross-site token. Please reload the page and try again.' },
        'Aplogies, something went wrong while processing your reservation. Please try again later.',
      ],
    ] as const) {
      fakeApi({
        [`GET ${SLOTS}`]: () => jsonResponse(slots),
        'POST /api/v1/reservations/website': () => jsonResponse(body, 403),
      });
      renderOnline();
      fillDetails();
      type('Date', '2999-06-14');
      fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
      fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(shown);
      expect(redirectTo).not.toHaveBeenCalled();
      cleanup();
      sessionStorage.clear();
    }
  });

  it('lets go of a time that someone else took meanwhile, and says so', async () => {
    fakeApi({
      [`GET ${SLOTS}`]: () => jsonResponse(slots),
      'POST /api/v1/reservations/website': () =>
        jsonResponse({ message: 'This tee time is no longer available. Please choose another time.' }, 409),
    });
    renderOnline();
    fillDetails();
    type('Date', '2999-06-14');
    fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
    expect(
      await screen.findByText('This tee time is no longer available. Please choose another time.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm and pay/ })).toBeNull();
  });

  describe("the day's handicap limit", () => {
    // 14 June 2999 is a Friday (limit 28), 17 June 2999 a Monday (limit 34).
    const FRIDAY = '2999-06-14';
    const MONDAY = '2999-06-17';
    const weekend = seededText('fridayToSundayAndHolidays');
    const weekday = seededText('mondayToThursday');

    it('says so under the date when a Friday is chosen for a handicap of 30, and lets go once it fits', () => {
      fakeApi({
        'GET /api/v1/reservations/freeslots/greenfee/2999/6/17': () => jsonResponse(slots),
        [`GET ${SLOTS}`]: () => jsonResponse(slots),
      });
      renderOnline();
      fillDetails();
      type('Handicap', '30');
      fireEvent.blur(field('Handicap'));
      expect(errorOf('Handicap')).toBeUndefined();
      type('Date', FRIDAY);
      expect(errorOf('Date')).toBe(`Error: ${weekend}`);
      expect(weekend).toBe(
        'The maximum handicap from Friday to Sunday and on holidays is 28. Please choose a day from Monday to Thursday (maximum 34) or contact us.',
      );
      expect(field('Date').getAttribute('aria-invalid')).toBe('true');
      type('Date', MONDAY);
      expect(errorOf('Date')).toBeUndefined();
      type('Date', FRIDAY);
      expect(errorOf('Date')).toBe(`Error: ${weekend}`);
      type('Handicap', '28');
      fireEvent.blur(field('Handicap'));
      expect(errorOf('Date')).toBeUndefined();
      expect(errorOf('Handicap')).toBeUndefined();
    });

    it('checks the handicap when the field is left, against the chosen day', () => {
      fakeApi({ 'GET /api/v1/reservations/freeslots/greenfee/2999/6/17': () => jsonResponse(slots) });
      renderOnline();
      fillDetails();
      type('Date', MONDAY);
      type('Handicap', '34');
      fireEvent.blur(field('Handicap'));
      expect(errorOf('Handicap')).toBeUndefined();
      type('Handicap', '34,5');
      fireEvent.blur(field('Handicap'));
      expect(errorOf('Handicap')).toBe(`Error: ${weekday}`);
      expect(field('Handicap').getAttribute('aria-invalid')).toBe('true');
      type('Handicap', '40');
      fireEvent.blur(field('Handicap'));
      expect(errorOf('Handicap')).toBe(
        'Error: Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
      );
    });

    it('refuses to send a handicap above the limit and points at the field', async () => {
      const calls = fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse(slots) });
      renderOnline();
      fillDetails();
      type('Date', FRIDAY);
      fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
      // Changed after the time was chosen, and the field not left: the check before sending catches it.
      type('Handicap', '28.1');
      fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
      expect(screen.getByRole('alert').textContent).toBe(weekend);
      expect(document.activeElement).toBe(field('Handicap'));
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('says it in the page language, in the words the server uses', async () => {
      const calls = fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse(slots) });
      renderDutch();
      fireEvent.change(field('Handicap'), { target: { value: '30' } });
      fireEvent.change(field('Voornaam'), { target: { value: 'Alex' } });
      fireEvent.change(field('Familienaam'), { target: { value: 'Sample' } });
      fireEvent.change(field('E-mail'), { target: { value: 'alex@example.net' } });
      fireEvent.change(field('Telefoon'), { target: { value: '+32 470 00 00 00' } });
      fireEvent.change(field('Datum'), { target: { value: FRIDAY } });
      expect(errorOf('Datum')).toContain(seededText('fridayToSundayAndHolidays', 'nl'));
      expect(seededText('fridayToSundayAndHolidays', 'nl')).toContain('maximumhandicap');
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('checks the limits staff set, and names them', () => {
      const staff = rulesAnswerOf(STAFF_RULES);
      fakeApi({
        'GET /api/v1/rules': () => jsonResponse(staff),
        [`GET ${SLOTS}`]: () => jsonResponse(slots),
      });
      renderOnline(staff);
      fillDetails();
      type('Handicap', '24');
      type('Date', FRIDAY);
      expect(errorOf('Date')).toBe(
        'Error: The maximum handicap from Friday to Sunday and on holidays is 23. Please choose a day from Monday to Thursday (maximum 31) or contact us.',
      );
      type('Handicap', '23');
      fireEvent.blur(field('Handicap'));
      expect(errorOf('Date')).toBeUndefined();
    });

    it("shows the server's refusal as it comes", async () => {
      const refusal = seededText('fridayToSundayAndHolidays', 'nl');
      fakeApi({
        [`GET ${SLOTS}`]: () => jsonResponse(slots),
        'POST /api/v1/reservations/website': () => jsonResponse({ message: refusal }, 400),
      });
      renderOnline();
      fillDetails();
      type('Date', FRIDAY);
      fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
      fireEvent.click(screen.getByRole('button', { name: /Confirm and pay/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(refusal);
      expect(redirectTo).not.toHaveBeenCalled();
    });
  });
});
