import { z } from 'zod';

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

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube', 'x', 'tiktok'] as const;

export const clubDetails = z.object({
  name: z.string().trim().min(1, 'Enter the club’s name.').max(120),
  address: z.object({
    street: z.string().trim().min(1, 'Enter the street and number.').max(120),
    postalCode: z.string().trim().min(1, 'Enter the postal code.').max(12),
    city: z.string().trim().min(1, 'Enter the town.').max(80),
    /** ISO 3166-1 alpha-2: each language names the country. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'Enter a two-letter country code, such as BE.'),
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
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
  }),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl }))
    .max(SOCIAL_NETWORKS.length),
  membersUrl: httpsUrl,
  /** Who took the photos, shown in the footer (empty for none). */
  photoCredits: z.string().trim().max(300),
});
export type ClubDetails = z.infer<typeof clubDetails>;

/** GET /admin/club: the details and the version a save is made on. */
export const adminClubDetails = z.object({ version: z.number().int().positive(), club: clubDetails });
/** PUT /admin/club: 409 (documents.ts staleVersionAnswer) on an older version. */
export const saveClubBody = z.object({ version: z.number().int().positive(), club: clubDetails });
