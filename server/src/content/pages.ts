import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RevisionSummary } from '../../../common/api/documents';
import type { PublicPicture } from '../../../common/api/media';
import {
  type AdminPage,
  PAGE_KEYS,
  type PageContent,
  type PageKey,
  type PageList,
  type PublicPage,
  pagePath,
} from '../../../common/api/pages';
import { type PublicPageName, publicPagePaths } from '../../../common/config/publicRoutes';
import type { Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { PageQuerySource } from '../lib/pageQueries';
import { type DocumentRow, type DocumentStore, MissingDocumentError, pageDocumentKey } from './documentStore';
import { describePageChange } from './pageChanges';
import { upgradedPage } from './pageUpgrades';
import { mediaIdsOf, publicPageOf } from './publicPage';
import { publicPictures } from './publicPictures';
import { seedPages } from './seed/pages';

/**
 * The pages staff edit (docs/product.md, Content), each the document 'page:{key}' of the store: drafts,
 * publishing with a line of what changed, history and restore, and the page as visitors read it, which the
 * server's render of the page is seeded with (lib/pageQueries.ts).
 */

/** The media ids a page names that the library does not hold. */
async function missingMedia(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(inArray(media.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The stored page as this version of the site reads it (pageUpgrades.ts): a restore may bring back an old one. */
const upgradedRow = (row: DocumentRow<PageContent>): DocumentRow<PageContent> => ({
  ...row,
  draft: row.draft === null ? null : upgradedPage(row.draft),
  published: upgradedPage(row.published),
});

function adminPageOf(key: PageKey, stored: DocumentRow<PageContent>): AdminPage {
  const row = upgradedRow(stored);
  return {
    key,
    path: pagePath(key),
    version: row.version,
    hasDraft: row.draft !== null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    draft: row.draft ?? row.published,
    published: row.published,
  };
}

/** The edited page a public screen shows, if it is one ('diningBar' → 'dining-bar'). */
export function pageKeyOfScreen(screen: PublicPageName): PageKey | undefined {
  return PAGE_KEYS.find((key) => pagePath(key) === publicPagePaths[screen]);
}

export function createPageService(db: Db, documents: DocumentStore) {
  async function row(key: PageKey): Promise<DocumentRow<PageContent>> {
    const stored = await documents.get<PageContent>(pageDocumentKey(key));
    if (!stored) throw new MissingDocumentError(pageDocumentKey(key));
    return upgradedRow(stored);
  }

  // The published pages as visitors read them, per page and language; dropped on every change of a page or
  // of the library. A read begun before a change is not kept (generation), so no old text outlives it.
  const answers = new Map<string, Promise<PublicPage>>();
  let generation = 0;

  async function visitorsPage(key: PageKey, content: PageContent, language: Language) {
    const pictures: ReadonlyMap<string, PublicPicture> = await publicPictures(
      db,
      mediaIdsOf(content),
      language,
    );
    return publicPageOf(content, language, pictures, key);
  }

  return {
    /** Creates every page with its seeded texts unless it exists: every start, every instance. */
    async seed() {
      for (const key of PAGE_KEYS) {
        await documents.seed(pageDocumentKey(key), seedPages[key], 'The texts of a new site');
      }
    },

    async list(): Promise<PageList> {
      const rows = await documents.list<PageContent>(pageDocumentKey(''));
      const byKey = new Map(rows.map((stored) => [stored.key, stored]));
      return {
        pages: PAGE_KEYS.flatMap((key) => {
          const stored = byKey.get(pageDocumentKey(key));
          if (!stored) return [];
          return [
            {
              key,
              path: pagePath(key),
              title: stored.published.title.en,
              updatedAt: stored.updatedAt.toISOString(),
              updatedBy: stored.updatedBy,
              hasDraft: stored.draft !== null,
            },
          ];
        }),
      };
    },

    get: async (key: PageKey) => adminPageOf(key, await row(key)),

    /** Saves the draft on `version`; 400 naming a picture the library does not hold, 409 when stale. */
    async saveDraft(actor: string, key: PageKey, version: number, content: PageContent): Promise<AdminPage> {
      const [missing] = await missingMedia(db, mediaIdsOf(content));
      if (missing !== undefined) {
        throw new HttpError(400, `The media library has no picture "${missing}": pick another one.`);
      }
      const current = await row(key);
      const summary = describePageChange(current.draft ?? current.published, content);
      return adminPageOf(
        key,
        await documents.saveDraft(actor, pageDocumentKey(key), version, content, summary),
      );
    },

    async publish(actor: string, key: PageKey, version: number): Promise<AdminPage> {
      const published = await documents.publish<PageContent>(
        actor,
        pageDocumentKey(key),
        version,
        describePageChange,
      );
      return adminPageOf(key, published);
    },

    revisions: (key: PageKey): Promise<RevisionSummary[]> => documents.revisions(pageDocumentKey(key)),

    async restore(actor: string, key: PageKey, n: number, version: number): Promise<AdminPage> {
      return adminPageOf(key, await documents.restore<PageContent>(actor, pageDocumentKey(key), n, version));
    },

    /** What visitors read of the page in `language`. */
    published(key: PageKey, language: Language): Promise<PublicPage> {
      const cacheKey = `${key}\n${language}`;
      const cached = answers.get(cacheKey);
      if (cached) return cached;
      const started = generation;
      const answer = (async () => {
        const content = await documents.published<PageContent>(pageDocumentKey(key));
        if (!content) throw new MissingDocumentError(pageDocumentKey(key));
        return visitorsPage(key, upgradedPage(content), language);
      })();
      answers.set(cacheKey, answer);
      answer.then(
        () => {
          if (generation !== started && answers.get(cacheKey) === answer) answers.delete(cacheKey);
        },
        () => {
          if (answers.get(cacheKey) === answer) answers.delete(cacheKey);
        },
      );
      return answer;
    },

    /** The draft as visitors will read it (the admin's preview); the published page when there is none. */
    async draft(key: PageKey, language: Language): Promise<PublicPage> {
      const stored = await row(key);
      return visitorsPage(key, stored.draft ?? stored.published, language);
    },

    /** Forgets the visitors' pages: a page or the library changed, here or on another instance. */
    forget() {
      generation += 1;
      answers.clear();
    },
  };
}
export type PageService = ReturnType<typeof createPageService>;

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageService;
  }
}

/** The content pages' source of the rendered pages: the page's published texts, as GET /pages/{key}. */
export const contentPageQueries = (pages: PageService): PageQuerySource => ({
  topics: ['pages', 'media'],
  async queries(bundle, { screen, language }) {
    const key = pageKeyOfScreen(screen);
    if (!key || !bundle.pageQueryKey) return [];
    return [[bundle.pageQueryKey(key, language), await pages.published(key, language)]];
  },
});

export const pagesPlugin = fp(
  async function pages(app: FastifyInstance) {
    const service = createPageService(app.db, app.documents);
    await service.seed();
    app.live.subscribe((change) => {
      if (change.topic === 'pages' || change.topic === 'media') service.forget();
    });
    app.decorate('pages', service);
    app.pageQueries.add(contentPageQueries(service));
  },
  { name: 'pages', dependencies: ['document-store', 'live', 'page-queries'] },
);
