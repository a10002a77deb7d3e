import { z } from 'zod';
import { localizedText } from './documents';

/**
 * The club's details (docs/product.md, Club details): staff edit them in the admin (PUT /admin/club, saved
 * and published at once with a revision); the footer, the contact section, the structured data, the mails
 * and the score card use them. A fresh install has the neutral sample values of common/config/club.ts.
 */
const httpsUrl = z
  .string()
  .max(300)
  .url('Enter a full web address, starting with https://.')
  .refine((url) => url.startsWith('https://'), 'Enter a full web address, starting with https://.');

/**
 * A region Intl can name: ZZ ("Unknown Region") and unassigned codes are none. Anything but two capitals
 * is left to the format's own message (Intl would throw on it).
 */
function isKnownRegion(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return true;
  if (code === 'ZZ') return false;
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube', 'x', 'tiktok'] as const;

export const clubDetails = z.object({
  name: z.string().trim().min(1, 'Enter the club’s name.').max(120),
  /**
   * The line under the club's name in the footer, per language: an empty one shows the English (marked),
   * an empty English none at all.
   */
  tagline: localizedText(200),
  address: z.object({
    street: z.string().trim().min(1, 'Enter the street and number.').max(120),
    postalCode: z.string().trim().min(1, 'Enter the postal code.').max(12),
    city: z.string().trim().min(1, 'Enter the town.').max(80),
    /** ISO 3166-1 alpha-2: each language names the country (the server, with Intl.DisplayNames). */
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Enter a two-letter country code, such as BE.')
      .refine(isKnownRegion, 'Enter the two-letter code of a country, such as BE.'),
  }),
  /** As dialled from abroad: +32 50 00 00 00. */
  phone: z
    .string()
    .trim()
    .regex(
      /^\+[0-9][0-9 ]{6,20}$/,
      'Enter the telephone number with its country code, such as +32 50 00 00 00.',
    ),
  email: z.string().trim().max(200).email('Enter an e-mail address.'),
  map: z.object({
    lat: z
      .number('Enter the latitude, a number from -90 to 90, such as 51.33.')
      .min(-90, 'Enter the latitude, a number from -90 to 90, such as 51.33.')
      .max(90, 'Enter the latitude, a number from -90 to 90, such as 51.33.'),
    lon: z
      .number('Enter the longitude, a number from -180 to 180, such as 3.25.')
      .min(-180, 'Enter the longitude, a number from -180 to 180, such as 3.25.')
      .max(180, 'Enter the longitude, a number from -180 to 180, such as 3.25.'),
  }),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl }))
    .max(SOCIAL_NETWORKS.length),
  membersUrl: httpsUrl,
  /** Who took the photos, shown in the footer (empty for none). */
  photoCredits: z.string().trim().max(300),
});
export type ClubDetails = z.infer<typeof clubDetails>;

/**
 * GET /club: the details, the club's country named in the request's language (the server names it as the
 * mails do; public pages carry no Intl) and the tagline in that language (`fallback`: the language's was
 * empty and this is the English one, marked lang="en"). The footer, the contact section and the structured
 * data read it.
 */
export const publicClubDetails = clubDetails.extend({
  countryName: z.string(),
  tagline: z.object({ text: z.string(), fallback: z.boolean() }),
});
export type PublicClubDetails = z.infer<typeof publicClubDetails>;

/** GET /admin/club: the details, the version a save is made on, and who published them last ('seed': nobody yet). */
export const adminClubDetails = z.object({
  version: z.number().int().positive(),
  club: clubDetails,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminClubDetails = z.infer<typeof adminClubDetails>;
/** PUT /admin/club: 409 (documents.ts staleVersionAnswer) on an older version. */
export const saveClubBody = z.object({ version: z.number().int().positive(), club: clubDetails });
export type SaveClubBody = z.infer<typeof saveClubBody>;
