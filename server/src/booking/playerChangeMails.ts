import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { mailPrice, mailText } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import type { MailClub } from './confirmationMail';
import { movedBookingMail } from './movedBookingMail';

/** What a player's change did with the money (docs/product.md, Change online); 0 for nothing. */
export interface ChangeMoneyDone {
  /** The difference refunded, to a cheaper time or party. */
  refundedCents: number;
  /** The difference paid at the change's checkout, to a dearer one. */
  paidCents: number;
}

const sameTime = (a: ReservationRow, b: ReservationRow) =>
  isoDate(a) === isoDate(b) && a.hour === b.hour && a.minute === b.minute;

/**
 * The player's mail when their own change is made: the time (and the one it moved from), the party, the
 * price and what was refunded or paid, the booking's page, and a calendar file that replaces the earlier one.
 */
export function playerChangedMail(
  mailer: { club: MailClub; publicUrl: string },
  before: ReservationRow,
  row: ReservationRow,
  money: ChangeMoneyDone,
  now: Date,
): OutgoingMail | null {
  return movedBookingMail(mailer, before, row, now, {
    subject: 'changeSubject',
    news: (language, { from, when }) => [
      sameTime(before, row)
        ? mailText(language, 'changeSameTime', { when })
        : mailText(language, 'changeMoved', { from, when }),
      '',
      mailText(language, 'confirmationPlayers', { adults: row.adults, juniors: row.juniors }),
      mailText(language, 'reminderPrice', { price: mailPrice(language, row.priceCents) }),
      ...(money.refundedCents > 0
        ? [mailText(language, 'changeRefund', { price: mailPrice(language, money.refundedCents) })]
        : []),
      ...(money.paidCents > 0
        ? [mailText(language, 'changePaid', { price: mailPrice(language, money.paidCents) })]
        : []),
    ],
    // Whoever holds the booking's link may change it, whatever its source (docs/product.md, Change online).
    linksToPage: true,
  });
}

const teeTime = (row: ReservationRow) => `${isoDate(row)} ${formatTime(row.hour, row.minute)}`;

/**
 * The club's notice (English) of a change whose difference was paid while its new time no longer had room
 * or was blocked: the booking is there all the same, since it was paid for, and staff sort it out.
 */
export function changeOverbookedMail(clubEmail: string, row: ReservationRow, players: number): OutgoingMail {
  return {
    to: clubEmail,
    subject: `Overbooked tee time ${teeTime(row)}`,
    text: `A player paid for a change of their booking, and its new time now has ${players} players (or is blocked).\nBooking ${row.id}: ${row.firstname} ${row.lastname}, ${row.email}, ${row.telephone}.\nPlease contact the player to move the tee time or refund.`,
  };
}

/**
 * The club's notice (English) of a change to a cheaper time made while its time filled up between the
 * refund and the move: the difference was refunded, so the booking moved all the same.
 */
export function changeRefundedOverbookedMail(
  clubEmail: string,
  row: ReservationRow,
  players: number,
): OutgoingMail {
  return {
    to: clubEmail,
    subject: `Overbooked tee time ${teeTime(row)}`,
    text: `A player changed their booking to this time and was refunded the difference; meanwhile the time filled up, and it now has ${players} players (or is blocked).\nBooking ${row.id}: ${row.firstname} ${row.lastname}, ${row.email}, ${row.telephone}.\nPlease contact the player to move the tee time.`,
  };
}
