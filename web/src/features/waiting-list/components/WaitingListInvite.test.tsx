import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { nl } from '../../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { MailBooking } from '../../booking/components/MailBooking';
import { OnlineBooking } from '../../booking/components/OnlineBooking';
import { initialOnlineBooking } from '../../booking/lib/onlineBooking';
import { type FakeCall, fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';

const DATE = '2999-06-14';
const SLOTS = 'GET /api/v1/reservations/freeslots/greenfee/2999/6/14';
const JOIN = 'POST /api/v1/waiting-list';
const FREE = [
  { hour: 9, min: 0 },
  { hour: 10, min: 5 },
];

function renderIn(node: ReactNode, dictionary: Dictionary = en, language: 'en' | 'nl' = 'en') {
  const { container } = render(
    <LanguageProvider language={language} dictionary={dictionary}>
      <QueryClientProvider client={testQueryClient()}>{node}</QueryClientProvider>
    </LanguageProvider>,
  );
  return within(container);
}

type View = ReturnType<typeof renderIn>;

const type = (view: View | ReturnType<typeof within>, label: string | RegExp, value: string) =>
  fireEvent.change(view.getByLabelText(label), { target: { value } });

/** The mail form with the visitor's details, a party of two and the test's date. */
function fillMailForm(view: View) {
  type(view, 'First name', 'Alex');
  type(view, 'Last name', 'Sample');
  type(view, 'E-mail', 'alex@example.net');
  type(view, 'Telephone', '+32 470 00 00 00');
  type(view, 'Adults', '2');
  type(view, 'Date', DATE);
}

/** Opens the waiting list's dialog from its button (the form loads when opened) and gives it. */
async function openDialog(view: View, button = 'Join the waiting list', section = 'Your round') {
  const toggle = await view.findByRole('button', { name: button });
  expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-controls')).toBeTruthy());
  // The dialog is a portal at the end of the body: found by the id its button names.
  const dialog = await waitFor(() => {
    const element = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no dialog yet');
    return element as HTMLDialogElement;
  });
  const inDialog = within(dialog);
  await inDialog.findByRole('heading', { name: section }, { timeout: 5_000 });
  return { toggle, dialog, inDialog };
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  // The tests' date, 2999-06-14, lies within the booking horizon of this "today".
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2999-01-04T12:00:00Z'));
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

describe('the waiting list under the request form (mail mode)', () => {
  it('offers the list plainly when the date has no free time', async () => {
    fakeApi({ [SLOTS]: () => jsonResponse([]) });
    const view = renderIn(<MailBooking />);
    fillMailForm(view);
    expect(await view.findByText('No available time slots. Please choose another date.')).toBeTruthy();
    expect(
      view.getByText(
        'No time is free that day for your party. Join the waiting list: when places come free, we send you an e-mail.',
      ),
    ).toBeTruthy();
    expect(view.getByRole('button', { name: 'Join the waiting list' }).className).toContain('button');
  });

  it('opens a form begun with the booking form’s date, party, details and a window around the chosen time', async () => {
    fakeApi({ [SLOTS]: () => jsonResponse(FREE) });
    const view = renderIn(<MailBooking />);
    fillMailForm(view);
    fireEvent.click(await view.findByRole('button', { name: '10:05' }));
    expect(view.getByText('The time you want is not listed?')).toBeTruthy();
    const { inDialog, dialog } = await openDialog(view);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      inDialog.getByRole('heading', { name: 'Join the waiting list' }).id,
    );
    const value = (label: string | RegExp) => (inDialog.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Date')).toBe(DATE);
    expect(value('From')).toBe('09:00');
    expect(value('To')).toBe('11:10');
    expect(value('Adults')).toBe('2');
    expect(value(/Juniors/)).toBe('0');
    expect(value('First name')).toBe('Alex');
    expect(value('Last name')).toBe('Sample');
    expect(value('E-mail')).toBe('alex@example.net');
    expect(value('Telephone')).toBe('+32 470 00 00 00');
  });

  it('joins in the page’s language, says what was joined, and takes nothing from the request form', async () => {
    const calls = fakeApi({
      [SLOTS]: () => jsonResponse([]),
      [JOIN]: () => jsonResponse({ id: '0b8f3c2e-5a1d-4c7e-9f60-1a2b3c4d5e6f' }, 201),
    });
    const view = renderIn(<MailBooking />, nl, 'nl');
    type(view, 'Voornaam', 'Lotte');
    type(view, 'Familienaam', 'Janssens');
    type(view, 'E-mail', 'lotte@example.net');
    type(view, 'Telefoon', '+32 470 44 44 44');
    type(view, 'Volwassenen', '3');
    type(view, 'Datum', DATE);
    // With the terms ticked, a submit reaching the request form would check it, and say what is missing.
    fireEvent.click(view.getByRole('checkbox'));
    const { inDialog, toggle, dialog } = await openDialog(view, 'Inschrijven op de wachtlijst', 'Uw ronde');
    fireEvent.change(inDialog.getByLabelText('Van'), { target: { value: '09:00' } });
    fireEvent.change(inDialog.getByLabelText('Tot'), { target: { value: '11:00' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Inschrijven op de wachtlijst' }));

    const title = await inDialog.findByRole('heading', { name: 'U staat op de wachtlijst' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(inDialog.getByRole('status').textContent).toContain(
      'U staat op de wachtlijst voor 14 jun 2999 tussen 09:00 en 11:00, voor 3 volwassenen.',
    );
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/v1/waiting-list']);
    expect(posts(calls)[0]?.body).toEqual({
      date: DATE,
      from: '09:00',
      to: '11:00',
      adults: 3,
      juniors: 0,
      firstname: 'Lotte',
      lastname: 'Janssens',
      email: 'lotte@example.net',
      telephone: '+32 470 44 44 44',
      language: 'nl',
    });
    expect(posts(calls)[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    // The request form around the dialog took no submit: no alert there.
    expect(view.queryByRole('alert')).toBeNull();

    fireEvent.click(inDialog.getByRole('button', { name: 'Terug naar het reservatieformulier' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the waiting list’s form', () => {
  it('checks the window and the party with the server’s rules, and focuses the first problem', async () => {
    const calls = fakeApi({ [SLOTS]: () => jsonResponse([]) });
    const view = renderIn(<MailBooking />);
    fillMailForm(view);
    const { inDialog } = await openDialog(view);
    fireEvent.change(inDialog.getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(inDialog.getByLabelText('To'), { target: { value: '10:00' } });
    type(inDialog, 'Adults', '4');
    type(inDialog, /Juniors/, '1');
    fireEvent.click(inDialog.getByRole('button', { name: 'Join the waiting list' }));

    expect(await inDialog.findByText('Please choose an end that is not before the start.')).toBeTruthy();
    expect(
      inDialog.getByText('Book online for min. 1 and max. 4 people. For bigger groups please contact us.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(inDialog.getByLabelText('To')));
    expect(posts(calls)).toEqual([]);

    // Fixed, the messages go as the fields change.
    fireEvent.change(inDialog.getByLabelText('To'), { target: { value: '13:00' } });
    type(inDialog, /Juniors/, '0');
    await waitFor(() =>
      expect(inDialog.queryByText('Please choose an end that is not before the start.')).toBeNull(),
    );
    expect(
      inDialog.queryByText('Book online for min. 1 and max. 4 people. For bigger groups please contact us.'),
    ).toBeNull();
  });

  it('shows the server’s refusal as it comes, and focuses it', async () => {
    const refusal =
      'There is no tee time to book between 09:00 and 11:10 on that date. Please choose another window or date.';
    fakeApi({
      [SLOTS]: () => jsonResponse([]),
      [JOIN]: () => jsonResponse({ message: refusal }, 400),
    });
    const view = renderIn(<MailBooking />);
    fillMailForm(view);
    const { inDialog } = await openDialog(view);
    fireEvent.click(inDialog.getByRole('button', { name: 'Join the waiting list' }));
    const alert = await inDialog.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The form stays, as typed.
    expect((inDialog.getByLabelText('First name') as HTMLInputElement).value).toBe('Alex');
  });

  it('says the request form’s failure, with the club’s telephone and e-mail, when the server fails', async () => {
    fakeApi({
      [SLOTS]: () => jsonResponse([]),
      [JOIN]: () => jsonResponse({ message: 'boom' }, 500),
    });
    const view = renderIn(<MailBooking />);
    fillMailForm(view);
    const { inDialog } = await openDialog(view);
    fireEvent.click(inDialog.getByRole('button', { name: 'Join the waiting list' }));
    const alert = await inDialog.findByRole('alert');
    expect(alert.textContent).toContain(
      'Apologies, something went wrong. Please try again later or contact us via telephone or email.',
    );
    expect(within(alert).getAllByRole('link').length).toBe(2);
  });

  it('closes on its close button, and gives the focus back', async () => {
    fakeApi({ [SLOTS]: () => jsonResponse([]) });
    const view = renderIn(<MailBooking />);
    fillMailForm(view);
    const { inDialog, toggle, dialog } = await openDialog(view);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the waiting list in the online booking’s time step', () => {
  const start = {
    ...initialOnlineBooking,
    details: {
      firstname: 'Alex',
      lastname: 'Sample',
      handicap: '18',
      email: 'alex@example.net',
      telephone: '+32 470 00 00 00',
    },
    adults: '2',
    date: DATE,
  };

  it('offers the list plainly when the date has no free time, begun with the party and details', async () => {
    fakeApi({ [SLOTS]: () => jsonResponse([]) });
    const view = renderIn(<OnlineBooking start={start} />);
    expect(await view.findByText('No available time slots. Please choose another date.')).toBeTruthy();
    const { inDialog } = await openDialog(view);
    expect((inDialog.getByLabelText('Adults') as HTMLInputElement).value).toBe('2');
    expect((inDialog.getByLabelText('E-mail') as HTMLInputElement).value).toBe('alex@example.net');
    expect((inDialog.getByLabelText('From') as HTMLSelectElement).value).toBe('08:00');
    expect((inDialog.getByLabelText('To') as HTMLSelectElement).value).toBe('18:00');
  });

  it('asks quietly under free times', async () => {
    fakeApi({ [SLOTS]: () => jsonResponse(FREE) });
    const view = renderIn(<OnlineBooking start={start} />);
    expect(await view.findByRole('button', { name: '09:00' })).toBeTruthy();
    expect(view.getByText('The time you want is not listed?')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Join the waiting list' }).className).toBe(
      'waiting-list-invite__link',
    );
  });
});
