import { isDeepStrictEqual } from 'node:util';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RevisionSummary } from '../../../common/api/documents';
import {
  type AdminMarks,
  type AwardsAnswer,
  type BrandsAnswer,
  type MarksDocument,
  marksDocument,
} from '../../../common/api/marks';
import type { PublicPicture } from '../../../common/api/media';
import type { Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { PageQuerySource } from '../lib/pageQueries';
import { type DocumentRow, type DocumentStore, MissingDocumentError } from './documentStore';
import { textIn } from './publicPage';
import { publicPictures } from './publicPictures';
import { seedMarks } from './seed/marks';

declare module '../lib/pageQueries' {
  interface PageBundle {
    /** The home page's award marks (features/awards/api/getAwards.ts). */
    awardsQueryKey?(language: Language): readonly unknown[];
    /** The golf shop's brand marks (features/brands/api/getBrands.ts). */
    brandsQueryKey?(language: Language): readonly unknown[];
  }
}

/**
 * The award and brand marks (docs/product.md, Award and brand marks) as the document 'marks' of the store:
 * staff save and publish both lists at once (a revision, an audit line, a 409 naming who saved first), and
 * the home page and the golf shop show the published ones. A document rather than a content key: the
 * store gives versions, history and the audit for free, and the media library counts a picture a document
 * names as used (mediaUsage.ts), so a mark's picture cannot be deleted while it is shown. No migration.
 *
 * A change is announced on the live topic 'media': the marks are the library's pictures in use, so the
 * library's "used on" changes with them, and a picture's alt text staff edit changes the marks.
 */
export const MARKS_DOCUMENT_KEY = 'marks';

/** Both lists' words for the history: "Changed the award marks, brand marks". */
export function changeSummary(before: MarksDocument, after: MarksDocument): string {
  const changed = [
    ...(isDeepStrictEqual(before.awards, after.awards) ? [] : ['award marks']),
    ...(isDeepStrictEqual(before.brands, after.brands) ? [] : ['brand marks']),
  ];
  return changed.length === 0 ? 'Saved the marks unchanged' : `Changed the ${changed.join(', ')}`;
}

const forStaff = (row: DocumentRow<MarksDocument>): AdminMarks => ({
  version: row.version,
  marks: row.published,
  updatedAt: row.publishedAt.toISOString(),
  updatedBy: row.publishedBy,
});

const mediaIdsOf = (marks: MarksDocument) => [
  ...new Set([...marks.awards, ...marks.brands].map((mark) => mark.mediaId)),
];

/** 400 naming the first mark whose picture the library does not hold, or which is a video. */
async function checkPictures(db: Db, marks: MarksDocument): Promise<void> {
  const ids = mediaIdsOf(marks);
  if (ids.length === 0) return;
  const rows = await db.select({ id: media.id, kind: media.kind }).from(media).where(inArray(media.id, ids));
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  for (const id of ids) {
    if (!kinds.has(id)) {
      throw new HttpError(400, `The media library has no picture "${id}": choose another one.`);
    }
    if (kinds.get(id) === 'video') {
      throw new HttpError(400, `"${id}" is a video: a mark is a picture, so choose a photo or a drawing.`);
    }
  }
}

const linkOrNull = (link: string) => (link === '' ? null : link);

export function createMarks(
  db: Db,
  documents: DocumentStore,
  { onChange = async () => {} }: { onChange?: () => Promise<void> } = {},
) {
  async function row(): Promise<DocumentRow<MarksDocument>> {
    const stored = await documents.get<MarksDocument>(MARKS_DOCUMENT_KEY);
    if (!stored) throw new MissingDocumentError(MARKS_DOCUMENT_KEY);
    return stored;
  }

  /** The published marks with their pictures in `language`; a mark whose picture is gone is left out. */
  async function published(language: Language) {
    const stored = await row();
    // Saves are checked against the same schema; a row changed by hand that breaks it (a link that is no
    // web address) fails loudly here rather than reaching a page.
    const marks = marksDocument.parse(stored.published);
    const pictures: ReadonlyMap<string, PublicPicture> = await publicPictures(
      db,
      mediaIdsOf(marks),
      language,
    );
    const awards: AwardsAnswer = {
      awards: marks.awards.flatMap((mark) => {
        const picture = pictures.get(mark.mediaId);
        if (!picture) return [];
        const name = textIn(mark.name, language).text;
        return [{ name, year: mark.year, link: linkOrNull(mark.link), picture }];
      }),
    };
    const brands: BrandsAnswer = {
      brands: marks.brands.flatMap((mark) => {
        const picture = pictures.get(mark.mediaId);
        if (!picture) return [];
        // A logo staff gave no alt text is named by the brand, which is what it reads.
        const alt = picture.alt || mark.name;
        const category = textIn(mark.category, language).text;
        return [{ name: mark.name, category, link: linkOrNull(mark.link), picture: { ...picture, alt } }];
      }),
      sample: stored.publishedBy === 'seed',
    };
    return { awards, brands };
  }

  // The visitors' answers per language, dropped on every change of the marks or the library. A read begun
  // before a change is not kept (generation), so no old mark outlives it.
  const answers = new Map<Language, ReturnType<typeof published>>();
  let generation = 0;

  function answerIn(language: Language) {
    const cached = answers.get(language);
    if (cached) return cached;
    const started = generation;
    const answer = published(language);
    answers.set(language, answer);
    answer.then(
      () => {
        if (generation !== started && answers.get(language) === answer) answers.delete(language);
      },
      () => {
        if (answers.get(language) === answer) answers.delete(language);
      },
    );
    return answer;
  }

  return {
    /** Creates the document with the sample marks of a new site; does nothing when it exists. */
    seed: () =>
      documents.seed(MARKS_DOCUMENT_KEY, seedMarks, 'The sample award and brand marks of a new site'),

    /** The marks with the version staff save on (GET /admin/marks). */
    forStaff: async (): Promise<AdminMarks> => forStaff(await row()),

    /**
     * Saves and publishes both lists on `version`, as one revision with its audit line; 400 for a picture
     * the library does not hold, a StaleVersionError (409) when `version` is not the latest.
     */
    async save(actor: string, version: number, marks: MarksDocument): Promise<AdminMarks> {
      await checkPictures(db, marks);
      const saved = await documents.savePublished<MarksDocument>(
        actor,
        MARKS_DOCUMENT_KEY,
        version,
        marks,
        (before) => changeSummary(before, marks),
      );
      await onChange();
      return forStaff(saved);
    },

    /** What publishing recorded, newest first (GET /admin/marks/revisions). */
    revisions: (): Promise<RevisionSummary[]> => documents.revisions(MARKS_DOCUMENT_KEY),

    /**
     * Publishes revision `n` again on `version`, as a new revision; 404 without it, 409 when stale. A mark
     * whose picture has left the library since is left out of the pages, as after a deletion.
     */
    async restore(actor: string, n: number, version: number): Promise<AdminMarks> {
      const restored = await documents.restore<MarksDocument>(actor, MARKS_DOCUMENT_KEY, n, version);
      await onChange();
      return forStaff(restored);
    },

    /** GET /awards: the home page's marks in `language`. */
    awards: async (language: Language): Promise<AwardsAnswer> => (await answerIn(language)).awards,

    /** GET /brands: the golf shop's marks in `language`. */
    brands: async (language: Language): Promise<BrandsAnswer> => (await answerIn(language)).brands,

    /** Forgets the visitors' answers: the marks or the library changed, here or on another instance. */
    forget() {
      generation += 1;
      answers.clear();
    },
  };
}
export type MarksService = ReturnType<typeof createMarks>;

/** The home page shows the award marks, the golf shop the brand marks: each is rendered with them. */
export const marksPageQueries = (marks: Pick<MarksService, 'awards' | 'brands'>): PageQuerySource => ({
  topics: ['media'],
  async queries(bundle, { screen, language }) {
    const { awardsQueryKey, brandsQueryKey } = bundle;
    if (screen === 'home' && awardsQueryKey) {
      return [[awardsQueryKey(language), await marks.awards(language)]];
    }
    if (screen === 'golfshop' && brandsQueryKey) {
      return [[brandsQueryKey(language), await marks.brands(language)]];
    }
    return [];
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    marks: MarksService;
  }
}

export const marksPlugin = fp(
  async function marks(app: FastifyInstance) {
    const service = createMarks(app.db, app.documents, {
      onChange: () => app.live.publish({ topic: 'media' }),
    });
    // Every start, every instance: the store creates it only when it is not there yet.
    await service.seed();
    app.live.subscribe((change) => {
      if (change.topic === 'media') service.forget();
    });
    app.decorate('marks', service);
    app.pageQueries.add(marksPageQueries(service));
  },
  { name: 'marks', dependencies: ['document-store', 'media-library', 'live', 'page-queries'] },
);
