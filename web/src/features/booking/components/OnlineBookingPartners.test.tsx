import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nl } from '../../../i18n/nl';
import { LanguageProvider } from '../../../lib/i18n';
import { seededRulesAnswer } from '../../rules/test/rules';
import { clubRulesQueryKey } from '../../rules/useClubRules';
import { redirectTo } from '../lib/redirect';
import { fakeApi, jsonResponse, testQueryClient } from '../test/fakeApi';
import { OnlineBooking } from './OnlineBooking';

/** The other players of an online booking (docs/product.md, Playing partners): optional, one row each. */

vi.mock('../lib/redirect', () => ({ redirectTo: vi.fn() }));

const SLOTS = '/api/v1/reservations/freeslots/greenfee/2999/6/14';
const ID = '0b6f2c55-2b1e-4f0e-9a5e-6c1c0d3b1a11';

function renderForm(language: 'en' | 'nl' = 'en') {
  const client = testQueryClient();
  client.setQueryData(clubRulesQueryKey(language), seededRulesAnswer(language));
  const form = (
    <QueryClientProvider client={client}>
      <OnlineBooking />
    </QueryClientProvider>
  );
  const { container } = render(
    language === 'nl' ? (
      <LanguageProvider language="nl" dictionary={nl}>
        {form}
      </LanguageProvider>
    ) : (
      form
    ),
  );
  const view = within(container);
  const field = (label: string | RegExp) => view.getByLabelText(label) as HTMLInputElement;
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const errorOf = (label: string) =>
    (field(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => container.querySelector(`[id="${id}"]`))
      .find((node) => node?.className === 'booking-field__error')
      ?.textContent?.trim();
  return { container, view, field, type, errorOf };
}

type Form = ReturnType<typeof renderForm>;

function fillDetails({ type }: Form) {
  type('First name', 'Alex');
  type('Last name', 'Sample');
  type('Handicap', '18.4');
  type('E-mail', 'alex@example.net');
  type('Telephone', '+32 470 00 00 00');
}

const partnerLabels = ({ container }: Form) =>
  Array.from(container.querySelectorAll('.partner-fields label')).map((label) => label.textContent);

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
  vi.mocked(redirectTo).mockClear();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OnlineBooking: the other players', () => {
  it('shows a name and an e-mail for each other player of the party, and none for one player', () => {
    fakeApi({});
    const form = renderForm();
    fillDetails(form);
    expect(form.container.querySelector('.partner-fields')).toBeNull();
    form.type('Adults', '2');
    form.type(/Juniors/, '1');
    expect(partnerLabels(form)).toEqual([
      'Player 2: name',
      'Player 2: e-mail',
      'Player 3: name',
      'Player 3: e-mail',
    ]);
    expect(form.field('Player 3: e-mail').type).toBe('email');
    expect(form.field('Player 2: name').autocomplete).toBe('off');
    form.type('Adults', '4');
    form.type(/Juniors/, '0');
    expect(partnerLabels(form)).toHaveLength(6);
    // A party outside 1 to 4 has no rows: the party message comes first.
    form.type(/Juniors/, '1');
    expect(form.container.querySelector('.partner-fields')).toBeNull();
  });

  it('sends the names and e-mails given, leaves out empty rows and those beyond the party', async () => {
    const calls = fakeApi({
      [`GET ${SLOTS}`]: () => jsonResponse([{ hour: 9, min: 0 }]),
      'POST /api/v1/reservations/website': () =>
        jsonResponse({ id: ID, paymentUrl: 'https://pay.test/1' }, 201),
    });
    const form = renderForm();
    fillDetails(form);
    form.type('Adults', '4');
    form.type('Player 3: name', ' Anna Maes ');
    form.type('Player 3: e-mail', ' anna@example.be ');
    form.type('Player 4: name', 'Jos Claes');
    form.type('Adults', '3');
    // Player 4 is beyond the party now, and player 2 was left empty.
    expect(form.view.queryByLabelText('Player 4: name')).toBeNull();
    form.type('Date', '2999-06-14');
    fireEvent.click(await form.view.findByRole('button', { name: '09:00' }));
    const summary = form.container.querySelector('.booking-summary') as HTMLElement;
    expect(within(summary).getByText('Other players').nextElementSibling?.textContent).toBe('Anna Maes');
    fireEvent.click(form.view.getByRole('button', { name: /Confirm and pay/ }));
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://pay.test/1'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      adults: 3,
      partners: [{ name: 'Anna Maes', email: 'anna@example.be' }],
    });
  });

  it('checks an e-mail when it is left, and asks for the name beside an e-mail before sending', async () => {
    const calls = fakeApi({ [`GET ${SLOTS}`]: () => jsonResponse([{ hour: 9, min: 0 }]) });
    const form = renderForm();
    fillDetails(form);
    form.type('Adults', '2');
    form.type('Player 2: e-mail', 'anna@');
    fireEvent.blur(form.field('Player 2: e-mail'));
    expect(form.errorOf('Player 2: e-mail')).toBe(
      'Error: Please enter a valid e-mail address for this player, or leave it empty.',
    );
    expect(form.field('Player 2: e-mail').getAttribute('aria-invalid')).toBe('true');
    form.type('Player 2: e-mail', 'anna@example.be');
    expect(form.errorOf('Player 2: e-mail')).toBeUndefined();
    // An empty name left alone says nothing: the fields are optional.
    fireEvent.blur(form.field('Player 2: name'));
    expect(form.errorOf('Player 2: name')).toBeUndefined();

    form.type('Date', '2999-06-14');
    fireEvent.click(await form.view.findByRole('button', { name: '09:00' }));
    fireEvent.click(form.view.getByRole('button', { name: /Confirm and pay/ }));
    expect(form.view.getByRole('alert').textContent).toBe(
      "Please enter this player's name, or leave their e-mail empty.",
    );
    expect(document.activeElement).toBe(form.field('Player 2: name'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps what was typed in the tab’s draft, and forgets it when the form is cleared', () => {
    fakeApi({});
    const first = renderForm();
    fillDetails(first);
    first.type('Adults', '2');
    first.type('Player 2: name', 'Anna Maes');
    cleanup();
    const again = renderForm();
    expect(again.field('Player 2: name').value).toBe('Anna Maes');
    fireEvent.click(again.view.getByRole('button', { name: 'Clear the form' }));
    expect(again.container.querySelector('.partner-fields')).toBeNull();
    expect(sessionStorage.getItem('booking-draft:online')).toBeNull();
  });

  it('speaks the page’s language, messages included', () => {
    fakeApi({});
    const form = renderForm('nl');
    form.type('Voornaam', 'Alex');
    form.type('Familienaam', 'Sample');
    form.type('E-mail', 'alex@example.net');
    form.type('Telefoon', '+32 470 00 00 00');
    form.type('Volwassenen', '2');
    expect(form.view.getByText('De andere spelers')).toBeTruthy();
    form.type('Speler 2: e-mail', 'x');
    fireEvent.blur(form.field('Speler 2: e-mail'));
    expect(form.errorOf('Speler 2: e-mail')).toContain(
      'Gelieve een geldig e-mailadres voor deze speler in te vullen, of laat het leeg.',
    );
  });
});
