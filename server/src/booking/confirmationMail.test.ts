import { describe, expect, it } from 'vitest';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingConfirmationMail } from './confirmationMail';

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
  requestId: null,
  anonymisedAt: null,
  createdAt: new Date('2026-07-01T10:00:00Z'),
};
const club = {
  name: 'Royal Links Golf Club',
  address: 'Zeedijk 1, 8300 Knokke, Belgium',
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
      LOCATION: club.address,
      DESCRIPTION: `Joueurs\u00a0: 3. Votre réservation\u00a0: ${link}`,
      URL: link,
    });
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
