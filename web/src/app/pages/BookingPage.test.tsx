import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBlock, PublicPage } from '../../../../common/api/pages';
import { clubToday } from '../../../../common/rules/clubTime';
import { addDays } from '../../../../common/rules/openingHours';
import { bookingStartState } from '../../features/booking/lib/bookingStart';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { pageQueryKey } from '../../features/content-pages/api/getPage';
import { seededPage } from '../../features/content-pages/test/seededPages';
import { BookingPage } from './BookingPage';
import { renderContentPage } from './test/renderContentPage';

const mode = (answer: object) => ({ 'GET /api/v1/booking/mode': () => jsonResponse(answer) });

/** The texts of the notes' box, item by item, in their order. */
const noteItems = () =>
  [...document.querySelectorAll('.booking-notes li')].map((item) => item.textContent?.trim());

const HANDICAP_NOTE =
  'The maximum handicap is 34 from Monday to Thursday, and 28 from Friday to Sunday and on holidays.';
const PROOF_NOTE = 'Bring proof of your handicap: it is asked for at arrival.';
const PAID_NOTE = 'Your booking is definitive once it is paid: you then receive a confirmation by e-mail.';

beforeEach(() => {
  // Drafts live in the tab's sessionStorage: each test starts with none.
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingPage', () => {
  it('shows the mail request form when the server says mail, under the lead of mail requests', async () => {
    fakeApi(mode({ mode: 'mail' }));
    renderContentPage(<BookingPage />, 'booking');
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Booking steps' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Online Greenfee Booking');
    expect(
      screen.getByText('A reservation is definitive only after confirmation by e-mail or phone.'),
    ).toBeTruthy();
    expect(screen.queryByText(PAID_NOTE)).toBeNull();
  });

  it('shows the online flow when the server says online, with its own lead and the note on paying', async () => {
    fakeApi(mode({ mode: 'online' }));
    renderContentPage(<BookingPage />, 'booking');
    expect(await screen.findByRole('list', { name: 'Booking steps' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(
      screen.getByText('Choose your tee time and pay online: your round is booked at once.'),
    ).toBeTruthy();
    expect(screen.queryByText(/definitive only after confirmation/)).toBeNull();
    await screen.findByText(HANDICAP_NOTE);
    expect(noteItems()).toEqual([HANDICAP_NOTE, PROOF_NOTE, PAID_NOTE]);
  });

  it('shows the test payments banner when the server says payments are test payments', async () => {
    fakeApi(mode({ mode: 'online', testPayments: true }));
    renderContentPage(<BookingPage />, 'booking');
    const banner = await screen.findByRole('note', { name: 'Test payments' });
    expect(banner.textContent).toContain('This site takes test payments: no money is charged');
  });

  it('shows no test payments banner for real payments, or in the mail mode', async () => {
    fakeApi(mode({ mode: 'online', testPayments: false }));
    renderContentPage(<BookingPage />, 'booking');
    expect(await screen.findByRole('list', { name: 'Booking steps' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Test payments' })).toBeNull();
    cleanup();
    fakeApi(mode({ mode: 'mail', testPayments: false }));
    renderContentPage(<BookingPage />, 'booking');
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Test payments' })).toBeNull();
  });

  it('falls back to the mail form when the mode cannot be read', async () => {
    fakeApi({});
    renderContentPage(<BookingPage />, 'booking');
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('shows the informational notes of docs/product.md, Booking, beside the form', async () => {
    fakeApi({});
    renderContentPage(<BookingPage />, 'booking');
    // The seeded limits, as GET /rules answers them on a fresh install (fakeApi).
    expect(await screen.findByText(HANDICAP_NOTE)).toBeTruthy();
    expect(noteItems()).toEqual([HANDICAP_NOTE, PROOF_NOTE]);
    const notes = screen.getByRole('complementary', { name: 'Good to know' });
    expect(notes.className).toBe('booking-notes');
    expect(notes.querySelector('h2')?.className).toBe('booking-notes__title');
    // Notes, form, then whom to ask: the order a phone shows them in.
    const layout = notes.parentElement;
    expect([...(layout?.children ?? [])].map((child) => child.className)).toEqual([
      'booking-notes',
      'booking-layout__main',
      'booking-contact',
    ]);
  });

  it("says whom to ask, with the club's telephone and e-mail, and links onward", async () => {
    fakeApi({});
    renderContentPage(<BookingPage />, 'booking');
    const contact = within(screen.getByRole('complementary', { name: 'Questions?' }));
    expect(
      contact.getByText('For groups or any question about your round, contact the golf shop:'),
    ).toBeTruthy();
    expect(contact.getByRole('link', { name: /^\+32/ }).getAttribute('href')).toMatch(/^tel:\+32\d+$/);
    expect(contact.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    const more = within(screen.getByRole('navigation', { name: 'Before you play' }));
    expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/greenfees',
      '/golf-buggies',
      '/driving-range',
      '/dresscode',
    ]);
    expect(more.getByRole('link', { name: /^Driving Range/ }).textContent).toContain(
      'Warm up before your round',
    );
    await screen.findByRole('button', { name: 'Send request' });
  });

  it('reads in Dutch under /nl, in both modes', async () => {
    fakeApi(mode({ mode: 'mail' }));
    renderContentPage(<BookingPage />, 'booking', 'nl');
    expect(await screen.findByRole('button', { name: 'Aanvraag versturen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Greenfee online reserveren');
    expect(
      screen.getByText('Een reservatie is pas definitief na bevestiging per e-mail of telefoon.'),
    ).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Goed om te weten' })).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'Voor u speelt' });
    expect(within(more).getAllByRole('link')[0]?.getAttribute('href')).toBe('/nl/greenfees');
    cleanup();
    fakeApi(mode({ mode: 'online' }));
    renderContentPage(<BookingPage />, 'booking', 'nl');
    expect(
      await screen.findByText('Kies uw starttijd en betaal online: uw ronde is meteen gereserveerd.'),
    ).toBeTruthy();
  });

  it('places the texts where staff put them: before the form the notes, after it whom to ask', async () => {
    const seeded = seededPage('booking');
    const groups: PublicBlock[] = [
      { id: 'groups', kind: 'heading', text: 'Groups', fallback: false },
      { id: 'groups-text', kind: 'text', html: '<p>Groups of 12 call the shop.</p>', fallback: false },
    ];
    // The form first, a section added after the contact.
    const form = seeded.blocks.filter((block) => block.id === 'booking-form');
    const others = seeded.blocks.filter((block) => !form.includes(block));
    const page: PublicPage = {
      ...seeded,
      blocks: [
        ...form,
        ...others.flatMap((block) => (block.kind === 'links' ? [...groups, block] : [block])),
      ],
    };
    fakeApi(mode({ mode: 'mail' }));
    const client = renderContentPage(<BookingPage />, 'booking');
    act(() => client.setQueryData(pageQueryKey('booking', 'en'), page));
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeTruthy();
    expect(document.querySelector('.booking-notes')).toBeNull();
    const after = screen.getByRole('complementary', { name: 'Good to know' });
    expect(after.className).toBe('booking-contact');
    expect([...after.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Good to know',
      'Questions?',
      'Groups',
    ]);
  });

  it("begins the online form with Booking Details' hand-over, even when the page's texts come after the mode", async () => {
    const date = addDays(clubToday(), 3);
    const start = {
      date,
      adults: 2,
      juniors: 0,
      firstname: 'Alex',
      lastname: 'Sample',
      email: 'alex@example.net',
      telephone: '+32 470 00 00 00',
    };
    let answerTexts: (response: Response) => void = () => undefined;
    fakeApi({
      ...mode({ mode: 'online' }),
      'GET /api/v1/pages/booking': () =>
        new Promise<Response>((resolve) => {
          answerTexts = resolve;
        }),
    });
    const client = testQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname: '/booking', state: bookingStartState(start) }]}>
          <BookingPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The mode is in, the texts are not yet.
    await vi.waitFor(() => expect(client.getQueryData(['booking-mode'])).toBeTruthy());
    await act(async () => answerTexts(jsonResponse(seededPage('booking'))));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Alex');
  });
});
