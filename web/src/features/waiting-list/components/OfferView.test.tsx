import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingListOffer } from '../../../../../common/api/waitingList';
import { clubNow, formatTime } from '../../../../../common/rules/clubTime';
import { en } from '../../../i18n/en';
import { nl } from '../../../i18n/nl';
import { type Dictionary, LanguageProvider } from '../../../lib/i18n';
import { redirectTo } from '../../booking/lib/redirect';
import { type FakeCall, fakeApi, jsonResponse, testQueryClient } from '../../booking/test/fakeApi';
import { OfferView } from './OfferView';

vi.mock('../../booking/lib/redirect', () => ({ redirectTo: vi.fn() }));

const TOKEN = 'offer-token-abc';
const GET = `GET /api/v1/waiting-list/offers/${TOKEN}`;
const ACCEPT = `POST /api/v1/waiting-list/offers/${TOKEN}/accept`;
const LEAVE = `POST /api/v1/waiting-list/leave/${TOKEN}`;
const BOOKING_ID = '7a4b2c1d-3e5f-4a6b-8c7d-9e0f1a2b3c4d';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const open = (overrides: Partial<WaitingListOffer> = {}): WaitingListOffer => ({
  state: 'open',
  date: '2999-06-14',
  hour: 10,
  minute: 30,
  adults: 2,
  juniors: 1,
  firstname: 'Alex',
  expiresAt: inMinutes(30),
  price: 187.5,
  mode: 'online',
  ...overrides,
});

