import { z } from 'zod';
import { isBeyondBookingHorizon } from '../rules/bookingHorizon';
import { clubToday, parseIsoDate, parseTime } from '../rules/clubTime';
import { messages } from './messages';
import { MAX_TABLE_PERSONS, type TableRequestField, tableRequestFields } from './tableRequestFields';

/** "2025-06-01" or "2025-06-01T19:30" (a date, or a datetime-local value). */
export function parseTableDate(text: string): { date: string; time: string | null } | null {
  const [datePart = '', timePart] = text.split('T');
  if (!parseIsoDate(datePart)) return null;
  if (timePart === undefined) return { date: datePart, time: null };
  return parseTime(timePart) ? { date: datePart, time: timePart } : null;
}

const blank = (v: string | undefined) => (v ?? '').trim() === '';
const field = z.string().optional();

export const tableRequestSchema = z
  .object({ fullname: field, persons: field, phone: field, email: field, date: field })
  .superRefine((v, ctx) => {
    const today = clubToday();
    const fail = (path: TableRequestField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const missing = (Object.keys(tableRequestFields) as TableRequestField[]).find((k) => blank(v[k]));
    if (missing) {
      fail(missing, messages.tableDetailsMissing);
      return;
    }
    const persons = Number((v.persons ?? '').trim());
    if (!/^\d{1,3}$/.test((v.persons ?? '').trim()) || persons < 1 || persons > MAX_TABLE_PERSONS) {
      fail('persons', messages.personsInvalid);
    }
    const when = parseTableDate((v.date ?? '').trim());
    if (!when) fail('date', messages.dateInvalid);
    else if (when.date < today) fail('date', messages.dateInPast);
    else if (isBeyondBookingHorizon(when.date, today)) fail('date', messages.dateTooFarAhead);
  })
  .transform((v) => ({
    fullname: (v.fullname ?? '').trim(),
    persons: Number((v.persons ?? '').trim()),
    phone: (v.phone ?? '').trim(),
    email: (v.email ?? '').trim(),
    date: (v.date ?? '').trim(),
  }));

export type TableRequest = z.output<typeof tableRequestSchema>;
