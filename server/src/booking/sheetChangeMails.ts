import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingPageUrl, type MailClub, teeTimeIcs } from './confirmationMail';

export interface ChangeMailContext {
  publicUrl: string;
  club: MailClub;
  row: ReservationRow;
}

const whenOf = (row: ReservationRow, language: ReturnType<typeof mailLanguage>) =>
  mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));

/**
 * The greeting: by name, except for a booking made from an anonymous request, whose name and address
 * anyone could have typed (docs/product.md, Mail and the outbox); staff typed a desk booking's.
 */
export const greetingOf = (row: ReservationRow, language: ReturnType<typeof mailLanguage>) =>
  row.source === 'request'
    ? mailText(language, 'greetingWithoutName')
    : mailText(language, 'greeting', { name: `${row.firstname} ${row.lastname}` });

/** What the audit adds when the player could not be mailed. */
export const noMailNote = (mail: OutgoingMail | null) => (mail ? '' : ' (no mail: no single valid address)');

/**
 * The player's mail when staff cancel their booking, in the language they booked in; none without exactly
 * one address (a desk booking may have none, a request's may be a list). A refund and a message staff
 * typed are included.
 */
export function canceledMail(
  { club, row }: ChangeMailContext,
  note: string | undefined,
): OutgoingMail | null {
  const to = typedAddress(row.email);
  if (!to) return null;
  const language = mailLanguage(row.locale);
  const when = whenOf(row, language);
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'cancelSubject', { club: club.name, when }),
    text: [
      greetingOf(row, language),
      '',
      mailText(language, 'cancelText', { when }),
      ...(row.refundedCents
        ? [mailText(language, 'cancelRefund', { price: mailPrice(language, row.refundedCents) })]
        : []),
      ...(note ? ['', note] : []),
      '',
      club.name,
    ].join('\n'),
  };
}

/**
 * The player's mail when staff move their booking, with a new calendar file for the same event (same
 * UID, a higher SEQUENCE: seconds since the booking was made), so agendas replace the old entry; none
 * without exactly one address.
 */
export function movedMail(
  { club, row, publicUrl }: ChangeMailContext,
  before: ReservationRow,
  now: Date,
): OutgoingMail | null {
  const to = typedAddress(row.email);
  if (!to) return null;
  const language = mailLanguage(row.locale);
  const when = whenOf(row, language);
  // Only online bookings have a page of their own (the online mode); the others link to the site.
  const link = row.source === 'online' ? bookingPageUrl(publicUrl, row.id, language) : publicUrl;
  const sequence = Math.max(1, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000));
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'moveSubject', { club: club.name, when }),
    text: [
      greetingOf(row, language),
      '',
      mailText(language, 'moveText', { from: whenOf(before, language), when }),
      mailText(language, 'confirmationLink', { link }),
      '',
      mailText(language, 'moveCalendarFile'),
      '',
      club.name,
      club.address(language),
    ].join('\n'),
    attachments: [
      {
        filename: mailText(language, 'calendarFileName'),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: teeTimeIcs(row, club, link, language, sequence),
      },
    ],
  };
}
