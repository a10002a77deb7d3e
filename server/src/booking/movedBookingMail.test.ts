import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages';
import type { ReservationRow } from '../repositories/reservationRepository';
import { teeTimeIcs } from './confirmationMail';
import { playerChangedMail } from './playerChangeMails';
import { movedMail } from './sheetChangeMails';

// The texts of the two moved-booking mails, word for word: the player's own change and staff's move.

const before: ReservationRow = {
  id: '6f1c2b8e-3d4a-4b5c-8d9e-0a1b2c3d4e5f',
  type: 'greenfee',
  year: 2026,
  month: 7,
  day: 14,
  hour: 9,
  minute: 5,
  firstname: 'Jeanne',
  lastname: 'Dupont',
  handicap: 18,
  email: 'jeanne@example.net',
  telephone: '+32 470 00 00 00',
  memberNumber: null,
  federationNumber: null,
  adults: 2,
  juniors: 1,
  priceCents: 22000,
  paymentState: 'paid',
  holdsSlot: true,
  holdExpiresAt: null,
  paymentId: 'tr_1',
  locale: 'en',
  confirmationQueuedAt: null,
  clientHash: null,
  source: 'online',
  arrival: 'expected',
  note: null,
  canceledAt: null,
  refundedCents: null,
  refundId: null,
  canceledBy: null,
  changeOf: null,
  waitingListOfferId: null,
  reminderQueuedAt: null,
  partners: null,
  requestId: null,
  priceListId: null,
  anonymisedAt: null,
  createdAt: new Date('2026-07-01T10:00:00Z'),
};
const club = {
  name: 'Royal Links Golf Club',
  address: (language: Language) => `Zeedijk 1, 8300 Knokke, ${language === 'de' ? 'Belgien' : 'Belgium'}`,
  email: 'club@example.org',
};
const publicUrl = 'https://golf.example.org';
/** A day after the booking was made: the calendar file's SEQUENCE is 86400. */
const now = new Date('2026-07-02T10:00:00Z');
const page = (language: Language) =>
  `${publicUrl}${language === 'en' ? '' : `/${language}`}/bookings/${before.id}`;

/** How both mails end, in the two languages pinned word for word. */
const ending = {
  en: [
    '',
    'The calendar file attached replaces the earlier one in your agenda.',
    '',
    club.name,
    'Zeedijk 1, 8300 Knokke, Belgium',
  ],
  de: [
    '',
    'Die beigefügte Kalenderdatei ersetzt die frühere in Ihrem Kalender.',
    '',
    club.name,
    'Zeedijk 1, 8300 Knokke, Belgien',
  ],
};
const calendarFile = (row: ReservationRow, link: string, language: 'en' | 'de') => ({
  filename: language === 'en' ? 'tee-time.ics' : 'startzeit.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: teeTimeIcs(row, club, link, language, 86400),
});

const inLanguage = (language: Language, changes: Partial<ReservationRow> = {}) => {
  const booked = { ...before, locale: language, ...changes };
  return { booked, moved: { ...booked, hour: 10, minute: 30 } };
};

describe('the mail of a booking staff moved on the tee sheet', () => {
  const staffMoved = (booked: ReservationRow, moved: ReservationRow, at = now) =>
    movedMail({ club, row: moved, publicUrl }, booked, at);

  it('in English, with the booking’s page and a calendar file replacing the earlier one', () => {
    const { booked, moved } = inLanguage('en');
    const mail = staffMoved(booked, moved);
    expect(mail).toEqual({
      to: 'jeanne@example.net',
      replyTo: 'club@example.org',
      subject: 'Royal Links Golf Club: your tee time has moved to 2026-07-14 at 10:30',
      text: [
        'Dear Jeanne Dupont,',
        '',
        'Your tee time on 2026-07-14 at 09:05 has moved to 2026-07-14 at 10:30.',
        `Your booking: ${page('en')}`,
        ...ending.en,
      ].join('\n'),
      attachments: [calendarFile(moved, page('en'), 'en')],
    });
    expect(mail?.attachments?.[0]?.content).toContain('\r\nSEQUENCE:86400\r\n');
  });

  it('in German, a desk booking linking to the site, which has no page of its own', () => {
    const { booked, moved } = inLanguage('de', { source: 'desk' });
    const mail = staffMoved(booked, moved);
    expect(mail?.subject).toBe(
      'Royal Links Golf Club: Ihre Startzeit wurde auf Dienstag, 14. Juli 2026 um 10:30 Uhr verlegt',
    );
    expect(mail?.text).toBe(
      [
        'Guten Tag Jeanne Dupont,',
        '',
        'Ihre Startzeit am Dienstag, 14. Juli 2026 um 09:05 Uhr wurde auf Dienstag, 14. Juli 2026 um 10:30 Uhr verlegt.',
        `Ihre Buchung: ${publicUrl}`,
        ...ending.de,
      ].join('\n'),
    );
    expect(mail?.attachments?.[0]).toEqual(calendarFile(moved, publicUrl, 'de'));
  });

  it('greets a request’s booking without its name, and sends nothing without one valid address', () => {
    const { booked, moved } = inLanguage('fr', { source: 'request' });
    expect(staffMoved(booked, moved)?.text.split('\n')[0]).toBe('Bonjour,');
    expect(staffMoved(booked, { ...moved, email: 'a@example.net, b@example.net' })).toBeNull();
    expect(staffMoved(booked, { ...moved, email: null })).toBeNull();
  });

  it('numbers the calendar file 1 at the least', () => {
    const { booked, moved } = inLanguage('en');
    expect(staffMoved(booked, moved, before.createdAt)?.attachments?.[0]?.content).toContain(
      '\r\nSEQUENCE:1\r\n',
    );
  });
});

