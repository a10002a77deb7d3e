import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import type { MailClub } from './confirmationMail';
import { greetingOf } from './mailGreeting';
import { movedBookingMail } from './movedBookingMail';

export interface ChangeMailContext {
  publicUrl: string;
  club: MailClub;
  row: ReservationRow;
}

const whenOf = (row: ReservationRow, language: ReturnType<typeof mailLanguage>) =>
  mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));

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

/** The player's mail when staff move their booking, with a new calendar file for the same event. */
export function movedMail(
  { club, row, publicUrl }: ChangeMailContext,
  before: ReservationRow,
  now: Date,
): OutgoingMail | null {
  return movedBookingMail({ club, publicUrl }, before, row, now, {
    subject: 'moveSubject',
    news: (language, { from, when }) => [mailText(language, 'moveText', { from, when })],
    // Only online bookings have a page of their own (the online mode); the others link to the site.
    linksToPage: row.source === 'online',
  });
}
