import { type GreenfeeRequest, greenfeeRequestFields } from '../../../common/validation/greenfeeRequest';
import type { LineField } from '../../../common/validation/requestLines';
import { type TableRequest, tableRequestFields } from '../../../common/validation/tableRequest';
import type { OutgoingMail } from './outbox';

export interface ClubMailSettings {
  clubEmail: string;
  clubName: string;
}

/** Acknowledgements go only to something shaped like an address; the form does not check the format. */
const looksLikeAddress = (email: string) => /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(email);

function fieldLines<K extends string>(
  fields: Record<K, LineField>,
  values: Record<K, string | number>,
): string {
  return (Object.keys(fields) as K[]).map((key) => `${fields[key].name}: ${values[key]}`).join('\n');
}

interface RequestMail {
  id: string;
  /** e.g. "green-fee request", "table reservation request" */
  kind: string;
  playerName: string;
  playerEmail: string;
  clubSubject: string;
  /** What the player asked for, in one sentence after "Thank you for your …". */
  summary: string;
  extraNote?: string;
  details: string;
}

/** One mail to the club with every field, and an acknowledgement to the player when the address allows. */
function requestMails(mail: RequestMail, settings: ClubMailSettings): OutgoingMail[] {
  const playerAddress = looksLikeAddress(mail.playerEmail) ? mail.playerEmail : undefined;
  const toClub: OutgoingMail = {
    to: settings.clubEmail,
    subject: mail.clubSubject,
    text: `A new ${mail.kind} arrived through the website.\n\n${mail.details}\n\nReference: ${mail.id}\n`,
    ...(playerAddress ? { replyTo: playerAddress } : {}),
  };
  if (!playerAddress) return [toClub];
  const acknowledgement: OutgoingMail = {
    to: playerAddress,
    subject: `${settings.clubName}: we received your ${mail.kind}`,
    text: [
      `Dear ${mail.playerName},`,
      '',
      `Thank you for your ${mail.summary}.`,
      'Your booking is definitive only once the club confirms it by e-mail or telephone.',
      ...(mail.extraNote ? [mail.extraNote] : []),
      '',
      'Your request:',
      mail.details,
      '',
      `Reference: ${mail.id}`,
      '',
      settings.clubName,
    ].join('\n'),
    replyTo: settings.clubEmail,
  };
  return [toClub, acknowledgement];
}

export function greenfeeRequestMails(id: string, request: GreenfeeRequest, settings: ClubMailSettings) {
  const name = `${request.firstname} ${request.lastname}`;
  return requestMails(
    {
      id,
      kind: 'green-fee request',
      playerName: name,
      playerEmail: request.email,
      clubSubject: `Green-fee request: ${name}, ${request.date} ${request.time}`,
      summary: `green-fee request for ${request.date} at ${request.time}`,
      extraNote: 'Please bring proof of your handicap when you arrive.',
      details: fieldLines(greenfeeRequestFields, request),
    },
    settings,
  );
}

export function tableRequestMails(id: string, request: TableRequest, settings: ClubMailSettings) {
  return requestMails(
    {
      id,
      kind: 'table reservation request',
      playerName: request.fullname,
      playerEmail: request.email,
      clubSubject: `Table reservation request: ${request.fullname}, ${request.persons} persons, ${request.date}`,
      summary: `request for a table for ${request.persons} on ${request.date.replace('T', ' at ')}`,
      details: fieldLines(tableRequestFields, request),
    },
    settings,
  );
}
