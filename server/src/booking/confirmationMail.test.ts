import { describe, expect, it } from 'vitest';
import { club as seededClub } from '../../../common/config/club';
import { LANGUAGES, type Language } from '../../../common/i18n/languages';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingConfirmationMail, mailClubOf } from './confirmationMail';
import { movedMail } from './sheetChangeMails';

const row: ReservationRow = {
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
  locale: 'fr',
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
  address: (language: Language) => `Zeedijk 1, 8300 Knokke, ${language === 'fr' ? 'Belgique' : 'Belgium'}`,
  email: 'club@example.org',
};
const octets = (text: string) => new TextEncoder().encode(text).length;

/** The properties of a calendar file's event, unfolded and unescaped (RFC 5545 3.1 and 3.3.11). */
function eventOf(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines.slice(0, 1)).toEqual(['BEGIN:VCALENDAR']);
  expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, -3);
  const unescaped = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
  return Object.fromEntries(
    event.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0], unescaped(line.slice(colon + 1))];
    }),
  );
}

describe('bookingConfirmationMail', () => {
  it('writes the mail and the calendar entry in the language of the booking', () => {
    const mail = bookingConfirmationMail(row, club, 'https://golf.example.org');
    expect(mail.subject).toBe(
      'Royal Links Golf Club\u00a0: votre heure de départ du mardi 14 juillet 2026 à 09:05 est confirmée',
    );
    expect(mail.text).toContain('Bonjour Jeanne Dupont,');
    expect(mail.text).toContain(`Votre réservation\u00a0: https://golf.example.org/fr/bookings/${row.id}`);
    const link = `https://golf.example.org/fr/bookings/${row.id}`;
    const ics = String(mail.attachments?.[0]?.content);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(eventOf(ics)).toMatchObject({
      UID: `${row.id}@tee-times`,
      DTSTAMP: '20260701T100000Z',
      // 09:05 in Knokke in July is 07:05 UTC; a round is planned for 4 h 30.
      DTSTART: '20260714T070500Z',
      DTEND: '20260714T113500Z',
      SUMMARY: 'Heure de départ – Royal Links Golf Club',
      LOCATION: 'Zeedijk 1, 8300 Knokke, Belgique',
      DESCRIPTION: `3 joueurs. Votre réservation\u00a0: ${link}`,
      URL: link,
    });
  });

  it('counts the players in the plural form of the language', () => {
    const players = (locale: Language, adults: number, juniors: number) => {
      const mail = bookingConfirmationMail(
        { ...row, locale, adults, juniors },
        club,
        'https://golf.example.org',
      );
      return [
        mail.text.split('\n')[4],
        eventOf(String(mail.attachments?.[0]?.content)).DESCRIPTION?.split('.')[0],
      ];
    };
    expect(players('en', 1, 0)).toEqual(['Players: 1 adult, 0 juniors', '1 player']);
    expect(players('nl', 2, 1)).toEqual(['Spelers: 2 volwassenen, 1 junior', '3 spelers']);
    expect(players('fr', 1, 0)).toEqual(['Joueurs\u00a0: 1 adulte, 0 junior', '1 joueur']);
    expect(players('de', 1, 1)).toEqual(['Spieler: 1 Erwachsener, 1 Jugendlicher', '2 Spieler']);
  });

  it('escapes the text of the calendar entry', () => {
    const ics = String(
      bookingConfirmationMail(row, { ...club, name: 'Golf; Club, \\ Knokke' }, 'https://golf.example.org')
        .attachments?.[0]?.content,
    );
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Heure de départ – Golf\\; Club\\, \\\\ Knokke');
    expect(eventOf(ics).SUMMARY).toBe('Heure de départ – Golf; Club, \\ Knokke');
  });

  it('folds calendar lines at 75 octets without splitting a character', () => {
    const long = { ...row, locale: 'de', firstname: 'Ö'.repeat(40) };
    const ics = bookingConfirmationMail(
      long,
      { ...club, name: 'Königlicher Golfclub Größe'.repeat(3) },
      'https://golf.example.org',
    ).attachments?.[0]?.content as string;
    const lines = ics.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(eventOf(ics).SUMMARY).toBe(`Startzeit – ${'Königlicher Golfclub Größe'.repeat(3)}`);
  });
});

/** The seeded club details (common/config/club.ts), as mails and calendar files give them. */
const ourClub = mailClubOf(seededClub);
const countryOf: Record<Language, string> = { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' };
const fileNameOf: Record<Language, string> = {
  en: 'tee-time.ics',
  nl: 'starttijd.ics',
  fr: 'heure-de-depart.ics',
  de: 'startzeit.ics',
};

describe.each(LANGUAGES)('the club address of a mail in %s', (language) => {
  const booked = { ...row, locale: language };
  const address = `Zeedijk 1, 8300 Sample-on-Sea, ${countryOf[language]}`;

  it('names the country in that language, in the confirmation and its calendar file', () => {
    expect(ourClub.address(language)).toBe(address);
    const mail = bookingConfirmationMail(booked, ourClub, 'https://golf.example.org');
    // Replies go to the club's public e-mail of its details, not to the CLUB_EMAIL mailbox.
    expect(mail.replyTo).toBe(seededClub.email);
    expect(mail.attachments?.[0]?.filename).toBe(fileNameOf[language]);
    expect(mail.text.split('\n').at(-1)).toBe(address);
    expect(eventOf(String(mail.attachments?.[0]?.content)).LOCATION).toBe(address);
  });

  it('and in the mail of a moved tee time and its calendar file', () => {
    const moved = movedMail(
      { club: ourClub, row: { ...booked, hour: 10 }, publicUrl: 'https://golf.example.org' },
      booked,
      new Date('2026-07-02T10:00:00Z'),
    );
    expect(moved?.text.split('\n').at(-1)).toBe(address);
    expect(moved?.attachments?.[0]?.filename).toBe(fileNameOf[language]);
    expect(eventOf(String(moved?.attachments?.[0]?.content)).LOCATION).toBe(address);
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('a mail in %s', (language) => {
  it('does not name the country in English', () => {
    const mail = bookingConfirmationMail({ ...row, locale: language }, ourClub, 'https://golf.example.org');
    expect(mail.text).not.toContain('Belgium');
    expect(String(mail.attachments?.[0]?.content)).not.toContain('Belgium');
  });
});
