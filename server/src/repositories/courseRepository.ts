import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LocalizedText, RevisionSummary } from '../../../common/api/documents';
import {
  type AdminCourse,
  type Course,
  type CourseDocument,
  courseDocument,
  type Hole,
  textIn,
} from '../../../common/api/holes';
import type { PublicPicture } from '../../../common/api/media';
import { seedCourse } from '../../../common/config/course';
import type { Language } from '../../../common/i18n/languages';
import { type DocumentRow, type DocumentStore, MissingDocumentError } from '../content/documentStore';
import { publicPictures } from '../content/publicPictures';
import type { Db } from '../db/client';
import { HttpError } from '../lib/httpError';
import { courseChangeSummary } from './courseChanges';
import { dropLegacyCourseTables, readLegacyCourse } from './legacyCourseTables';

/**
 * The course (docs/product.md, Course data) as the 'course' document: staff save and publish it at once
 * (a revision and an audit line each time, pushed live on the topic 'course' by the store); GET /holes, the
 * rendered course pages and the score card read the published one, in the request's language.
 */
export const COURSE_DOCUMENT_KEY = 'course';

/** The library's pictures and videos by id, in a language (server/src/content/publicPictures.ts). */
export type PictureLookup = (
  ids: readonly string[],
  language: Language,
) => Promise<ReadonlyMap<string, PublicPicture>>;

const noPictures: PictureLookup = async () => new Map();

const ownText = (english: string, sample: LocalizedText | undefined): LocalizedText =>
  sample && sample.en === english ? sample : { en: english, nl: '', fr: '', de: '' };

/** The first document, and whether it is the course of the old tables (which may then go). */
export interface InitialCourse {
  course: CourseDocument;
  fromTables: boolean;
}

/**
 * The first document of an install that had its course in the old `tees` and `holes` tables (still there
 * only until then: legacyCourseTables.ts): their rows, with the sample's translations kept wherever the
 * English is still the sample's. A fresh install, which has no such tables, gets the sample.
 */
export async function initialCourse(db: Db, log?: FastifyBaseLogger): Promise<InitialCourse> {
  const sampleCourse = { course: seedCourse, fromTables: false };
  const legacy = await readLegacyCourse(db);
  if (!legacy || legacy.tees.length === 0 || legacy.holes.length === 0) return sampleCourse;
  const sampleTees = new Map(seedCourse.tees.map((tee) => [tee.id, tee]));
  const sampleHoles = new Map(seedCourse.holes.map((hole) => [hole.number, hole]));
  const fromRows: CourseDocument = {
    tees: legacy.tees.map(({ name, ...tee }) => ({
      ...tee,
      name: ownText(name, sampleTees.get(tee.id)?.name),
    })),
    holes: legacy.holes.map(({ name, description, ...hole }) => {
      const sample = sampleHoles.get(hole.number);
      return {
        ...hole,
        name: ownText(name, sample?.name),
        description: ownText(description, sample?.description),
        plan: null,
        picture: null,
        video: null,
      };
    }),
  };
  const checked = courseDocument.safeParse(fromRows);
  if (checked.success) return { course: checked.data, fromTables: true };
  // Rows the editor could not open (a colour that is no #rrggbb, a missing length): the sample goes live
  // instead, and the rows stay in their tables to be typed in again.
  log?.warn(
    { problem: checked.error.issues[0]?.message },
    'the course in the tees and holes tables cannot be used: the sample course is published instead',
  );
  return sampleCourse;
}

/** The course in a language: texts picked (an empty one is English), media ids made public pictures. */
export async function localizeCourse(
  document: CourseDocument,
  language: Language,
  pictures: PictureLookup = noPictures,
): Promise<Course> {
  const ids = [
    ...new Set(
      document.holes.flatMap((hole) =>
        [hole.plan, hole.picture, hole.video].filter((id): id is string => id !== null),
      ),
    ),
  ];
  const found = ids.length > 0 ? await pictures(ids, language) : new Map<string, PublicPicture>();
  // A medium deleted from the library since: the hole shows the site's own file again.
  const picture = (id: string | null) => (id === null ? null : (found.get(id) ?? null));
  return {
    tees: document.tees.map((tee) => ({ ...tee, name: textIn(tee.name, language) })),
    holes: document.holes.map(
      (hole): Hole => ({
        number: hole.number,
        name: textIn(hole.name, language),
        par: hole.par,
        strokeIndex: hole.strokeIndex,
        lengths: hole.lengths,
        description: textIn(hole.description, language),
        plan: picture(hole.plan),
        picture: picture(hole.picture),
        video: picture(hole.video),
      }),
    ),
  };
}

