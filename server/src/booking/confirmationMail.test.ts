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
  createdAt: new Date('2026-07-01T10:00:00Z'),
};
const club = {
  name: 'Royal Links Golf Club',
  address: 'Zeedijk 1, 8300 Knokke, Belgium',
  email: 'club@example.org',
};
const octets = (text: string) => new TextEncoder().encode(text).length;

describe('bookingConfirmationMail', () => {
  it('writes the mail and the calendar entry in the language of the booking', () => {
    const mail = bookingConfirmationMail(row, club, 'https://golf.example.org');
    expect(mail.subject).toBe(
      'Royal Links Golf Club\u00a0: votre heure de départ du mardi 14 juillet 2026 à 09:05 est confirmée',
    );
    expect(mail.text).toContain('Bonjour Jeanne Dupont,');
    expect(mail.text).toContain(`Votre réservation\u00a0: https://golf.example.org/fr/bookings/${row.id}`);
    const ics = (mail.attachments?.[0]?.content ?? '').replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Heure de départ – Royal Links Golf Club');
    expect(ics).toContain(
      `DESCRIPTION:Joueurs\u00a0: 3. Votre réservation\u00a0: https://golf.example.org/fr/bookings/${row.id}`,
    );
    expect(ics).toContain('DTSTART:20260714T070500Z');
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
    expect(ics.replace(/\r\n /g, '')).toContain(
      `SUMMARY:Startzeit – ${'Königlicher Golfclub Größe'.repeat(3)}`,
    );
  });
});
