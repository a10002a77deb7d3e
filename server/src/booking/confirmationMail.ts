import { createHash } from 'node:crypto';
import { createEvent, type EventAttributes } from 'ics';
import type { ClubDetails } from '../../../common/api/club';
import { bookingDetailsPath } from '../../../common/config/publicRoutes';
import { type Language, localizedPath } from '../../../common/i18n/languages';
import { clubLocalToUtc, formatTime, isoDate } from '../../../common/rules/clubTime';
import type { MailAttachment } from '../db/schema';
import { singleAddress } from '../mail/address';
import { mailCountry, mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { ReservationRow } from '../repositories/reservationRepository';

/** The club as its mails to players name it: its address in the mail's language. */
export interface MailClub {
  name: string;
  address: (language: Language) => string;
  /**
   * Where players' replies go: the club's public e-mail as staff published it (Club details). Its schema
   * (z.email()) accepts only what singleAddress does, so the outbox never refuses it as a reply-to.
   */
  email: string;
}

/**
 * The club of the mails from the details staff published (app.clubDetails), read afresh for every mail
 * so that a change shows in the next one; the address as mails and calendar files give it, the country in
 * the mail's language, and the public e-mail as the reply-to.
 */
export const mailClubOf = ({ name, address, email }: ClubDetails): MailClub => ({
  name,
  address: (language) =>
    `${address.street}, ${address.postalCode} ${address.city}, ${mailCountry(language, address.countryCode)}`,
  email,
});

/** How long a round is planned for in the calendar entry. */
const ROUND_MINUTES = 270;

const encoder = new TextEncoder();

/**
 * Folds a content line into pieces of at most 75 octets (RFC 5545 3.1), never inside a character. The ics
 * library folds at 75 characters, which French and German texts overrun in octets.
 */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > 75) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n');
}

/** The library's lines unfolded (a fold is CRLF and one space or tab), then folded again by octets. */
const refold = (calendar: string) =>
  calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => (line === '' ? line : foldLine(line)))
    .join('\r\n');

/** The booking's page in the language it was made in, where the player comes back to after paying. */
export const bookingPageUrl = (publicUrl: string, id: string, language: Language) =>
  `${publicUrl}${localizedPath(language, bookingDetailsPath(id))}`;

/**
 * A one-event calendar file for the tee time (RFC 5545, times in UTC), in the player's language. Without a
 * link (null: a partner's copy, Playing partners) it names the party only, and its UID is a hash of the
 * booking's id rather than the id: the id is the key to the booking's page.
 */
export function teeTimeIcs(
  row: ReservationRow,
  club: Pick<MailClub, 'name' | 'address'>,
  link: string | null,
  language: Language,
  /** Higher for each later version of the same event (RFC 5545 3.8.7.4), so agendas replace it. */
  sequence = 0,
): string {
  const start = clubLocalToUtc(row, row.hour, row.minute).getTime();
  const utc = {
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
  // DTSTAMP is when the booking was made, so the same booking always gives the same file (the library's
  // types leave out the `timestamp` it reads).
  const event: EventAttributes & { timestamp: number } = {
    productId: `-//${club.name}//Tee times//EN`,
    method: 'PUBLISH',
    uid: `${link === null ? createHash('sha256').update(row.id).digest('hex').slice(0, 32) : row.id}@tee-times`,
    ...(sequence > 0 ? { sequence } : {}),
    timestamp: row.createdAt.getTime(),
    start,
    end: start + ROUND_MINUTES * 60_000,
    ...utc,
    title: mailText(language, 'calendarSummary', { club: club.name }),
    location: club.address(language),
    ...(link === null
      ? { description: mailText(language, 'calendarDescriptionCopy', { players: row.adults + row.juniors }) }
      : {
          description: mailText(language, 'calendarDescription', { players: row.adults + row.juniors, link }),
          url: link,
        }),
  };
  const { error, value } = createEvent(event);
  if (error || !value)
    throw new Error(`The calendar file of booking ${row.id} cannot be written.`, { cause: error });
  return refold(value);
}

/** The tee time's calendar file as a mail attachment, named in the player's language (teeTimeIcs). */
export const teeTimeAttachment = (...args: Parameters<typeof teeTimeIcs>): MailAttachment => ({
  filename: mailText(args[3], 'calendarFileName'),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: teeTimeIcs(...args),
});

/** The player's confirmation of a paid booking, in the language they booked in, with the calendar file. */
export function bookingConfirmationMail(
  row: ReservationRow,
  club: MailClub,
  publicUrl: string,
): OutgoingMail {
  // Only online bookings are confirmed by mail, and the online form requires one valid address.
  const to = singleAddress(row.email);
  if (!to) throw new Error(`booking ${row.id} has no single valid e-mail address to confirm to`);
  const language = mailLanguage(row.locale);
  const link = bookingPageUrl(publicUrl, row.id, language);
  const when = mailWhen(language, isoDate(row), formatTime(row.hour, row.minute));
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'confirmationSubject', { club: club.name, when }),
    text: [
      mailText(language, 'greeting', { name: `${row.firstname} ${row.lastname}` }),
      '',
      mailText(language, 'confirmationThanks', { when }),
      '',
      mailText(language, 'confirmationPlayers', { adults: row.adults, juniors: row.juniors }),
      mailText(language, 'confirmationPaid', { price: mailPrice(language, row.priceCents) }),
      mailText(language, 'confirmationLink', { link }),
      '',
      `${mailText(language, 'handicapProof')} ${mailText(language, 'confirmationCalendarFile')}`,
      '',
      club.name,
      club.address(language),
    ].join('\n'),
    attachments: [teeTimeAttachment(row, club, link, language)],
  };
}
