import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingPageUrl, type MailClub, teeTimeIcs } from './confirmationMail';
import { greetingOf } from './sheetChangeMails';

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
 * The player's mail when their own change is made, in the language they booked in: the time (and the one
 * it moved from), the party, the price and what was refunded or paid, the booking's page, and a calendar
 * file that replaces the earlier one (same UID, a higher SEQUENCE). None without exactly one address.
 */
export function playerChangedMail(
  { club, publicUrl }: { club: MailClub; publicUrl: string },
  before: ReservationRow,
  row: ReservationRow,
  money: ChangeMoneyDone,
  now: Date,
): OutgoingMail | null {
  const to = typedAddress(row.email);
  if (!to) return null;
  const language = mailLanguage(row.locale);
  const whenOf = (r: ReservationRow) => mailWhen(language, isoDate(r), formatTime(r.hour, r.minute));
  const when = whenOf(row);
  const link = bookingPageUrl(publicUrl, row.id, language);
  const sequence = Math.max(1, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000));
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'changeSubject', { club: club.name, when }),
    text: [
      greetingOf(row, language),
      '',
      sameTime(before, row)
        ? mailText(language, 'changeSameTime', { when })
        : mailText(language, 'changeMoved', { from: whenOf(before), when }),
      '',
      mailText(language, 'confirmationPlayers', { adults: row.adults, juniors: row.juniors }),
      mailText(language, 'reminderPrice', { price: mailPrice(language, row.priceCents) }),
      ...(money.refundedCents > 0
        ? [mailText(language, 'changeRefund', { price: mailPrice(language, money.refundedCents) })]
        : []),
      ...(money.paidCents > 0
        ? [mailText(language, 'changePaid', { price: mailPrice(language, money.paidCents) })]
        : []),
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
