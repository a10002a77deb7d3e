import { z } from 'zod';
import { HOLE_COUNT } from '../config/publicRoutes';
import type { Language } from '../i18n/languages';
import { type LocalizedText, localizedText } from './documents';
import { publicPicture } from './media';

/**
 * The course (docs/product.md, Course data): staff edit it in the admin (PUT /admin/course, saved and
 * published at once with a revision, server/src/content/documentStore.ts key 'course'); the holes pages,
 * the course map, the stroke table and the score card follow it. Texts are stored per language; an empty
 * one shows the English on the public pages.
 */

/** The route table's count: every hole has its address (/holes/hole-{n}-page). */
export { HOLE_COUNT };
export const MAX_TEES = 6;
/** Course ratings and slopes the World Handicap System gives an 18-hole course. */
export const COURSE_RATING_RANGE = { min: 50, max: 85 } as const;
export const SLOPE_RANGE = { min: 55, max: 155 } as const;
/** Longer than any hole is: a typing slip (4100 for 410) is refused rather than printed on the card. */
export const MAX_HOLE_METRES = 800;

const teeId = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,23}$/, 'A tee id is lower-case letters, digits and dashes, such as "white".');
/** A picture or video of the media library (common/api/media.ts). */
const mediaId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A media id is letters, digits, dashes and underscores.')
  .nullable();

/** Text in four languages whose English, the fallback of every other, must be there. */
const withEnglish = (max: number, missing: string) =>
  localizedText(max).refine((text) => text.en.trim() !== '', { message: missing, path: ['en'] });

const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** A set of tee markers as staff edit it: its name per language, colour and ratings. */
export const courseTee = z.object({
  id: teeId,
  name: withEnglish(40, 'Give the tee an English name.'),
  /** The marker's colour, for the score card and the tables. */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A tee colour is written #rrggbb, such as #e8c547.'),
  courseRating: z
    .number({ error: 'Enter the course rating, such as 71.2.' })
    .min(COURSE_RATING_RANGE.min, 'A course rating is between 50.0 and 85.0.')
    .max(COURSE_RATING_RANGE.max, 'A course rating is between 50.0 and 85.0.')
    .refine(hasOneDecimal, 'A course rating has at most one decimal, such as 71.2.'),
  slope: z
    .number({ error: 'Enter the slope rating, such as 128.' })
    .int('A slope rating is a whole number from 55 to 155.')
    .min(SLOPE_RANGE.min, 'A slope rating is a whole number from 55 to 155.')
    .max(SLOPE_RANGE.max, 'A slope rating is a whole number from 55 to 155.'),
});
export type CourseTee = z.infer<typeof courseTee>;

const parMessage = 'A hole’s par is 3, 4 or 5.';
const strokeIndexMessage = 'A stroke index is a whole number from 1 to 18.';
const metresMessage = `A length is a whole number of metres from 1 to ${MAX_HOLE_METRES}.`;

/** A hole as staff edit it: texts per language, par, stroke index, lengths per tee and its media. */
export const courseHole = z.object({
  number: z.number().int().min(1).max(HOLE_COUNT),
  name: withEnglish(60, 'Give the hole an English name.'),
  description: withEnglish(1000, 'Give the hole an English description.'),
  par: z.number({ error: parMessage }).int(parMessage).min(3, parMessage).max(5, parMessage),
  strokeIndex: z
    .number({ error: strokeIndexMessage })
    .int(strokeIndexMessage)
    .min(1, strokeIndexMessage)
    .max(HOLE_COUNT, strokeIndexMessage),
  /** Metres, keyed by tee id: one for every tee of the course. */
  lengths: z.record(
    teeId,
    z
      .number({ error: metresMessage })
      .int(metresMessage)
      .positive(metresMessage)
      .max(MAX_HOLE_METRES, metresMessage),
  ),
  /** The plan drawing, the poster picture and the background video; null: the site's own files. */
  plan: mediaId,
  picture: mediaId,
  video: mediaId,
});
export type CourseHole = z.infer<typeof courseHole>;

/**
 * The whole course as one document: checked as a whole, so that a save can never leave the card without a
 * hole, two holes with one stroke index, or a tee without a length.
 */
