import type { ClubDetails } from '../../../common/api/club';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';

/**
 * Why money that arrived was refunded (docs/product.md, Booking lifecycle): `change-lapsed` is the
 * difference for a player's change whose hold had lapsed or was replaced (Change online).
 */
export type RefundReason = 'canceled' | 'already-paid' | 'change-lapsed';

const teeTime = (row: ReservationRow) => `${isoDate(row)} ${formatTime(row.hour, row.minute)}`;
const euros = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;

/** A payment that arrived after its hold lapsed and the time filled up: the club must sort it out. */
export function overbookedMail(clubEmail: string, row: ReservationRow, players: number): OutgoingMail {
  return {
    to: clubEmail,
    subject: `Overbooked tee time ${teeTime(row)}`,
    text: `A payment arrived after its hold had lapsed, and the time now has ${players} players (or is blocked).\nBooking ${row.id}: ${row.firstname} ${row.lastname}, ${row.email}, ${row.telephone}.\nPlease contact the player to move the tee time or refund.`,
  };
}

const REASON_TEXTS: Record<RefundReason, string> = {
  canceled: 'the booking had been canceled',
  'already-paid': 'the booking was already paid by another payment',
  'change-lapsed': "the player's change it paid for had lapsed or been replaced (the booking is unchanged)",
};
const reasonText = (reason: RefundReason) => REASON_TEXTS[reason];

/** The player's words for each reason. */
const PLAYER_TEXTS = {
  canceled: 'lateRefundCanceled',
  'already-paid': 'lateRefundAlreadyPaid',
  'change-lapsed': 'lateRefundChangeLapsed',
} as const satisfies Record<RefundReason, string>;

/** The club's copy of an automatic refund (English, as every mail to the club). */
export function refundedToClubMail(
  clubEmail: string,
  row: ReservationRow,
  paymentId: string,
  cents: number,
  reason: RefundReason,
): OutgoingMail {
  return {
    to: clubEmail,
    subject: `Payment refunded automatically: tee time ${teeTime(row)}`,
    text: `Payment ${paymentId} of ${euros(cents)} arrived after ${reasonText(reason)}; it was refunded in full.\nBooking ${row.id}: ${row.firstname} ${row.lastname}, ${row.email}.`,
  };
}

/** The provider refused the automatic refund: staff refund it by hand in the provider's dashboard. */
export function refundFailedMail(
  clubEmail: string,
  row: ReservationRow,
  paymentId: string,
  cents: number,
  reason: RefundReason,
): OutgoingMail {
  return {
    to: clubEmail,
    subject: `Refund needed: payment for tee time ${teeTime(row)}`,
    text: `Payment ${paymentId} of ${euros(cents)} arrived after ${reasonText(reason)}, and the payment provider refused to refund it automatically.\nPlease refund it in the payment provider's dashboard.\nBooking ${row.id}: ${row.firstname} ${row.lastname}, ${row.email}, ${row.telephone}.`,
  };
}

/**
 * The player's one mail about money the club refunded, in the language they booked in; replies go to the
 * club's public e-mail of its published details.
 */
export function refundedToPlayerMail(
  club: Pick<ClubDetails, 'name' | 'email'>,
  row: ReservationRow,
  paymentId: string,
  cents: number,
  reason: RefundReason,
): OutgoingMail | null {
  // Online bookings only: the form required exactly one address; anything else gets no mail.
  const to = typedAddress(row.email);
  if (!to) return null;
  const language = mailLanguage(row.locale);
  const when = mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));
  const price = mailPrice(language, cents);
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'lateRefundSubject', { club: club.name, when }),
    text: [
      mailText(language, 'greeting', { name: `${row.firstname} ${row.lastname}` }),
      '',
      mailText(language, PLAYER_TEXTS[reason], { price, when }),
      // Two payments of one booking may both come back: the reference tells their mails apart.
      mailText(language, 'paymentReference', { id: paymentId }),
      '',
      club.name,
    ].join('\n'),
  };
}
