import type { Language } from '../../../common/i18n/languages';
import { formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingPageUrl, type MailClub, teeTimeAttachment } from './confirmationMail';
import { greetingOf } from './mailGreeting';

/** What the mail of a moved booking says depends on who moved it: the player themselves, or staff. */
export interface MovedBookingWording {
  /** The subject's text; both fill in {club} and {when}. */
  subject: 'changeSubject' | 'moveSubject';
  /** What was done, between the greeting and the booking's link, in the mail's language. */
  news: (language: Language, times: { from: string; when: string }) => string[];
  /** Whether the mail links to the booking's own page rather than to the site. */
  linksToPage: boolean;
}

/**
 * The player's mail of a booking moved from `before` to `row`, in the language they booked in, with a new
 * calendar file for the same event (same UID, a higher SEQUENCE: seconds since the booking was made), so
 * agendas replace the old entry; none without exactly one address (a desk booking may have none, a
 * request's may be a list).
 */
export function movedBookingMail(
  { club, publicUrl }: { club: MailClub; publicUrl: string },
  before: ReservationRow,
  row: ReservationRow,
  now: Date,
  { subject, news, linksToPage }: MovedBookingWording,
): OutgoingMail | null {
  const to = typedAddress(row.email);
  if (!to) return null;
  const language = mailLanguage(row.locale);
  const whenOf = (r: ReservationRow) => mailWhen(language, isoDate(r), formatTime(r.hour, r.minute));
  const when = whenOf(row);
  const link = linksToPage ? bookingPageUrl(publicUrl, row.id, language) : publicUrl;
  const sequence = Math.max(1, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000));
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, subject, { club: club.name, when }),
    text: [
      greetingOf(row, language),
      '',
      ...news(language, { from: whenOf(before), when }),
      mailText(language, 'confirmationLink', { link }),
      '',
      mailText(language, 'moveCalendarFile'),
      '',
      club.name,
      club.address(language),
    ].join('\n'),
    attachments: [teeTimeAttachment(row, club, link, language, sequence)],
  };
}