export const courseDocument = z
  .object({
    tees: z
      .array(courseTee)
      .min(1, 'The course needs at least one tee.')
      .max(MAX_TEES, `A course has at most ${MAX_TEES} tees.`),
    holes: z.array(courseHole),
  })
  .superRefine((course, ctx) => {
    if (course.holes.length !== HOLE_COUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['holes'],
        message: `The course has ${HOLE_COUNT} holes, not ${course.holes.length}.`,
      });
      return;
    }
    const teeIds = new Set<string>();
    course.tees.forEach((tee, index) => {
      if (teeIds.has(tee.id))
        ctx.addIssue({
          code: 'custom',
          path: ['tees', index, 'id'],
          message: `Two tees have the id "${tee.id}".`,
        });
      teeIds.add(tee.id);
    });
    const holeOfIndex = new Map<number, number>();
    course.holes.forEach((hole, index) => {
      if (hole.number !== index + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['holes', index, 'number'],
          message: `The holes are numbered 1 to ${HOLE_COUNT} in order: hole ${index + 1} is numbered ${hole.number}.`,
        });
      const first = holeOfIndex.get(hole.strokeIndex);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['holes', index, 'strokeIndex'],
          message: `Stroke index ${hole.strokeIndex} is given to holes ${first} and ${index + 1}: each of 1 to ${HOLE_COUNT} goes to one hole.`,
        });
      else holeOfIndex.set(hole.strokeIndex, index + 1);
      for (const tee of course.tees) {
        if (hole.lengths[tee.id] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['holes', index, 'lengths', tee.id],
            message: `Hole ${index + 1} needs a length from the ${tee.name.en || tee.id} tee.`,
          });
      }
      for (const id of Object.keys(hole.lengths)) {
        if (!teeIds.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['holes', index, 'lengths', id],
            message: `Hole ${index + 1} has a length for the tee "${id}", which the course does not have.`,
          });
      }
    });
  });
export type CourseDocument = z.infer<typeof courseDocument>;

/** GET /admin/course: the course, the version a save is made on, and who saved it last. */
export const adminCourse = z.object({
  version: z.number().int().positive(),
  course: courseDocument,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourse>;

/** PUT /admin/course: saved and published at once; 409 (documents.ts staleVersionAnswer) on an older version. */
export const saveCourseBody = z.object({
  version: z.number().int().positive('Reload the course: the version is missing.'),
  course: courseDocument,
});
export type SaveCourseBody = z.infer<typeof saveCourseBody>;

/** A tee as the public pages show it: its name in the page's language. */
export const tee = z.object({
  id: z.string(),
  name: z.string(),
  /** CSS colour of the marker, for the score card and the tables. */
  colour: z.string(),
  courseRating: z.number(),
  slope: z.number().int(),
});
export type Tee = z.infer<typeof tee>;

/** A hole as the public pages show it, in the page's language; a null medium is the site's own file. */
export const hole = z.object({
  number: z.number().int().min(1).max(HOLE_COUNT),
  name: z.string(),
  par: z.number().int().min(3).max(5),
  strokeIndex: z.number().int().min(1).max(HOLE_COUNT),
  /** metres, keyed by tee id */
  lengths: z.record(z.string(), z.number().int().positive()),
  description: z.string(),
  plan: publicPicture.nullable(),
  picture: publicPicture.nullable(),
  video: publicPicture.nullable(),
});
export type Hole = z.infer<typeof hole>;

/** GET /api/v1/holes: the course in the request's language, as one document. */
export const course = z.object({
  tees: z.array(tee),
  holes: z.array(hole),
});
export type Course = z.infer<typeof course>;

/** A stored text in `language`; an empty one is the English (docs/product.md, Content). */
export const textIn = (text: LocalizedText, language: Language) =>
  text[language].trim() === '' ? text.en : text[language];

/**
 * The site's languages, written out rather than imported from common/i18n/languages.ts: a value import
 * here split that module into a chunk of its own on the home page (docs/product.md, Speed budgets).
 * The type keeps the two lists the same.
 */
const COURSE_LANGUAGES = ['en', 'nl', 'fr', 'de'] as const satisfies readonly Language[];
type MissingLanguage = Exclude<Language, (typeof COURSE_LANGUAGES)[number]>;
const everyLanguage: [MissingLanguage] extends [never] ? true : MissingLanguage = true;
void everyLanguage;

/**
 * GET /holes?lang=nl and GET /holes/scorecard.pdf?lang=nl: the answer's language, the page's that asks
 * (docs/product.md, Course Overview). Without it, the request's Accept-Language decides.
 */
export const courseLanguageQuery = z.object({
  lang: z.enum(COURSE_LANGUAGES, { error: 'lang must be one of en, nl, fr or de.' }).optional(),
});
export const scoreCardQuery = courseLanguageQuery;
