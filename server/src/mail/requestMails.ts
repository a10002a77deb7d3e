import { type GreenfeeRequest, greenfeeRequestFields } from '../../../common/validation/greenfeeRequest';
import { type TableRequest, tableRequestFields } from '../../../common/validation/tableRequest';
import type { OutgoingMail } from './outbox';

export interface ClubMailSettings {
  clubEmail: string;
  clubName: string;
}

/** Acknowledgements go only to something shaped like an address; the form does not check the format. */
const looksLikeAddress = (email: string) => /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(email);

function fieldLines<K extends string>(
  labels: Record<K, { name: string }>,
  values: Record<K, string | number>,
): string {
  return (Object.keys(labels) as K[]).map((key) => `${labels[key].name}: ${values[key]}`).join('\n');
}

export function greenfeeRequestMails(
  id: string,
  request: GreenfeeRequest,
  settings: ClubMailSettings,
): OutgoingMail[] {
  const details = fieldLines(greenfeeRequestFields, request);
  const name = `${request.firstname} ${request.lastname}`;
  const mails: OutgoingMail[] = [
    {
      to: settings.clubEmail,
      subject: `Green-fee request: ${name}, ${request.date} ${request.time}`,
      text: `A new green-fee booking request arrived through the website.\n\n${details}\n\nReference: ${id}\n`,
      ...(looksLikeAddress(request.email) ? { replyTo: request.email } : {}),
    },
  ];
  if (looksLikeAddress(request.email)) {
    mails.push({
      to: request.email,
      subject: `${settings.clubName}: we received your green-fee request`,
      text: [
        `Dear ${name},`,
        '',
        `Thank you for your green-fee request for ${request.date} at ${request.time}.`,
        'Your booking is definitive only once the club confirms it by e-mail or telephone.',
        'Please bring proof of your handicap when you arrive.',
        '',
        'Your request:',
        details,
        '',
        `Reference: ${id}`,
        '',
        settings.clubName,
      ].join('\n'),
      replyTo: settings.clubEmail,
    });
  }
  return mails;
}

export function tableRequestMails(
  id: string,
  request: TableRequest,
  settings: ClubMailSettings,
): OutgoingMail[] {
  const details = fieldLines(tableRequestFields, request);
  const mails: OutgoingMail[] = [
    {
      to: settings.clubEmail,
      subject: `Table reservation request: ${request.fullname}, ${request.persons} persons, ${request.date}`,
      text: `A new table reservation request arrived through the website.\n\n${details}\n\nReference: ${id}\n`,
      ...(looksLikeAddress(request.email) ? { replyTo: request.email } : {}),
    },
  ];
  if (looksLikeAddress(request.email)) {
    mails.push({
      to: request.email,
      subject: `${settings.clubName}: we received your table reservation request`,
      text: [
        `Dear ${request.fullname},`,
        '',
        `Thank you for your request for a table for ${request.persons} on ${request.date.replace('T', ' at ')}.`,
        'Your reservation is definitive only once the club confirms it by e-mail or telephone.',
        '',
        'Your request:',
        details,
        '',
        `Reference: ${id}`,
        '',
        settings.clubName,
      ].join('\n'),
      replyTo: settings.clubEmail,
    });
  }
  return mails;
}
