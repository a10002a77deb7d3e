import { z } from 'zod';
import { MAX_HANDICAP, MIN_HANDICAP } from '../validation/greenfeeRequest';
import { isoDate, localized } from './priceLists';

/**
 * The club's own rules (docs/product.md, Handicap limits and Holidays): what staff manage under
 * /admin/rules and every page, form and check states and enforces.
 */

const limit = z.number().min(MIN_HANDICAP).max(MAX_HANDICAP);

export const clubRules = z.object({
  /** The highest handicap allowed on the day: Monday to Thursday, and Friday to Sunday and holidays. */
  handicapLimits: z.object({ mondayToThursday: limit, fridayToSundayAndHolidays: limit }),
  /** Days the club adds to the computed Belgian public holidays. */
  holidays: z.array(z.object({ date: isoDate, name: localized })).max(100),
});
export type ClubRules = z.infer<typeof clubRules>;
