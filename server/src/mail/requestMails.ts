import type { Language } from '../../../common/i18n/languages';
import { type GreenfeeRequest, greenfeeRequestFields } from '../../../common/validation/greenfeeRequest';
import type { LineField } from '../../../common/validation/requestLines';
import { type TableRequest, tableRequestFields } from '../../../common/validation/tableRequest';
import { mailTableWhen, mailText, mailTexts, mailWhen } from './mailLanguage';
import type { OutgoingMail } from './outbox';

export interface ClubMailSettings {
  clubEmail: string;
  clubName: string;
}

/** Acknowledgements go only to something shaped like an address; the form does not check the format. */
const looksLikeAddress = (email: string) => /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(email);

/** The request's lines as the club reads them, with the line names of docs/product.md, API. */
function clubLines<K extends string>(
  fields: Record<K, LineField>,
  values: Record<K, string | number>,
): string {
  return (Object.keys(fields) as K[]).map((key) => `${fields[key].name}: ${values[key]}`).join('\n');
}

/** The request's lines repeated to the player, labelled in their language. */
function playerLines<K extends string>(
  language: Language,
  labels: Record<K, string>,
  values: Record<K, string | number>,
): string {
  return (Object.keys(labels) as K[])
    .map((key) => mailText(language, 'acknowledgementLine', { label: labels[key], value: values[key] }))
    .join('\n');
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
  /** The player's mail from its greeting to the line before "Your request:". */
  playerIntro: string[];
  playerDetails: string;
}

/** One mail to the club with every field, and an acknowledgement to the player when the address allows. */
function requestMails(mail: RequestMail, settings: ClubMailSettings): OutgoingMail[] {
  const playerAddress = looksLikeAddress(mail.playerEmail) ? mail.playerEmail : undefined;
  const toClub: OutgoingMail = {
    to: settings.clubEmail,
    subject: mail.clubSubject,
    text: `A new ${mail.kind} arrived through the website.\n\n${mail.clubDetails}\n\nReference: ${mail.id}\n`,
    ...(playerAddress ? { replyTo: playerAddress } : {}),
  };
  if (!playerAddress) return [toClub];
  const acknowledgement: OutgoingMail = {
    to: playerAddress,
    subject: mail.playerSubject,
    text: [
      ...mail.playerIntro,
      '',
      mailText(mail.language, 'acknowledgementYourRequest'),
      mail.playerDetails,
      '',
      mailText(mail.language, 'reference', { id: mail.id }),
      '',
      settings.clubName,
    ].join('\n'),
    replyTo: settings.clubEmail,
  };
  return [toClub, acknowledgement];
}

export function greenfeeRequestMails(
  id: string,
  request: GreenfeeRequest,
  settings: ClubMailSettings,
  language: Language,
) {
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
      playerIntro: [
        mailText(language, 'greeting', { name }),
        '',
        mailText(language, 'acknowledgementThanksGreenfee', {
          when: mailWhen(language, request.date, request.time),
        }),
        mailText(language, 'acknowledgementNotDefinitive'),
        mailText(language, 'handicapProof'),
      ],
      playerDetails: playerLines(language, mailTexts[language].fields.greenfee, request),
    },
    settings,
  );
}

export function tableRequestMails(
  id: string,
  request: TableRequest,
  settings: ClubMailSettings,
  language: Language,
) {
  return requestMails(
    {
      id,
      language,
      kind: 'table reservation request',
      playerEmail: request.email,
      clubSubject: `Table reservation request: ${request.fullname}, ${request.persons} persons, ${request.date}`,
      clubDetails: clubLines(tableRequestFields, request),
      playerSubject: mailText(language, 'acknowledgementSubjectTable', { club: settings.clubName }),
      playerIntro: [
        mailText(language, 'greeting', { name: request.fullname }),
        '',
        mailText(language, 'acknowledgementThanksTable', {
          persons: request.persons,
          when: mailTableWhen(language, request.date),
        }),
        mailText(language, 'acknowledgementNotDefinitive'),
      ],
      playerDetails: playerLines(language, mailTexts[language].fields.table, request),
    },
    settings,
  );
}
