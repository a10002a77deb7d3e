import type { ClubDetails } from '../../../common/api/club';
import { publicPagePaths } from '../../../common/config/publicRoutes';
import { type Language, localizedPath } from '../../../common/i18n/languages';
import { clubLocalToUtc, clubNow, formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';
import { bookingPageUrl, mailClubOf } from './confirmationMail';
import { greetingOf } from './mailGreeting';

/** The id of the home page's course status panel (web/src/features/course-status CourseStatusPanel). */
const COURSE_STATUS_ANCHOR = 'course-status';

const HOUR_MS = 3_600_000;

/** The course status on the home page in the mail's language ('https://…/nl#course-status'). */
export const courseStatusUrl = (publicUrl: string, language: Language) =>
  `${publicUrl}${localizedPath(language, publicPagePaths.home)}#${COURSE_STATUS_ANCHOR}`;

/** The club's map point on openstreetmap.org, as the contact section's larger map (web clubMap.ts). */
export function mapPageUrl({ lat, lon }: ClubDetails['map']): string {
  const fixed = (value: number) => value.toFixed(4);
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=14/${fixed(lat)}/${fixed(lon)}`;
}

/** What the reminder needs besides the booking: the club's published details and its rules. */
export interface ReminderMailContext {
  club: ClubDetails;
  publicUrl: string;
  /** The club's deadline for cancelling and changing online, in hours before the tee time. */
  cancelDeadlineHours: number;
  /** When the reminder is written: whether that deadline is still ahead. */
  now: Date;
}

/** A wall-clock instant at the club, as the mails write a tee time. */
function clubWhen(language: Language, instant: Date): string {
  const { date, minutes } = clubNow(instant);
  return mailWhen(language, date, formatTime(Math.floor(minutes / 60), minutes % 60));
}

/**
 * The reminder before the tee time (docs/product.md, Reminders), in the booking's language: the time, the
 * party, the price, the way to the club (its address, and its map point), the course status, and the
 * booking's own page to cancel or change it, with until when that can be done online (or the club's
 * telephone once it cannot). None without exactly one address. Replies go to the club's public e-mail.
 */
export function reminderMail(row: ReservationRow, context: ReminderMailContext): OutgoingMail | null {
  const to = typedAddress(row.email);
  if (!to) return null;
  const { club, publicUrl, now } = context;
  const mailClub = mailClubOf(club);
  const language = mailLanguage(row.locale);
  const when = mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));
  const teeTime = clubLocalToUtc(row, row.hour, row.minute);
  const deadline = new Date(teeTime.getTime() - context.cancelDeadlineHours * HOUR_MS);
  const price = mailPrice(language, row.priceCents);
  return {
    to,
    replyTo: mailClub.email,
    subject: mailText(language, 'reminderSubject', { club: club.name, when }),
    text: [
      greetingOf(row, language),
      '',
      mailText(language, 'reminderText', { when }),
      '',
      mailText(language, 'confirmationPlayers', { adults: row.adults, juniors: row.juniors }),
      // Only money paid online is paid: desk and request bookings pay at the club.
      row.paymentState === 'paid'
        ? mailText(language, 'confirmationPaid', { price })
        : mailText(language, 'reminderPrice', { price }),
      '',
      mailText(language, 'reminderDirections', { address: mailClub.address(language) }),
      mailText(language, 'reminderMap', { link: mapPageUrl(club.map) }),
      mailText(language, 'reminderCourseStatus', { link: courseStatusUrl(publicUrl, language) }),
      '',
      mailText(language, 'bookingChangeLink', { link: bookingPageUrl(publicUrl, row.id, language) }),
      deadline.getTime() > now.getTime()
        ? mailText(language, 'reminderChangeUntil', { deadline: clubWhen(language, deadline) })
        : mailText(language, 'reminderChangeClosed', { phone: club.phone, email: club.email }),
      '',
      mailText(language, 'handicapProof'),
      '',
      club.name,
    ].join('\n'),
  };
}