describe('the mail of a player’s own change', () => {
  const nothing = { refundedCents: 0, paidCents: 0 };
  const playerChanged = (booked: ReservationRow, changed: ReservationRow, money = nothing, at = now) =>
    playerChangedMail({ club, publicUrl }, booked, changed, money, at);

  it('in English, to another time and a smaller party, with the difference refunded', () => {
    const { booked, moved } = inLanguage('en');
    const changed = { ...moved, adults: 1, priceCents: 15000 };
    const mail = playerChanged(booked, changed, { refundedCents: 7000, paidCents: 0 });
    expect(mail).toEqual({
      to: 'jeanne@example.net',
      replyTo: 'club@example.org',
      subject: 'Royal Links Golf Club: your booking is changed (2026-07-14 at 10:30)',
      text: [
        'Dear Jeanne Dupont,',
        '',
        'As you asked, your booking is changed: your tee time on 2026-07-14 at 09:05 has moved to 2026-07-14 at 10:30.',
        '',
        'Players: 1 adult, 1 junior',
        'Price: EUR 150.00',
        'We have refunded the difference, EUR 70.00; it may take a few days to reach your account.',
        `Your booking: ${page('en')}`,
        ...ending.en,
      ].join('\n'),
      attachments: [calendarFile(changed, page('en'), 'en')],
    });
  });

  it('in German, at the same time with a larger party, the difference paid', () => {
    const { booked } = inLanguage('de');
    const changed = { ...booked, adults: 3, priceCents: 29000 };
    const mail = playerChanged(booked, changed, { refundedCents: 0, paidCents: 7000 });
    expect(mail?.subject).toBe(
      'Royal Links Golf Club: Ihre Buchung ist geändert (Dienstag, 14. Juli 2026 um 09:05 Uhr)',
    );
    expect(mail?.text).toBe(
      [
        'Guten Tag Jeanne Dupont,',
        '',
        'Wie von Ihnen gewünscht, ist Ihre Buchung für Dienstag, 14. Juli 2026 um 09:05 Uhr geändert.',
        '',
        'Spieler: 3 Erwachsene, 1 Jugendlicher',
        'Preis: 290,00\u00a0€',
        'Vielen Dank für Ihre Zahlung der Differenz von 70,00\u00a0€.',
        `Ihre Buchung: ${page('de')}`,
        ...ending.de,
      ].join('\n'),
    );
    expect(mail?.attachments?.[0]).toEqual(calendarFile(changed, page('de'), 'de'));
  });

  it('links a desk booking to its page, says no money line for no difference, greets a request without name', () => {
    const { booked, moved } = inLanguage('en', { source: 'desk' });
    const desk = playerChanged(booked, moved);
    expect(desk?.text).toContain(
      `\n\nPlayers: 2 adults, 1 junior\nPrice: EUR 220.00\nYour booking: ${page('en')}\n`,
    );
    expect(desk?.attachments?.[0]?.content).toBe(teeTimeIcs(moved, club, page('en'), 'en', 86400));
    const request = inLanguage('nl', { source: 'request' });
    expect(playerChanged(request.booked, request.moved)?.text.split('\n')[0]).toBe('Goeiedag,');
  });

  it('sends nothing without one valid address, and numbers the calendar file 1 at the least', () => {
    const { booked, moved } = inLanguage('en');
    expect(playerChanged(booked, { ...moved, email: 'not an address' })).toBeNull();
    expect(playerChanged(booked, moved, nothing, before.createdAt)?.attachments?.[0]?.content).toContain(
      '\r\nSEQUENCE:1\r\n',
    );
  });
});
