import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { paidOnlineCents } from '../../../common/rules/selfService';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import type { MailClub } from './confirmationMail';
import { greetingOf } from './mailGreeting';

/** What the player's cancel did with the money (docs/product.md, Cancel online). */
export interface CancelMoney {
  /** What the booking paid online: 0 for one not paid online. */
  paidCents: number;
  /** What was refunded now: 0 for none. */
  refundedCents: number;
}

export const cancelMoneyOf = (before: ReservationRow, refundedCents: number): CancelMoney => ({
  paidCents: paidOnlineCents(before),
  refundedCents,
});

/**
 * The player's mail when they canceled their booking themselves, in the language they booked in; none
 * without exactly one address. It says what came back of a paid online booking by the club's rule: all,
 * a share, or nothing.
 */
export function playerCanceledMail(
  club: MailClub,
  row: ReservationRow,
  money: CancelMoney,
): OutgoingMail | null {
  const to = typedAddress(row.email);
  if (!to) return null;
  const language = mailLanguage(row.locale);
  const when = mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));
  const price = mailPrice(language, money.refundedCents);
  const paid = mailPrice(language, money.paidCents);
  const moneyLine =
    money.paidCents === 0
      ? []
      : money.refundedCents >= money.paidCents
        ? [mailText(language, 'cancelRefund', { price })]
        : money.refundedCents > 0
          ? [mailText(language, 'playerCancelRefundShare', { price, paid })]
          : [mailText(language, 'playerCancelNoRefund', { paid })];
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'cancelSubject', { club: club.name, when }),
    text: [
      greetingOf(row, language),
      '',
      mailText(language, 'playerCancelText', { when }),
      ...moneyLine,
      '',
      club.name,
    ].join('\n'),
  };
}

const euros = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;

/** The club's notice of a player's own cancel (English, as every mail to the club): the places are free. */
export function playerCanceledClubMail(
  clubEmail: string,
  row: ReservationRow,
  money: CancelMoney,
  refundId: string | null,
): OutgoingMail {
  const players = row.adults + row.juniors;
  const moneyLine =
    money.paidCents === 0
      ? 'It was not paid online: nothing to refund.'
      : money.refundedCents > 0
        ? `Refunded ${euros(money.refundedCents)} of ${euros(money.paidCents)} paid online, by the club's rule (refund ${refundId}).`
        : `Paid ${euros(money.paidCents)} online; nothing refunded, by the club's rule.`;
  return {
    to: clubEmail,
    subject: `Canceled by the player: tee time ${isoDate(row)} ${formatTime(row.hour, row.minute)}`,
    text: [
      `${row.firstname} ${row.lastname} canceled their booking from its page; its ${players} ${players === 1 ? 'place is' : 'places are'} free again.`,
      `Booking ${row.id} (${row.source}): ${row.email ?? 'no e-mail'}, ${row.telephone ?? 'no telephone'}.`,
      moneyLine,
    ].join('\n'),
  };
}
