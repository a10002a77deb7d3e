import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, testQueryClient } from '../test/fakeApi';
import { MailBooking } from './MailBooking';

/** The form's checks are a module loaded on demand: once it is here, a check of a field left has run. */
const loadedChecks = () =>
  act(async () => {
    await import('../lib/mailForm');
  });

const SLOTS_URL = '/api/v1/reservations/freeslots/greenfee/2999/6/14';
const slots = [
  { hour: 9, min: 0 },
  { hour: 7, min: 30 },
  { hour: 16, min: 40 },
];

function renderBooking() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MailBooking />
    </QueryClientProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value: value } });
const sendButton = () => screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;

function fillDetails() {
  type('First name', 'Alex');
  type('Last name', 'Sample');
  type('Handicap', '18.4');
  type('E-mail', 'alex@example.net');
  type('Telephone', '+32 470 00 00 00');
  type('Adults', '2');
  type(/Juniors/, '1');
}

/** The details filled in, 2999-06-14 at 09:00 chosen from the free times. */
async function fillDetailsAndTime() {
  fillDetails();
  type('Date', '2999-06-14');
  fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
}

beforeEach(() => {
  // The tests' date, 2999-06-14, lies within the booking horizon of this "today" (366 days ahead at most).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2999-01-04T12:00:00Z'));
  // Drafts live in the tab's sessionStorage: each test starts with none.
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MailBooking', () => {
  it('labels every field, with a date minimum of today and counts of at least 0', () => {
    fakeApi({});
    renderBooking();
    for (const label of ['First name', 'Last name', 'Handicap', 'E-mail', 'Telephone', 'Adults', 'Date']) {
      expect(field(label), label).toBeTruthy();
    }
    expect(field(/Juniors/).getAttribute('min')).toBe('0');
    expect(field('Adults').getAttribute('min')).toBe('0');
    expect(field('Date').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(field(/Remarks/).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: 'Tee time' })).toBeTruthy();
    expect(screen.getByText('Choose a date to see the free tee times.')).toBeTruthy();
  });

  it('keeps the send button disabled until the terms box is ticked', () => {
    fakeApi({});
    renderBooking();
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(sendButton().disabled).toBe(true);
  });

  it('fetches the free slots of the chosen date for the party, and shows them padded, in time order', async () => {
    const calls = fakeApi({ [`GET ${SLOTS_URL}`]: () => jsonResponse(slots) });
    renderBooking();
    fillDetails();
    type('Date', '2999-06-14');
    const group = screen.getByRole('group', { name: 'Tee time' });
    await within(group).findByRole('button', { name: '07:30' });
    const times = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(times).toEqual(['07:30', '09:00', '16:40']);
    expect(calls.at(-1)?.url).toBe(`${SLOTS_URL}?players=3`);

    fireEvent.click(screen.getByRole('button', { name: '09:00' }));
    expect(screen.getByRole('button', { name: /09:00/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '07:30' }).getAttribute('aria-pressed')).toBe('false');
    // The price of the round, as information: a June weekday morning, 2 adults and 1 junior.
    const price = screen.getByRole('region', { name: 'Your green fee' });
    expect(price.textContent).toContain('2 adults × €110');
    expect(price.textContent).toContain('1 junior × €55');
    expect(price.textContent).toContain('€275');
  });

  it('says so when a date has no free slots, and when the slots cannot be fetched', async () => {
    fakeApi({
      [`GET ${SLOTS_URL}`]: () => jsonResponse([]),
      'GET /api/v1/reservations/freeslots/greenfee/2999/6/15': () => jsonResponse({ message: 'boom' }, 500),
    });
    renderBooking();
    type('Date', '2999-06-14');
    expect(await screen.findByText('No available time slots. Please choose another date.')).toBeTruthy();
    type('Date', '2999-06-15');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
  });

  it('shows the first failure as the alert and every failure inline, and sends nothing', async () => {
    const calls = fakeApi({ [`GET ${SLOTS_URL}`]: () => jsonResponse(slots) });
    renderBooking();
    type('Last name', 'Sample');
    type('Adults', '0');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(sendButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your firstname.');
    const first = field('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Please enter your firstname.',
    );
    expect(field('Last name').getAttribute('aria-invalid')).toBeNull();
    const adults = field('Adults');
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    const adultsError = (adults.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(adultsError).toContain('Please enter how many adults and/or junors');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Fixing the field of the alert takes the alert and its inline message away.
    type('First name', 'Alex');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();
  });

  it('posts the lines with the XSRF header, then replaces the form with thanks and a summary', async () => {
    const calls = fakeApi({
      [`GET ${SLOTS_URL}`]: () => jsonResponse(slots),
      'POST /api/v1/reserve/greenfee': () => jsonResponse({ id: 'r1', message: 'sent' }, 201),
    });
    renderBooking();
    await fillDetailsAndTime();
    type(/Remarks/, 'Two buggies');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(sendButton());

    const title = await screen.findByRole('heading', { name: 'Thank you, Alex' });
    expect(document.activeElement).toBe(title);
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
    const summary = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Name')).toBe('Alex Sample');
    expect(summary('Handicap')).toBe('18.4');
    expect(summary('E-mail')).toBe('alex@example.net');
    expect(summary('Telephone')).toBe('+32 470 00 00 00');
    expect(summary('Players')).toBe('2 adults, 1 junior');
    expect(summary('Date')).toBe('Jun 14, 2999');
    expect(summary('Tee time')).toBe('09:00');
    expect(summary('Green fee')).toBe('€275');
    expect(summary('Remarks')).toBe('Two buggies');
    // The request is made: its draft is gone.
    expect(sessionStorage.getItem('booking-draft:mail')).toBeNull();

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/v1/reserve/greenfee');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(post?.body).toEqual({
      content: [
        'Firstname: Alex',
        'Lastname: Sample',
        'Hcp: 18.4',
        'Email: alex@example.net',
        'Telephone: +32 470 00 00 00',
        'Adults: 2',
        'Juniors: 1',
        'Date: 2999-06-14',
        'Time: 09:00',
        'Remarks: Two buggies',
      ].join('\n'),
    });
  });

  it('sends once when Send is pressed twice while the checks load', async () => {
    const calls = fakeApi({
      [`GET ${SLOTS_URL}`]: () => jsonResponse(slots),
      'POST /api/v1/reserve/greenfee': () => jsonResponse({ id: 'r1', message: 'sent' }, 201),
    });
    renderBooking();
    await fillDetailsAndTime();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());

    await screen.findByRole('heading', { name: 'Thank you, Alex' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('keeps the form and gives the verbatim message with the club contact when sending fails', async () => {
    fakeApi({
      [`GET ${SLOTS_URL}`]: () => jsonResponse(slots),
      'POST /api/v1/reserve/greenfee': () => jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    renderBooking();
    await fillDetailsAndTime();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Apologies, something went wrong. Please try again later or contact us via telephone or email.',
    );
    expect(within(alert).getByRole('link', { name: '+32 50 00 00 00' }).getAttribute('href')).toBe(
      'tel:+3250000000',
    );
    expect(within(alert).getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe(
      'mailto:info@example.org',
    );
    expect(field('First name').value).toBe('Alex');
  });

  const errorOf = (label: string | RegExp) =>
    (field(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((node) => node?.className === 'booking-field__error')
      ?.textContent?.trim();

  it('checks a field when it is left, in the verbatim words of the send, and not a field merely passed', async () => {
    fakeApi({});
    renderBooking();
    fireEvent.blur(field('First name'));
    // The checks load with the first field entered; a field merely passed gets no message even then.
    await loadedChecks();
    expect(errorOf('First name')).toBeUndefined();
    type('First name', 'A');
    type('First name', '');
    fireEvent.blur(field('First name'));
    await waitFor(() => expect(errorOf('First name')).toBe('Error: Please enter your firstname.'));
    type('Handicap', '40');
    fireEvent.blur(field('Handicap'));
    await waitFor(() =>
      expect(errorOf('Handicap')).toBe(
        'Error: Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
      ),
    );
    // The request form does not check the e-mail's form (docs/product.md, Form and booking messages).
    type('E-mail', 'jan@');
    fireEvent.blur(field('E-mail'));
    await loadedChecks();
    expect(errorOf('E-mail')).toBeUndefined();
    type('Adults', '0');
    fireEvent.blur(field('Adults'));
    await waitFor(() =>
      expect(document.querySelector('.party-fields .booking-field__error')?.textContent).toContain(
        'Please enter how many adults and/or junors',
      ),
    );
    // Inline only: the alert is the send's.
    expect(screen.queryByRole('alert')).toBeNull();
    type('Handicap', '12');
    expect(errorOf('Handicap')).toBeUndefined();
  });

  it('drops the check of a field left when the visitor typed on before it came back', async () => {
    fakeApi({});
    renderBooking();
    type('First name', 'A');
    type('First name', '');
    fireEvent.blur(field('First name'));
    type('First name', 'Alex');
    await loadedChecks();
    expect(errorOf('First name')).toBeUndefined();
  });

  it('keeps what was typed across a new page in the same tab, and forgets it on Clear the form', async () => {
    fakeApi({ [`GET ${SLOTS_URL}`]: () => jsonResponse(slots) });
    renderBooking();
    await fillDetailsAndTime();
    type(/Remarks/, 'Two buggies');
    expect(localStorage.length).toBe(0);
    cleanup();

    renderBooking();
    expect(field('First name').value).toBe('Alex');
    expect(field('Telephone').value).toBe('+32 470 00 00 00');
    expect(field(/Juniors/).value).toBe('1');
    expect(field(/Remarks/).value).toBe('Two buggies');
    expect((await screen.findByRole('button', { name: '09:00' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(field('First name').value).toBe('');
    expect(sessionStorage.getItem('booking-draft:mail')).toBeNull();
  });

  it('says so when the chosen time has no room for a new party', async () => {
    fakeApi({
      [`GET ${SLOTS_URL}?players=3`]: () => jsonResponse(slots),
      [`GET ${SLOTS_URL}?players=4`]: () => jsonResponse([{ hour: 7, min: 30 }]),
    });
    renderBooking();
    await fillDetailsAndTime();
    type(/Juniors/, '2');
    expect((await screen.findByRole('status')).textContent).toBe(
      'The tee time you had chosen (09:00) has no room for 2 adults, 2 juniors, so it is no longer selected. Please choose another time.',
    );
  });
});
