import type { Language } from '../../../common/i18n/languages';
import { typedAddress } from './address';
import { mailTableWhen, mailText, mailWhen } from './mailLanguage';
import type { OutgoingMail } from './outbox';

const subjectKey = {
  table: { confirmed: 'decisionSubjectTableConfirmed', declined: 'decisionSubjectTableDeclined' },
  greenfee: { confirmed: 'decisionSubjectGreenfeeConfirmed', declined: 'decisionSubjectGreenfeeDeclined' },
} as const;

/**
 * The mail to the player, in the language of the request, when staff confirm or decline it; none when
 * the request's e-mail is not exactly one address. It goes to whatever address the visitor typed, so it
 * repeats none of their text (not even the name): only the date, time and party, and a message staff
 * typed, as typed. A green fee confirmed onto the tee sheet links to its booking's own page, where the
 * player cancels or changes it (docs/product.md, Mail and the outbox).
 */
export function decisionMail(
  kind: 'table' | 'greenfee',
  decision: 'confirmed' | 'declined',
  fields: Record<string, string | number>,
  /** The club's name and its public e-mail, from the details staff published, where replies go. */
  settings: { clubName: string; replyTo: string },
  note: string | undefined,
  language: Language,
  /** The page of the booking the request became (bookingPageUrl), when it went onto the sheet. */
  bookingLink?: string,
): OutgoingMail | null {
  const to = typedAddress(fields.email);
  if (!to) return null;
  const what =
    kind === 'table'
      ? mailText(language, 'decisionTable', {
          persons: String(fields.persons ?? ''),
          when: mailTableWhen(language, String(fields.date ?? '')),
        })
      : mailText(language, 'decisionGreenfee', {
          when: mailWhen(language, String(fields.date ?? ''), String(fields.time ?? '')),
        });
  const verdict = mailText(language, decision === 'confirmed' ? 'decisionConfirmed' : 'decisionDeclined', {
    what,
  });
  return {
    to,
    replyTo: settings.replyTo,
    subject: mailText(language, subjectKey[kind][decision], { club: settings.clubName }),
    text: [
      mailText(language, 'greetingWithoutName'),
      '',
      verdict,
      ...(bookingLink ? [mailText(language, 'bookingChangeLink', { link: bookingLink })] : []),
      ...(note ? ['', note] : []),
      '',
      settings.clubName,
    ].join('\n'),
  };
}
