import { z } from 'zod';
import { DAYS_IN_MONTH } from '../rules/seasons';

/**
 * Fields that the schemas of staff-edited data share: price lists (priceLists.ts), the club's rules and
 * opening hours. Apart from the price lists' schemas, so that a page that reads only the rules or the
 * hours does not build those (issue 38, TBT).
 */

/** A text per language; an empty translation falls back to English. */
export const localized = z.object({
  en: z.string().trim().min(1, 'Enter the English text.').max(500),
  nl: z.string().trim().max(500),
  fr: z.string().trim().max(500),
  de: z.string().trim().max(500),
});
export type Localized = z.infer<typeof localized>;

/** A day of the year, 29 February included. */
export const monthDay = z
  .object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) })
  .refine(({ month, day }) => day <= (DAYS_IN_MONTH[month - 1] ?? 0), 'No such day in that month.');

/** 'HH:MM', 00:00 to 23:59. */
export const clockText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write a time as HH:MM.');

/** A date that exists, as yyyy-mm-dd. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write a date as yyyy-mm-dd.')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'No such date.');
