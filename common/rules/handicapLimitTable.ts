/**
 * The two handicap limits of docs/product.md, Handicap limits, alone: the shared messages name them, and
 * they load with every page (the English dictionary), which needs neither the calendar nor the holidays
 * that handicapLimits.ts decides a day's limit with.
 */
export const HANDICAP_LIMITS = { mondayToThursday: 34, fridayToSundayAndHolidays: 28 } as const;
