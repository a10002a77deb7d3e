import type { OutgoingMail } from './outbox';

/** The mail to the player when staff confirm or decline a request; none when the request has no usable address. */
export function decisionMail(
  kind: 'table' | 'greenfee',
  decision: 'confirmed' | 'declined',
  fields: Record<string, string | number>,
  settings: { clubName: string; clubEmail: string },
  note?: string,
): OutgoingMail | null {
  const to = String(fields.email ?? '');
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(to)) return null;
  const name =
    kind === 'table'
      ? String(fields.fullname ?? '')
      : `${fields.firstname ?? ''} ${fields.lastname ?? ''}`.trim();
  const what =
    kind === 'table'
      ? `your table for ${fields.persons} on ${String(fields.date).replace('T', ' at ')}`
      : `your green fee on ${fields.date} at ${fields.time}`;
  const verdict =
    decision === 'confirmed'
      ? `We are pleased to confirm ${what}.`
      : `We are sorry: we cannot confirm ${what}.`;
  return {
    to,
    replyTo: settings.clubEmail,
    subject: `${settings.clubName}: ${kind === 'table' ? 'table reservation' : 'green-fee request'} ${decision}`,
    text: [`Dear ${name},`, '', verdict, ...(note ? ['', note] : []), '', settings.clubName].join('\n'),
  };
}