function renderOffer(dictionary: Dictionary = en, language: 'en' | 'nl' = 'en') {
  const { container } = render(
    <LanguageProvider language={language} dictionary={dictionary}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <OfferView token={TOKEN} />
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return within(container);
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

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

describe('an open offer', () => {
  it('shows the time, party and price, until when it is held, and counts down', async () => {
    const offer = open();
    fakeApi({ [GET]: () => jsonResponse(offer) });
    const view = renderOffer();
    const card = await view.findByRole('region', { name: 'Places came free for you' });
    const inCard = within(card);
    expect(inCard.getByText('Hello Alex, places came free at a time you asked for.')).toBeTruthy();
    expect(card.querySelector('.reservation__time')?.textContent).toBe('10:30');
    expect(card.querySelector('.reservation__date')?.textContent).toBe('Jun 14, 2999');
    const until = clubNow(new Date(offer.expiresAt)).minutes;
    expect(
      inCard.getByText(`Held for you until ${formatTime(Math.floor(until / 60), until % 60)}.`),
    ).toBeTruthy();
    expect(inCard.getByRole('timer').textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(inCard.getByText('2 adults, 1 junior')).toBeTruthy();
    expect(inCard.getByText('€187.50')).toBeTruthy();
    expect(inCard.getByRole('button', { name: 'Accept and pay €187.50' })).toBeTruthy();
  });

  it('checks the handicap as the booking does, and sends nothing until it is one', async () => {
    const calls = fakeApi({ [GET]: () => jsonResponse(open()) });
    const view = renderOffer();
    fireEvent.click(await view.findByRole('button', { name: 'Accept and pay €187.50' }));
    const message = 'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.';
    expect(await view.findByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText('Handicap')));
    fireEvent.change(view.getByLabelText('Handicap'), { target: { value: '36' } });
    fireEvent.click(view.getByRole('button', { name: 'Accept and pay €187.50' }));
    expect(await view.findByText(message)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('online: accepts with the handicap (a comma too) and goes to the checkout', async () => {
    const calls = fakeApi({
      [GET]: () => jsonResponse(open()),
      [ACCEPT]: () =>
        jsonResponse({ mode: 'online', id: BOOKING_ID, paymentUrl: 'https://pay.example/checkout/1' }),
    });
    const view = renderOffer();
    fireEvent.change(await view.findByLabelText('Handicap'), { target: { value: '18,4' } });
    fireEvent.click(view.getByRole('button', { name: 'Accept and pay €187.50' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(posts(calls)[0]?.body).toEqual({ handicap: 18.4 });
    expect(view.getByRole('button', { name: 'Taking you to the secure payment page…' })).toBeTruthy();
  });

  it('mail mode: accepting sends a request, and the page says the club confirms it', async () => {
    let state: WaitingListOffer = open({ mode: 'mail' });
    fakeApi({
      [GET]: () => jsonResponse(state),
      [ACCEPT]: () => {
        state = { ...state, state: 'requested' };
        return jsonResponse({ mode: 'mail', requestId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
      },
    });
    const view = renderOffer(nl, 'nl');
    expect(
      await view.findByText('U betaalt in de golfshop. De club bevestigt uw ronde per e-mail of telefoon.'),
    ).toBeTruthy();
    fireEvent.change(view.getByLabelText('Handicap'), { target: { value: '12' } });
    fireEvent.click(view.getByRole('button', { name: 'Deze starttijd aanvaarden' }));
    const title = await view.findByRole('heading', { name: 'Aanvraag verstuurd' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(view.getByRole('status').textContent).toBe(
      'Uw aanvraag voor 14 jun 2999 om 10:30 is verstuurd. De club bevestigt ze per e-mail of telefoon.',
    );
    expect(view.queryByLabelText('Handicap')).toBeNull();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal (the day’s handicap limit) as it comes, focused', async () => {
    const limit =
      'The maximum handicap from Friday to Sunday and on holidays is 28. Please choose a day from Monday to Thursday (maximum 36) or contact us.';
    fakeApi({
      [GET]: () => jsonResponse(open()),
      [ACCEPT]: () => jsonResponse({ message: limit }, 400),
    });
    const view = renderOffer();
    fireEvent.change(await view.findByLabelText('Handicap'), { target: { value: '30' } });
    fireEvent.click(view.getByRole('button', { name: 'Accept and pay €187.50' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('The maximum handicap from Friday to Sunday');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('says the booking’s failure when the server fails', async () => {
    fakeApi({
      [GET]: () => jsonResponse(open()),
      [ACCEPT]: () => jsonResponse({ message: 'boom' }, 500),
    });
    const view = renderOffer();
    fireEvent.change(await view.findByLabelText('Handicap'), { target: { value: '10' } });
    fireEvent.click(view.getByRole('button', { name: 'Accept and pay €187.50' }));
    expect((await view.findByRole('alert')).textContent).toBe(
      'Aplogies, something went wrong while processing your reservation. Please try again later.',
    );
  });

  it('leaves the waiting list after asking, and then shows the offer withdrawn', async () => {
    let state: WaitingListOffer = open();
    const calls = fakeApi({
      [GET]: () => jsonResponse(state),
      [LEAVE]: () => {
        state = { ...state, state: 'withdrawn' };
        return jsonResponse({ date: '2999-06-14' });
      },
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const view = renderOffer();
    const leave = await view.findByRole('button', { name: 'Leave the waiting list' });
    fireEvent.click(leave);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to leave the waiting list?');
    expect(posts(calls)).toEqual([]);
    fireEvent.click(leave);
    const notice = await view.findByText('You have left the waiting list for Jun 14, 2999.');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(notice.getAttribute('role')).toBe('status');
    expect(await view.findByRole('heading', { name: 'This offer was withdrawn' })).toBeTruthy();
    expect(view.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(posts(calls).map((call) => call.url)).toEqual([`/api/v1/waiting-list/leave/${TOKEN}`]);
  });

  it('reads the offer again when its hold runs out on the page', async () => {
    let reads = 0;
    const offer = open({ expiresAt: new Date(Date.now() + 1_200).toISOString() });
    fakeApi({
      [GET]: () => {
        reads += 1;
        return jsonResponse(reads === 1 ? offer : { ...offer, state: 'lapsed' });
      },
    });
    const view = renderOffer();
    await view.findByRole('timer');
    expect(
      await view.findByRole('heading', { name: 'This offer has lapsed' }, { timeout: 5_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(
      view.getByText(/^The tee time of Jun 14, 2999 at 10:30 was held for you until \d\d:\d\d\./),
    ).toBeTruthy();
    expect(view.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});

describe('an offer no longer open', () => {
  it('links an accepted offer to its booking', async () => {
    fakeApi({
      [GET]: () => jsonResponse(open({ state: 'accepted', reservationId: BOOKING_ID, paymentState: 'paid' })),
    });
    const view = renderOffer();
    expect(await view.findByRole('heading', { name: 'You accepted this offer' })).toBeTruthy();
    expect(view.getByText('You accepted the tee time of Jun 14, 2999 at 10:30.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'See your booking' }).getAttribute('href')).toBe(
      `/bookings/${BOOKING_ID}`,
    );
    expect(view.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
  });

  it.each([
    ['requested', 'Request sent'],
    ['lapsed', 'This offer has lapsed'],
    ['withdrawn', 'This offer was withdrawn'],
  ] as const)('says what a %s offer is, and whom to ask', async (state, title) => {
    fakeApi({ [GET]: () => jsonResponse(open({ state, expiresAt: inMinutes(-5) })) });
    const view = renderOffer();
    expect(await view.findByRole('heading', { name: title })).toBeTruthy();
    expect(view.getByText(/^Questions\? Contact the golf shop:/)).toBeTruthy();
    expect(view.queryByRole('timer')).toBeNull();
    expect(view.queryByLabelText('Handicap')).toBeNull();
  });

  it('says an unknown link was not found, and offers to book', async () => {
    fakeApi({ [GET]: () => jsonResponse({ message: 'This offer was not found.' }, 404) });
    const view = renderOffer();
    expect(
      await view.findByText(
        'Apologies, this offer was not found. Please check the link in your e-mail, or contact the golf shop:',
      ),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Book a tee time' }).getAttribute('href')).toBe('/booking');
  });
});
