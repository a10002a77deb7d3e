import { z } from 'zod';
import { isSafeSingleLine, UNSAFE_TEXT_REASON } from '../validation/text';

/** The content keys of docs/product.md, Content keys. */
export const contentKeys = [
  'course-status',
  'course-status-info',
  'home-page-header-image',
  'vlinder',
  'menu',
  'bod-page-data',
] as const;
export type ContentKey = (typeof contentKeys)[number];

/**
 * The keys staff write in each language (docs/product.md, Staff texts in four languages). A language's
 * version of course-status and menu is the whole text; of course-status-info only its winterGreens, as the
 * switches are the same in every language. The other keys are the same in every language.
 */
export const translatedContentKeys = ['course-status', 'course-status-info', 'menu'] as const;
export type TranslatedContentKey = (typeof translatedContentKeys)[number];

export const isTranslatedContentKey = (key: string): key is TranslatedContentKey =>
  (translatedContentKeys as readonly string[]).includes(key);

export const contentKeyParams = z.object({
  key: z.string().min(1).max(100).refine(isSafeSingleLine, UNSAFE_TEXT_REASON),
});
export const websiteContent = z.object({ content: z.string() });
export type WebsiteContent = z.infer<typeof websiteContent>;

/**
 * course-status-info, as its JSON content (the spelling "prefferedLies" is the contract's:
 * docs/product.md, Content keys).
 */
export const courseStatusInfo = z.object({
  courseStatus: z.boolean(),
  summerGreens: z.boolean(),
  winterGreens: z.union([z.number(), z.string()]),
  buggies: z.boolean(),
  prefferedLies: z.boolean(),
  drivingRange: z.boolean(),
});
export type CourseStatusInfo = z.infer<typeof courseStatusInfo>;

/**
 * winterGreens as staff type it: whole numbers stay numbers ("2" → 2), an empty field is none (0), anything
 * else is kept as text ("All").
 */
export function winterGreensFromText(typed: string): number | string {
  const text = typed.trim();
  if (text === '') return 0;
  return /^\d{1,4}$/.test(text) ? Number(text) : text;
}

/** The header image's alt text in one language: one line, as the picture's description. */
const headerImageAltText = z
  .string()
  .max(300)
  .refine((text) => isSafeSingleLine(text), UNSAFE_TEXT_REASON);

/**
 * home-page-header-image: the picture, and its alt text in the four languages; an empty language shows the
 * English. Content saved before alt texts existed has none: the picture then shows as decoration (alt="").
 */
export const headerImage = z.object({
  files: z
    .array(
      z.object({
        fileUrl: z.string().min(1),
        alt: z
          .object({
            en: headerImageAltText,
            nl: headerImageAltText,
            fr: headerImageAltText,
            de: headerImageAltText,
          })
          .optional(),
      }),
    )
    .min(1),
});
export type HeaderImage = z.infer<typeof headerImage>;

/** vlinder: the club's weather station reading. */
export const weather = z.object({
  wind: z.number(),
  humidity: z.number(),
  temperature: z.number(),
  airPressure: z.number(),
  windDirection: z.number().optional(),
  time: z.string().optional(),
  /** The station's own word: Ok, or Offline. */
  status: z.enum(['Ok', 'Offline']).optional(),
});
export type Weather = z.infer<typeof weather>;

// The rule on a reading's age lives without zod, for the first screen's JavaScript.
export { isCurrentWeather, WEATHER_STALE_MINUTES } from '../rules/weather';

/** A board member's category and title in one language; a missing or blank one shows the English. */
const boardMemberVersion = z.object({ category: z.string().max(200), title: z.string().max(200) }).partial();

/**
 * bod-page-data: the board, as a JSON array. `category` and `title` are the English ones, which every
 * member has; `translations` their Dutch, French and German versions (docs/product.md, Who's Who). A board
 * saved before the versions existed has none, and shows the English in every language until staff add them.
 */
export const boardMember = z.object({
  category: z.string().min(1),
  title: z.string().min(1),
  name: z.string().optional(),
  image: z.string().min(1),
  translations: z
    .object({ nl: boardMemberVersion, fr: boardMemberVersion, de: boardMemberVersion })
    .partial()
    .optional(),
});
export const boardMembers = z.array(boardMember);
export type BoardMember = z.infer<typeof boardMember>;
