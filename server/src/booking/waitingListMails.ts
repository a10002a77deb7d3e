import { waitingListLeavePath, waitingListOfferPath } from '../../../common/config/publicRoutes';
import { type Language, localizedPath } from '../../../common/i18n/languages';
import { clubNow, formatTime, isoDate } from '../../../common/rules/clubTime';
import { typedAddress } from '../mail/address';
import { mailLanguage, mailPrice, mailText, mailWhen } from '../mail/mailLanguage';
import type { OutgoingMail } from '../mail/outbox';
import type { EntryRow, OfferRow } from '../repositories/waitingListRepository';
import type { MailClub } from './confirmationMail';

/*
 * The waiting list's mails to the visitor (docs/product.md, Waiting list), in the entry's language. Their
 * address and name were typed by whoever joined, so they greet no one by name and say what to do when the
 * mail was not asked for, as a request's acknowledgement does.
 */

export interface WaitingListMailContext {
  club: MailClub;
  publicUrl: string;
}

const clock = (minutes: number) => formatTime(Math.floor(minutes / 60), minutes % 60);

/** The page of an offer's link, in a language. */
export const offerPageUrl = (publicUrl: string, token: string, language: Language) =>
  `${publicUrl}${localizedPath(language, waitingListOfferPath(token))}`;

/** The page that leaves the list: an entry's leave key, or an offer's key (either leaves). */
export const leavePageUrl = (publicUrl: string, token: string, language: Language) =>
  `${publicUrl}${localizedPath(language, waitingListLeavePath(token))}`;

/**
 * The acknowledgement of a new entry: the date, window and party, that a mail comes when places come free,
 * and the leave link. An acknowledgement (outbox purpose): at most a few a day reach one address.
 */
export function joinedMail(
  { club, publicUrl }: WaitingListMailContext,
  entry: EntryRow,
  leaveToken: string,
  offerMinutes: number,
): OutgoingMail | null {
  const to = typedAddress(entry.email);
  if (!to) return null;
  const language = mailLanguage(entry.locale);
  const date = mailWhen(language, isoDate(entry));
  return {
    to,
    replyTo: club.email,
    purpose: 'acknowledgement',
    subject: mailText(language, 'waitingListJoinedSubject', { club: club.name, date }),
    text: [
      mailText(language, 'greetingWithoutName'),
      '',
      mailText(language, 'waitingListJoinedText', {
        date,
        from: clock(entry.fromMinute),
        to: clock(entry.toMinute),
      }),
      mailText(language, 'confirmationPlayers', { adults: entry.adults, juniors: entry.juniors }),
      '',
      mailText(language, 'waitingListJoinedNext', { minutes: offerMinutes }),
      '',
      mailText(language, 'waitingListLeaveLink', { link: leavePageUrl(publicUrl, leaveToken, language) }),
      mailText(language, 'waitingListNotYou'),
      '',
      club.name,
    ].join('\n'),
  };
}

/**
 * An offer: the time, party and price, until when it is held, its link, and a leave link (the offer's
 * key leaves the list too: the entry's own key is not stored in clear).
 */
export function offerMail(
  { club, publicUrl }: WaitingListMailContext,
  entry: EntryRow,
  offer: OfferRow,
  token: string,
  priceCents: number,
): OutgoingMail | null {
  const to = typedAddress(entry.email);
  if (!to) return null;
  const language = mailLanguage(entry.locale);
  const when = mailWhen(language, isoDate(offer), formatTime(offer.hour, offer.minute));
  const until = clubNow(offer.expiresAt);
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'waitingListOfferSubject', { club: club.name, when }),
    text: [
      mailText(language, 'greetingWithoutName'),
      '',
      mailText(language, 'waitingListOfferText', { when }),
      mailText(language, 'confirmationPlayers', { adults: offer.adults, juniors: offer.juniors }),
      mailText(language, 'reminderPrice', { price: mailPrice(language, priceCents) }),
      '',
      mailText(language, 'waitingListOfferHeld', {
        until: mailWhen(language, until.date, clock(until.minutes)),
        link: offerPageUrl(publicUrl, token, language),
      }),
      mailText(language, 'waitingListOfferAfter'),
      '',
      mailText(language, 'waitingListLeaveLink', { link: leavePageUrl(publicUrl, token, language) }),
      mailText(language, 'waitingListNotYou'),
      '',
      mailText(language, 'handicapProof'),
      '',
      club.name,
    ].join('\n'),
  };
}

/**
 * An open offer withdrawn because staff closed its time since (docs/product.md, Waiting list): its link no
 * longer books, and the entry waits again. The offer's key is not stored in clear, so the mail points to
 * the earlier mails' leave link instead of carrying one.
 */
export function withdrawnMail(
  { club }: Pick<WaitingListMailContext, 'club'>,
  entry: EntryRow,
  offer: OfferRow,
): OutgoingMail | null {
  const to = typedAddress(entry.email);
  if (!to) return null;
  const language = mailLanguage(entry.locale);
  const when = mailWhen(language, isoDate(offer), formatTime(offer.hour, offer.minute));
  return {
    to,
    replyTo: club.email,
    subject: mailText(language, 'waitingListWithdrawnSubject', { club: club.name, when }),
    text: [
      mailText(language, 'greetingWithoutName'),
      '',
      mailText(language, 'waitingListWithdrawnText', { when }),
      '',
      mailText(language, 'waitingListWithdrawnStill', {
        date: mailWhen(language, isoDate(entry)),
        from: clock(entry.fromMinute),
        to: clock(entry.toMinute),
      }),
      '',
      mailText(language, 'waitingListWithdrawnLeave'),
      mailText(language, 'waitingListNotYou'),
      '',
      club.name,
    ].join('\n'),
  };
}
