import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminContent, Translations } from '../../../common/api/admin';
import {
  isTranslatedContentKey,
  type WebsiteContent,
  websiteContent as websiteContentAnswer,
  winterGreensFromText,
} from '../../../common/api/content';
import {
  DEFAULT_LANGUAGE,
  isTranslationLanguage,
  type Language,
  TRANSLATION_LANGUAGES,
} from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { websiteContent, websiteContentTranslations } from '../db/schema';
import { type TaggedAnswer, taggedAnswer } from '../lib/conditionalGet';
import { readCache } from '../lib/readCache';

/**
 * Content is read on every page view and written rarely, so reads come from memory.
 * A write through this repository clears the entry at once; the short lifetime bounds how
 * long another server instance's write can take to show, and one read refreshes an expired item however
 * many requests ask for it meanwhile. Each entry keeps its answer per language serialized, with
 * its ETag, so a read served from memory costs no serializing or hashing.
 */
export const CONTENT_CACHE_MS = 2000;

/** A key as stored: the English text and its versions in other languages (none for most keys). */
interface StoredContent {
  content: string;
  translations: Partial<Translations>;
}

/** A version counts only when it holds something (docs/product.md, Staff texts in four languages). */
const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/**
 * What a language's pages get for a key: its version where there is one, otherwise the English. The
 * version of course-status-info is its winterGreens alone; the switches are the English JSON's.
 */
export function localizedContent(key: string, stored: StoredContent, language: Language): string {
  const version = isTranslationLanguage(language) ? stored.translations[language] : undefined;
  if (!present(version) || !isTranslatedContentKey(key)) return stored.content;
  if (key !== 'course-status-info') return version;
  try {
    const info = JSON.parse(stored.content) as Record<string, unknown>;
    return JSON.stringify({ ...info, winterGreens: winterGreensFromText(version) });
  } catch {
    // Saves are checked against the shape (routes/api/v1/admin.ts); a broken English JSON stays as it is.
    return stored.content;
  }
}

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
  async function readStored(key: string): Promise<StoredContent | null> {
    const rows = await db
      .select({
        content: websiteContent.content,
        language: websiteContentTranslations.language,
        translation: websiteContentTranslations.content,
      })
      .from(websiteContent)
      .leftJoin(websiteContentTranslations, eq(websiteContentTranslations.key, websiteContent.key))
      .where(eq(websiteContent.key, key));
    const [first] = rows;
    if (!first) return null;
    const translations: Partial<Translations> = {};
    for (const row of rows) if (row.language && row.translation) translations[row.language] = row.translation;
    return { content: first.content, translations };
  }

  // Unknown keys are cached too (as null), so probing random keys cannot hammer the database. One entry
  // holds every language of a key, so that forgetting the key forgets them all.
  const cache = readCache<
    string,
    { stored: StoredContent | null; answers: Map<Language, TaggedAnswer<WebsiteContent>> }
  >({
    ttlMs: cacheMs,
    clock,
    read: async (key) => ({ stored: await readStored(key), answers: new Map() }),
  });

  return {
    /** The English text of a key (the switches, the header image and the weather are the same in every language). */
    async get(key: string): Promise<string | null> {
      return (await cache.forceFetch(key)).stored?.content ?? null;
    },
    /** The API answer {content} for a key in a language, with its ETag; null for an unknown key. */
    async answer(
      key: string,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TaggedAnswer<WebsiteContent> | null> {
      const entry = await cache.forceFetch(key);
      if (!entry.stored) return null;
      let answer = entry.answers.get(language);
      if (!answer) {
        answer = taggedAnswer(websiteContentAnswer, {
          content: localizedContent(key, entry.stored, language),
        });
        entry.answers.set(language, answer);
      }
      return answer;
    },
    /** What staff edit: the English text and every version as stored ('' where missing); null when unknown. */
    async stored(key: string): Promise<AdminContent | null> {
      const stored = await readStored(key);
      if (!stored) return null;
      const translations = Object.fromEntries(
        TRANSLATION_LANGUAGES.map((language) => [language, stored.translations[language] ?? '']),
      ) as Translations;
      return { content: stored.content, translations };
    },
    /**
     * Stores the English text, and with `translations` replaces the key's versions: an empty one is
     * removed, so that English stands in for it. Without them the stored versions stay.
     */
    async set(key: string, content: string, translations?: Translations): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(websiteContent)
          .values({ key, content })
          .onConflictDoUpdate({ target: websiteContent.key, set: { content, updatedAt: new Date() } });
        if (!translations) return;
        for (const language of TRANSLATION_LANGUAGES) {
          const text = translations[language];
          if (present(text)) {
            await tx
              .insert(websiteContentTranslations)
              .values({ key, language, content: text })
              .onConflictDoUpdate({
                target: [websiteContentTranslations.key, websiteContentTranslations.language],
                set: { content: text, updatedAt: new Date() },
              });
          } else {
            await tx
              .delete(websiteContentTranslations)
              .where(
                and(
                  eq(websiteContentTranslations.key, key),
                  eq(websiteContentTranslations.language, language),
                ),
              );
          }
        }
      });
      cache.delete(key);
      await onChange(key);
    },
    /** Forgets a cached item, every language of it, when another instance reports that it changed. */
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
