import { z } from 'zod';
import type { Language } from '../i18n/languages';

/** A set of tee markers, with the rating the handicap system needs. */
export const tee = z.object({
  id: z.string().regex(/^[a-z]+$/),
  name: z.string(),
  /** CSS colour of the marker, for the score card and the tables. */
  colour: z.string(),
  courseRating: z.number(),
  slope: z.number().int().min(55).max(155),
});
export type Tee = z.infer<typeof tee>;

export const hole = z.object({
  number: z.number().int().min(1).max(18),
  name: z.string(),
  par: z.number().int().min(3).max(5),
  strokeIndex: z.number().int().min(1).max(18),
  /** metres, keyed by tee id */
  lengths: z.record(z.string(), z.number().int().positive()),
  description: z.string(),
});
export type Hole = z.infer<typeof hole>;

/** GET /api/v1/holes: the course, as one document. */
export const course = z.object({
  tees: z.array(tee),
  holes: z.array(hole),
});
export type Course = z.infer<typeof course>;

/**
 * The site's languages, written out rather than imported from common/i18n/languages.ts: a value import
 * here split that module into a chunk of its own on the home page (docs/product.md, Speed budgets).
 * The type keeps the two lists the same.
 */
const SCORE_CARD_LANGUAGES = ['en', 'nl', 'fr', 'de'] as const satisfies readonly Language[];
type MissingLanguage = Exclude<Language, (typeof SCORE_CARD_LANGUAGES)[number]>;
const everyLanguage: [MissingLanguage] extends [never] ? true : MissingLanguage = true;
void everyLanguage;

/**
 * GET /holes/scorecard.pdf?lang=nl: the card's language, the page's that links to it (docs/product.md,
 * Course Overview). Without it, the request's Accept-Language decides.
 */
export const scoreCardQuery = z.object({
  lang: z.enum(SCORE_CARD_LANGUAGES, { error: 'lang must be one of en, nl, fr or de.' }).optional(),
});
