import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WebsiteContent, websiteContent as websiteContentAnswer } from '../../../common/api/content';
import type { Db } from '../db/client';
import { websiteContent } from '../db/schema';
import { type TaggedAnswer, taggedAnswer } from '../lib/conditionalGet';
import { readCache } from '../lib/readCache';

/**
 * Content is read on every page view and written rarely, so reads come from memory.
 * A write through this repository clears the entry at once; the short lifetime bounds how
 * long another server instance's write can take to show, and one read refreshes an expired item however
 * many requests ask for it meanwhile. Each entry keeps its answer serialized, with
 * its ETag, so a read served from memory costs no serializing or hashing.
 */
export const CONTENT_CACHE_MS = 2000;

export function createContentRepository(
  db: Db,
  {
    cacheMs = CONTENT_CACHE_MS,
    onChange = async () => {},
    clock,
  }: {
    cacheMs?: number;
    onChange?: (key: string) => Promise<void>;
    clock?: { now: () => number };
  } = {},
) {
  // Unknown keys are cached too (as null), so probing random keys cannot hammer the database.
  const cache = readCache<string, { content: string | null; answer: TaggedAnswer<WebsiteContent> | null }>({
    ttlMs: cacheMs,
    clock,
    async read(key) {
      const [row] = await db
        .select({ content: websiteContent.content })
        .from(websiteContent)
        .where(eq(websiteContent.key, key));
      const content = row?.content ?? null;
      return { content, answer: content === null ? null : taggedAnswer(websiteContentAnswer, { content }) };
    },
  });
  return {
    async get(key: string): Promise<string | null> {
      return (await cache.forceFetch(key)).content;
    },
    /** The API answer {content} for a key, with its ETag; null for an unknown key. */
    async answer(key: string): Promise<TaggedAnswer<WebsiteContent> | null> {
      return (await cache.forceFetch(key)).answer;
    },
    async set(key: string, content: string): Promise<void> {
      await db
        .insert(websiteContent)
        .values({ key, content })
        .onConflictDoUpdate({ target: websiteContent.key, set: { content, updatedAt: new Date() } });
      cache.delete(key);
      await onChange(key);
    },
    /** Forgets a cached item, when another instance reports that it changed. */
    forget(key: string) {
      cache.delete(key);
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

export default fp(
  async function contentRepository(app: FastifyInstance) {
    const repository = createContentRepository(app.db, {
      onChange: (key) => app.live.publish({ topic: 'content', key }),
    });
    app.live.subscribe((change) => {
      if (change.topic === 'content' && change.key) repository.forget(change.key);
    });
    app.decorate('contentRepository', repository);
  },
  { name: 'content-repository', dependencies: ['database', 'live'] },
);
