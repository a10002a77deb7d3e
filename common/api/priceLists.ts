import { z } from 'zod';
import { type MonthDay, seasonCoverageProblem } from '../rules/seasons';
import { FEE_IDS, type FeeId } from './feeIds';
import { clockText, isoDate, localized, monthDay } from './fields';

/**
 * Price lists (docs/product.md, Seasons and prices): the data staff manage under /admin/price-lists, and
 * the public answer of GET /prices/{date}.
 */

export const seasonKey = z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'A season key is a-z, 0-9 and -.');

const euros = (max: number) => z.number().int().min(0).max(max);
const perSeason = <T extends z.ZodType>(value: T) => z.record(seasonKey, value);
const fees = perSeason(euros(10_000));

/** The shape of a list, its texts either per language (staff) or resolved to one language (public). */
function priceListShape<T extends z.ZodType>(text: T) {
  return {
    name: text,
    effectiveFrom: isoDate,
    seasons: z
      .array(z.object({ key: seasonKey, name: text, from: monthDay, to: monthDay }))
      .min(1)
      .max(4),
    greenFees: z.object({
      weekday: fees,
      weekend: fees,
      groupWeekday: fees,
      groupWeekend: fees,
      twilight: fees,
      dayFee: fees,
    }),
    twilightFrom: perSeason(clockText),
    /** The whole group from this many players pays the group fees. */
    groupSize: z.number().int().min(2).max(100),
    junior: z.object({
      /** Players younger than this are juniors. */
      underAge: z.number().int().min(1).max(30),
      percent: z.number().int().min(0).max(100),
      /** The fees that carry the discount (the asterisked ones). */
      fees: z
        .array(z.enum(FEE_IDS))
        .refine((ids) => new Set(ids).size === ids.length, 'A fee is named twice.'),
    }),
    /** Members of an at-golf scheme pay this much more per green fee. */
    atGolfSurcharge: euros(1000),
    products: z.object({
      seasonTicket: z.object({
        label: text,
        rounds: z.number().int().min(1).max(1000),
        price: euros(100_000),
        note: text,
      }),
      drivingRange: z.object({
        label: text,
        minutes: z.number().int().min(1).max(1440),
        adultPrice: euros(1000),
        juniorPrice: euros(1000),
        juniorUnderAge: z.number().int().min(1).max(30),
        note: text,
      }),
      buggy: z.object({
        label: text,
        pricePerRound: euros(1000),
        driverMinAge: z.number().int().min(14).max(99),
        availableUntil: perSeason(clockText),
        note: text,
      }),
    }),
    notes: text,
  };
}

interface SeasonedBody {
  seasons: { key: string; from: MonthDay; to: MonthDay }[];
  greenFees: Record<FeeId, Record<string, number>>;
  twilightFrom: Record<string, string>;
  products: { buggy: { availableUntil: Record<string, string> } };
}

/** Seasons with unique keys that cover each day once, and every per-season value given for exactly those. */
function checkSeasons(body: SeasonedBody, ctx: z.RefinementCtx): void {
  const keys = body.seasons.map((season) => season.key);
  if (new Set(keys).size !== keys.length) {
    ctx.addIssue({ code: 'custom', path: ['seasons'], message: 'Two seasons have the same key.' });
    return;
  }
  const coverage = seasonCoverageProblem(body.seasons);
  if (coverage) ctx.addIssue({ code: 'custom', path: ['seasons'], message: coverage });
  const perSeasonValues: [(string | number)[], Record<string, unknown>][] = [
    ...FEE_IDS.map((id): [(string | number)[], Record<string, unknown>] => [
      ['greenFees', id],
      body.greenFees[id],
    ]),
    [['twilightFrom'], body.twilightFrom],
    [['products', 'buggy', 'availableUntil'], body.products.buggy.availableUntil],
  ];
  for (const [path, record] of perSeasonValues) {
    for (const key of Object.keys(record)) {
      if (!keys.includes(key))
        ctx.addIssue({ code: 'custom', path: [...path, key], message: `No season ${key}.` });
    }
    for (const key of keys) {
      if (!(key in record))
        ctx.addIssue({ code: 'custom', path: [...path, key], message: `Season ${key} is missing.` });
    }
  }
}

/** A whole list without its id: what POST and PUT /admin/price-lists take. */
export const priceListBody = z.object(priceListShape(localized)).superRefine(checkSeasons);
export type PriceListBody = z.infer<typeof priceListBody>;

export const priceList = z.object({ id: z.number().int(), ...priceListShape(localized) });
export type PriceList = z.infer<typeof priceList>;

export const priceListsResponse = z.array(priceList);
export type PriceListsResponse = z.infer<typeof priceListsResponse>;

export const priceListCreated = z.object({ id: z.number().int() });
export type PriceListCreated = z.infer<typeof priceListCreated>;

export const priceListIdParams = z.object({ id: z.coerce.number().int().positive() });
export const priceDateParams = z.object({ date: isoDate });

/** GET /prices/{date}: the list in force on that date, its texts in the request's language. */
export const publicPriceList = z.object({ id: z.number().int(), ...priceListShape(z.string()) });
export type PublicPriceList = z.infer<typeof publicPriceList>;

/**
 * The answer of GET /prices/{date}: the list in force on that date, and the next list after it, if staff
 * have entered one, so that the Green Fees page can say "From {date}: {name}" and link to it.
 */
export const priceListAnswer = z.object({
  list: publicPriceList,
  next: z.object({ effectiveFrom: isoDate, name: z.string() }).nullable(),
});
export type PriceListAnswer = z.infer<typeof priceListAnswer>;
