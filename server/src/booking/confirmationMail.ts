import { clubLocalToUtc, formatTime, isoDate } from '../../../common/rules/clubTime';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';

/** How long a round is planned for in the calendar entry. */
const ROUND_MINUTES = 270;

const icsStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A one-event calendar file for the tee time (RFC 5545, times in UTC). */
export function teeTimeIcs(
  row: ReservationRow,
  club: { name: string; address: string },
  link: string,
): string {
  const start = clubLocalToUtc(row, row.hour, row.minute);
  const end = new Date(start.getTime() + ROUND_MINUTES * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(club.name)}//Tee times//EN`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.id}@tee-times`,
    `DTSTAMP:${icsStamp(row.createdAt)}`,
    `DTSTART:${icsStamp(start)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${icsText(`Tee time at ${club.name}`)}`,
    `LOCATION:${icsText(club.address)}`,
    `DESCRIPTION:${icsText(`${row.adults + row.juniors} player(s). Your booking: ${link}`)}`,
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function bookingConfirmationMail(
  row: ReservationRow,
  club: { name: string; address: string; email: string },
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}/bookings/${row.id}`;
  const when = `${isoDate(row)} at ${formatTime(row.hour, row.minute)}`;
  return {
    to: row.email,
    replyTo: club.email,
    subject: `${club.name}: your tee time on ${when} is confirmed`,
    text: [
      `Dear ${row.firstname} ${row.lastname},`,
      '',
      `Thank you for your payment. Your tee time on ${when} is confirmed.`,
      '',
      `Players: ${row.adults} adult(s), ${row.juniors} junior(s)`,
      `Paid: EUR ${(row.priceCents / 100).toFixed(2)}`,
      `Your booking: ${link}`,
      '',
      'Please bring proof of your handicap when you arrive. The calendar file attached adds the tee time to your agenda.',
      '',
      club.name,
      club.address,
    ].join('\n'),
    attachments: [
      {
        filename: 'tee-time.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: teeTimeIcs(row, club, link),
      },
    ],
  };
}
