import { z } from 'zod';
import { MAX_HANDICAP, MIN_HANDICAP } from '../validation/greenfeeRequestFields';
import { isoDate, localized } from './fields';

/**
 * The club's own rules (docs/product.md, Handicap limits and Holidays): what staff manage under
 * /admin/rules and every page, form and check states and enforces.
 */

const LIMIT_RANGE = `A limit is a handicap from ${MIN_HANDICAP} to ${MAX_HANDICAP}.`;
const limit = z.number({ error: LIMIT_RANGE }).min(MIN_HANDICAP, LIMIT_RANGE).max(MAX_HANDICAP, LIMIT_RANGE);

export const clubRules = z.object({
  /** The highest handicap allowed on the day: Monday to Thursday, and Friday to Sunday and holidays. */
  handicapLimits: z.object({ mondayToThursday: limit, fridayToSundayAndHolidays: limit }),
  /** Days the club adds to the computed Belgian public holidays. */
  holidays: z.array(z.object({ date: isoDate, name: localized })).max(100),
});
export type ClubRules = z.infer<typeof clubRules>;

/** GET /rules?from=yyyy&to=yyyy: the years whose holidays the answer lists (this year and next by default). */
export const MAX_RULES_YEARS = 5;
export const rulesQuery = z
  .object({
    from: z.coerce.number().int().min(1900).max(2999).optional(),
    to: z.coerce.number().int().min(1900).max(2999).optional(),
  })
  .refine(
    ({ from, to }) => from === undefined || to === undefined || (from <= to && to - from < MAX_RULES_YEARS),
    {
      message: `Ask for at most ${MAX_RULES_YEARS} years, from the first to the last.`,
    },
  );

const clockTime = z.object({ hour: z.number().int(), minute: z.number().int() });

/**
 * GET /rules (docs/product.md, Handicap limits and Holidays): what every public page and the booking form
 * state and check, from the stored rules and the tee sheet's saved settings.
 */
export const publicRules = z.object({
  handicapLimits: clubRules.shape.handicapLimits,
  /** The club's own holidays, every language, as staff entered them: the form decides a day's limit by them. */
  clubHolidays: clubRules.shape.holidays,
  /** Every holiday of the years asked, Belgian and the club's, by date, named in the request's language. */
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** The tee times reserved for members, [from, to); from = to means none. */
  membersOnly: z.object({ from: clockTime, to: clockTime }),
});
export type PublicRules = z.infer<typeof publicRules>;