/** The course as staff edit it, with the version a save is made on and who saved it last. */
const forStaff = (row: DocumentRow<CourseDocument>): AdminCourse => ({
  version: row.version,
  course: row.published,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

export interface CourseRepositoryOptions {
  pictures?: PictureLookup;
}

/** A hole's media, and whether each one is a video. */
const MEDIA_FIELDS = [
  ['plan', false],
  ['picture', false],
  ['video', true],
] as const;

/**
 * Each medium a save names is in the library and of its kind: a plan or a picture is a photo or drawing, a
 * video a video. A 400 names the hole and the id, rather than a hole that quietly shows the site's file.
 */
async function checkMedia(course: CourseDocument, pictures: PictureLookup) {
  const ids = course.holes.flatMap((hole) => MEDIA_FIELDS.map(([field]) => hole[field]));
  const found = await pictures(
    ids.filter((id): id is string => id !== null),
    'en',
  );
  for (const hole of course.holes) {
    for (const [field, video] of MEDIA_FIELDS) {
      const id = hole[field];
      if (id === null) continue;
      const item = found.get(id);
      if (!item) throw new HttpError(400, `Hole ${hole.number}: there is no ${id} in the media library.`);
      if (Boolean(item.video) !== video)
        throw new HttpError(
          400,
          video
            ? `Hole ${hole.number}: the video must be a video of the media library; ${id} is a picture.`
            : `Hole ${hole.number}: the ${field} must be a picture of the media library; ${id} is a video.`,
        );
    }
  }
}

export function createCourseRepository(documents: DocumentStore, options: CourseRepositoryOptions = {}) {
  // One answer per published value and language: the store hands out the same object until it changes,
  // and the routes tag each answer once (routes/api/v1/holes.ts). Replaced when the library changes.
  let localized = new WeakMap<object, Map<Language, Promise<Course>>>();

  async function published(): Promise<CourseDocument> {
    const stored = await documents.published<CourseDocument>(COURSE_DOCUMENT_KEY);
    if (stored === null || typeof stored !== 'object') throw new MissingDocumentError(COURSE_DOCUMENT_KEY);
    return stored;
  }

  return {
    /**
     * Creates the document unless it exists: every start, every instance. Once it holds the old tables'
     * course, they are dropped; a set of rows that could not be used stays, to be typed in again.
     */
    async seed(db: Db, log?: FastifyBaseLogger): Promise<boolean> {
      if (await documents.get(COURSE_DOCUMENT_KEY)) return false;
      const first = await initialCourse(db, log);
      const seeded = await documents.seed(COURSE_DOCUMENT_KEY, first.course, 'The course of a new site');
      if (seeded && first.fromTables) await dropLegacyCourseTables(db);
      return seeded;
    },

    /** The published course, as staff wrote it (every language). */
    published,

    /** The published course in `language`: what GET /holes answers and the course pages are rendered with. */
    async get(language: Language): Promise<Course> {
      const document = await published();
      const byLanguage = localized.get(document) ?? new Map<Language, Promise<Course>>();
      localized.set(document, byLanguage);
      const known = byLanguage.get(language);
      if (known) return known;
      const made = localizeCourse(document, language, options.pictures);
      byLanguage.set(language, made);
      // A failed lookup is not kept: the next request tries again.
      made.catch(() => byLanguage.delete(language));
      return made;
    },

    /** The pictures' texts or files changed: the next answers look them up again. */
    forgetPictures() {
      localized = new WeakMap();
    },

    /** The course with the version staff save on (GET /admin/course). */
    async forStaff(): Promise<AdminCourse> {
      const row = await documents.get<CourseDocument>(COURSE_DOCUMENT_KEY);
      if (!row) throw new MissingDocumentError(COURSE_DOCUMENT_KEY);
      return forStaff(row);
    },

    /**
     * Saves and publishes the course on `version`, as one revision with its audit line; a StaleVersionError
     * (409, naming who saved first) when `version` is not the latest.
     */
    async save(actor: string, version: number, course: CourseDocument): Promise<AdminCourse> {
      await checkMedia(course, options.pictures ?? noPictures);
      const row = await documents.savePublished<CourseDocument>(
        actor,
        COURSE_DOCUMENT_KEY,
        version,
        course,
        (before) => courseChangeSummary(before, course),
      );
      return forStaff(row);
    },

    /** What publishing recorded, newest first (GET /admin/course/revisions). */
    revisions: (): Promise<RevisionSummary[]> => documents.revisions(COURSE_DOCUMENT_KEY),

    /**
     * Publishes revision `n` again on `version`, as a new revision; 404 without it, 409 when stale. A
     * medium that has left the library since shows the site's own file again, as after a deletion.
     */
    async restore(actor: string, n: number, version: number): Promise<AdminCourse> {
      return forStaff(await documents.restore<CourseDocument>(actor, COURSE_DOCUMENT_KEY, n, version));
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    courseRepository: CourseRepository;
  }
}

export default fp(
  async function courseRepository(app: FastifyInstance) {
    const repository = createCourseRepository(app.documents, {
      pictures: (ids, language) => publicPictures(app.db, ids, language),
    });
    await repository.seed(app.db, app.log);
    // A picture's alt text or caption changed, or it left the library: the holes show the new state.
    app.live.subscribe((change) => {
      if (change.topic === 'media') repository.forgetPictures();
    });
    app.decorate('courseRepository', repository);
  },
  { name: 'course-repository', dependencies: ['database', 'document-store', 'live'] },
);
