import type { Language } from '../../../common/i18n/languages';
import type { GreenfeeRequest } from '../../../common/validation/greenfeeRequest';
import { greenfeeRequestFields } from '../../../common/validation/greenfeeRequestFields';
import type { LineField } from '../../../common/validation/requestLines';
import type { TableRequest } from '../../../common/validation/tableRequest';
import { tableRequestFields } from '../../../common/validation/tableRequestFields';
import { typedAddress } from './address';
import { mailTableWhen, mailText, mailWhen } from './mailLanguage';
import { ACKNOWLEDGEMENTS_PER_DAY, type OutgoingMail } from './outbox';

export interface ClubMailSettings {
  /** The club's mailbox (CLUB_EMAIL), where the requests arrive. */
  clubInbox: string;
  /** From the details staff published: the name that signs the acknowledgement, and the public e-mail it is answered at. */
  clubName: string;
  replyTo: string;
}

/** The request's lines as the club reads them, with the line names of docs/product.md, API. */
function clubLines<K extends string>(
  fields: Record<K, LineField>,
  values: Record<K, string | number>,
): string {
  return (Object.keys(fields) as K[]).map((key) => `${fields[key].name}: ${values[key]}`).join('\n');
}

/**
 * A request's mails: one to the club with every field, and the acknowledgement to the address typed. The
 * request's repository sends the acknowledgement only while the address is under its daily limit, and
 * tells `toClub` whether it did.
 */
export interface RequestMails {
  toClub: (acknowledged: boolean) => OutgoingMail;
  /**
   * Null when the address typed is not exactly one address. Repeats no text the visitor typed: only the
   * date, time and party, which the form checked.
   */
  acknowledgement: OutgoingMail | null;
}

interface RequestMail {
  id: string;
  language: Language;
  /** e.g. "green-fee request", "table reservation request" (the club's mail is in English) */
  kind: string;
  playerEmail: string;
  clubSubject: string;
  clubDetails: string;
  playerSubject: string;
  /** What was asked for, from the fields the form checked only: the date and time, and the party. */
  playerRequest: string[];
  /** What the player is told to do, after "not definitive until confirmed". */
  playerAdvice: string[];
}

/** Said to the club when the player was not sent the acknowledgement, so staff know why they may call. */
function acknowledgementNote(playerAddress: string | null, acknowledged: boolean): string {
  if (acknowledged) return '';
  if (!playerAddress)
    return '\n\nNo acknowledgement was sent to the player: the e-mail is not one valid address.';
  return `\n\nNo acknowledgement was sent to the player: the address already had ${ACKNOWLEDGEMENTS_PER_DAY} in the last 24 hours.`;
}

function requestMails(mail: RequestMail, settings: ClubMailSettings): RequestMails {
  const playerAddress = typedAddress(mail.playerEmail);
  const toClub = (acknowledged: boolean): OutgoingMail => ({
    to: settings.clubInbox,
    subject: mail.clubSubject,
    text: `A new ${mail.kind} arrived through the website.\n\n${mail.clubDetails}\n\nReference: ${mail.id}${acknowledgementNote(playerAddress, acknowledged)}\n`,
    ...(playerAddress ? { replyTo: playerAddress } : {}),
  });
  const acknowledgement: OutgoingMail | null = !playerAddress
    ? null
    : {
        to: playerAddress,
        subject: mail.playerSubject,
        text: [
          mailText(mail.language, 'greetingWithoutName'),
          '',
          ...mail.playerRequest,
          mailText(mail.language, 'acknowledgementNotDefinitive'),
          ...mail.playerAdvice,
          '',
          mailText(mail.language, 'reference', { id: mail.id }),
          mailText(mail.language, 'acknowledgementNotYou'),
          '',
          settings.clubName,
        ].join('\n'),
        replyTo: settings.replyTo,
        purpose: 'acknowledgement',
      };
  return { toClub, acknowledgement };
}

export function greenfeeRequestMails(
  id: string,
  request: GreenfeeRequest,
  settings: ClubMailSettings,
  language: Language,
): RequestMails {
  const name = `${request.firstname} ${request.lastname}`;
  return requestMails(
    {
      id,
      language,
      kind: 'green-fee request',
      playerEmail: request.email,
      clubSubject: `Green-fee request: ${name}, ${request.date} ${request.time}`,
      clubDetails: clubLines(greenfeeRequestFields, request),
      playerSubject: mailText(language, 'acknowledgementSubjectGreenfee', { club: settings.clubName }),
      playerRequest: [
        mailText(language, 'acknowledgementThanksGreenfee', {
          when: mailWhen(language, request.date, request.time),
        }),
        mailText(language, 'confirmationPlayers', { adults: request.adults, juniors: request.juniors }),
      ],
      playerAdvice: [mailText(language, 'handicapProof')],
    },
    settings,
  );
}

export function tableRequestMails(
  id: string,
  request: TableRequest,
  settings: ClubMailSettings,
  language: Language,
): RequestMails {
  return requestMails(
    {
      id,
      language,
      kind: 'table reservation request',
      playerEmail: request.email,
      clubSubject: `Table reservation request: ${request.fullname}, ${request.persons} persons, ${request.date}`,
      clubDetails: clubLines(tableRequestFields, request),
      playerSubject: mailText(language, 'acknowledgementSubjectTable', { club: settings.clubName }),
      playerRequest: [
        mailText(language, 'acknowledgementThanksTable', {
          persons: request.persons,
          when: mailTableWhen(language, request.date),
        }),
      ],
      playerAdvice: [],
    },
    settings,
  );
}
