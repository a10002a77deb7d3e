import { z } from 'zod';
import { isBeyondBookingHorizon } from '../rules/bookingHorizon';
import { clubToday, parseIsoDate, parseTime } from '../rules/clubTime';
import { messages } from './messages';
import type { LineField } from './requestLines';

/** The lines of POST /reserve/greenfee, in the order of docs/product.md, POST /reserve/greenfee. */
export const greenfeeRequestFields = {
  firstname: { name: 'Firstname', maxLength: 100 },
  lastname: { name: 'Lastname', maxLength: 100 },
  handicap: { name: 'Hcp', maxLength: 10 },
  email: { name: 'Email', maxLength: 254 },
  telephone: { name: 'Telephone', maxLength: 40 },
  adults: { name: 'Adults', maxLength: 3 },
  juniors: { name: 'Juniors', maxLength: 3 },
  date: { name: 'Date', maxLength: 10 },
  time: { name: 'Time', maxLength: 5 },
  remarks: { name: 'Remarks', maxLength: 1000 },
} as const satisfies Record<string, LineField>;

export type GreenfeeRequestField = keyof typeof greenfeeRequestFields;
export type GreenfeeRequestInput = Partial<Record<GreenfeeRequestField, string>>;

export const MIN_HANDICAP = -5;
export const MAX_HANDICAP = 35;
export const MAX_PLAYERS_PER_FIELD = 99;

/** A handicap as typed: "12", "12.4", "12,4", "-3". */
export function parseHandicap(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (!/^[-+]?\d{1,2}([.,]\d)?$/.test(t)) return null;
  const value = Number(t.replace(',', '.'));
  return value >= MIN_HANDICAP && value <= MAX_HANDICAP ? value : null;
}

/** An empty count is 0; anything else must be a whole number. */
export function parseCount(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return 0;
  return /^\d{1,3}$/.test(t) ? Number(t) : null;
}

const blank = (v: string | undefined) => (v ?? '').trim() === '';
const field = z.string().optional();

/**
 * The mail-based green-fee form. The checks run in the order of docs/product.md, Form and booking messages;
 * the first issue is the alert the form shows and the message the server answers with.
 */
export const greenfeeRequestSchema = z
  .object({
    firstname: field,
    lastname: field,
    handicap: field,
    email: field,
    telephone: field,
    adults: field,
    juniors: field,
    date: field,
    time: field,
    remarks: field,
  })
  .superRefine((v, ctx) => {
    const today = clubToday();
    const fail = (path: GreenfeeRequestField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (blank(v.firstname)) fail('firstname', messages.firstnameRequired);
    if (blank(v.lastname)) fail('lastname', messages.lastnameRequired);
    if (parseHandicap(v.handicap) === null) fail('handicap', messages.handicapRange);
    if (blank(v.email)) fail('email', messages.emailRequired);
    if (blank(v.telephone)) fail('telephone', messages.telephoneRequired);
    const adults = parseCount(v.adults);
    const juniors = parseCount(v.juniors);
    if (adults === null || juniors === null || adults + juniors < 1) fail('adults', messages.playersRequired);
    else if (adults > MAX_PLAYERS_PER_FIELD || juniors > MAX_PLAYERS_PER_FIELD)
      fail('adults', messages.playersTooMany);
    if (blank(v.date)) fail('date', messages.dateRequired);
    else {
      const date = (v.date ?? '').trim();
      if (!parseIsoDate(date)) fail('date', messages.dateInvalid);
      else if (date < today) fail('date', messages.dateInPast);
      else if (isBeyondBookingHorizon(date, today)) fail('date', messages.dateTooFarAhead);
    }
    if (blank(v.time)) fail('time', messages.timeSlotRequired);
    else if (!parseTime((v.time ?? '').trim())) fail('time', messages.timeInvalid);
  })
  .transform((v) => ({
    firstname: (v.firstname ?? '').trim(),
    lastname: (v.lastname ?? '').trim(),
    handicap: parseHandicap(v.handicap) as number,
    email: (v.email ?? '').trim(),
    telephone: (v.telephone ?? '').trim(),
    adults: parseCount(v.adults) as number,
    juniors: parseCount(v.juniors) as number,
    date: (v.date ?? '').trim(),
    time: (v.time ?? '').trim(),
    remarks: (v.remarks ?? '').trim(),
  }));

export type GreenfeeRequest = z.output<typeof greenfeeRequestSchema>;
