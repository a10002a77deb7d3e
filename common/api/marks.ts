import { z } from 'zod';
import { isSafeSingleLine, UNSAFE_TEXT_REASON } from '../validation/text';
import { MEDIA_ID, publicPicture } from './media';

/**
 * The award marks of the home page and the brand marks of the golf shop (docs/product.md, Award and brand
 * marks): each list staff edit is in order, each mark a picture of the media library with its name and an
 * optional link. Stored as the document 'marks' (server/src/content/marks.ts), published at once.
 */

/** Enough for every label a club has won, and every brand a shop carries, on one row or two of a phone. */
export const MAX_AWARDS = 12;
export const MAX_BRANDS = 24;

const LINK_MESSAGE = 'Enter a full web address, starting with https://, or leave it empty.';

function isHttpsAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const oneLine = (max: number) => z.string().trim().max(max).refine(isSafeSingleLine, UNSAFE_TEXT_REASON);

/** Where a mark leads (the award's or the brand's own site); empty for none. */
const markLink = z
  .string()
  .trim()
  .max(300)
  .refine((text) => text === '' || isHttpsAddress(text), LINK_MESSAGE);

const markPicture = z.string().regex(MEDIA_ID, 'Choose the mark’s picture from the media library.');

export const awardMark = z.object({
  /** Per language: a label's name is translated ("Sample Coastal Course Label"); an empty one shows the English. */
  name: z.object({
    en: oneLine(120).min(1, 'Enter the award’s name in English.'),
    nl: oneLine(120),
    fr: oneLine(120),
    de: oneLine(120),
  }),
  /** The year it was awarded, shown under the name; null for none. */
  year: z
    .number('Enter the year as four digits, or leave it empty.')
    .int('Enter the year as four digits, or leave it empty.')
    .min(1850, 'Enter a year from 1850 to 2200, or leave it empty.')
    .max(2200, 'Enter a year from 1850 to 2200, or leave it empty.')
    .nullable(),
  mediaId: markPicture,
  link: markLink,
});
export type AwardMark = z.infer<typeof awardMark>;

export const brandMark = z.object({
  /** A brand's name is the same in every language: one name, which is also its logo's alt text when that has none. */
  name: oneLine(80).min(1, 'Enter the brand’s name.'),
  /** What the shop sells of it ("Knitwear"), per language; empty for none. */
  category: z.object({ en: oneLine(60), nl: oneLine(60), fr: oneLine(60), de: oneLine(60) }),
  mediaId: markPicture,
  link: markLink,
});
export type BrandMark = z.infer<typeof brandMark>;

/** The document 'marks': both lists, each in the order the page shows it. */
export const marksDocument = z.object({
  awards: z.array(awardMark).max(MAX_AWARDS, `At most ${MAX_AWARDS} award marks.`),
  brands: z.array(brandMark).max(MAX_BRANDS, `At most ${MAX_BRANDS} brand marks.`),
});
export type MarksDocument = z.infer<typeof marksDocument>;

/** GET /admin/marks: the marks, the version a save is made on, and who published them last ('seed': nobody yet). */
export const adminMarks = z.object({
  version: z.number().int().positive(),
  marks: marksDocument,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminMarks = z.infer<typeof adminMarks>;

/** PUT /admin/marks: saved and published at once; 409 with who saved first when `version` is not the latest. */
export const saveMarksBody = z.object({ version: z.number().int().positive(), marks: marksDocument });
export type SaveMarksBody = z.infer<typeof saveMarksBody>;

/** An award mark as the home page shows it, in the page's language. */
export const publicAward = z.object({
  name: z.string(),
  year: z.number().int().nullable(),
  link: z.string().nullable(),
  picture: publicPicture,
});
export type PublicAward = z.infer<typeof publicAward>;

/** GET /awards. */
export const awardsAnswer = z.object({ awards: z.array(publicAward) });
export type AwardsAnswer = z.infer<typeof awardsAnswer>;

/** A brand mark as the golf shop shows it, in the page's language. */
export const publicBrand = z.object({
  name: z.string(),
  /** '' for none. */
  category: z.string(),
  link: z.string().nullable(),
  picture: publicPicture,
});
export type PublicBrand = z.infer<typeof publicBrand>;

/** GET /brands; `sample` while the marks are still those of a new site, whose brand names are made up. */
export const brandsAnswer = z.object({ brands: z.array(publicBrand), sample: z.boolean() });
export type BrandsAnswer = z.infer<typeof brandsAnswer>;
