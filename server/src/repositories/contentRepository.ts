import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { websiteContent } from '../db/schema';
import { type CacheableBody, cacheableBody } from '../lib/conditionalGet';
import { sharedReadCache } from '../lib/sharedReadCache';

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
  cacheMs = CONTENT_CACHE_MS,
  onChange: (key: string) => Promise<void> = async () => {},
) {
  // Unknown keys are cached too (as null), so probing random keys cannot hammer the database.
  const cache = sharedReadCache<string, { content: string | null; response: CacheableBody | null }>({
    lifetimeMs: cacheMs,
    async read(key, previous) {
      const [row] = await db
        .select({ content: websiteContent.content })
        .from(websiteContent)
        .where(eq(websiteContent.key, key));
      const content = row?.content ?? null;
      // An unchanged item keeps its answer: serializing, hashing and compressing it again every few
      // seconds would change nothing.
      const response =
        content === null
          ? null
          : previous?.content === content
            ? previous.response
            : cacheableBody({ content });
      return { content, response };
    },
  });
  return {
    async get(key: string): Promise<string | null> {
      return (await cache.get(key)).content;
    },
    /** The API answer {content} for a key, serialized, with its ETag; null for an unknown key. */
    async response(key: string): Promise<CacheableBody | null> {
      return (await cache.get(key)).response;
    },
    async set(key: string, content: string): Promise<void> {
      await db
        .insert(websiteContent)
        .values({ key, content })
        .onConflictDoUpdate({ target: websiteContent.key, set: { content, updatedAt: new Date() } });
      cache.forget(key);
      await onChange(key);
    },
    /** The answer for a key when memory holds it fresh; undefined when it must be read (use response). */
    cachedResponse(key: string): CacheableBody | null | undefined {
      return cache.peek(key)?.response;
    },
    /** Forgets a cached item, when another instance reports that it changed. */
    forget(key: string) {
      cache.forget(key);
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
    const repository = createContentRepository(app.db, CONTENT_CACHE_MS, (key) =>
      app.live.publish({ topic: 'content', key }),
    );
    app.live.subscribe((change) => {
      if (change.topic === 'content' && change.key) repository.forget(change.key);
    });
    app.decorate('contentRepository', repository);
  },
  { name: 'content-repository', dependencies: ['database', 'live'] },
);
