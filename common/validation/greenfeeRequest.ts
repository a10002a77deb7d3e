import { z } from 'zod';
import { isBeyondBookingHorizon } from '../rules/bookingHorizon';
import { clubToday, parseIsoDate, parseTime } from '../rules/clubTime';
import {
  type GreenfeeRequestField,
  MAX_PLAYERS_PER_FIELD,
  parseCount,
  parseHandicap,
} from './greenfeeRequestFields';
import { messages } from './messages';

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
