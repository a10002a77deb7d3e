import { z } from 'zod';

/**
 * What every edited document shares (docs/product.md, Content): text per language, the version a save is
 * made on, and the revisions publishing records. Pages (pages.ts), the club's details (club.ts) and the
 * course go through the same store (server/src/content/documentStore.ts).
 */

/** Longest text of one language in one field: a long page section, not a book. */
export const MAX_TEXT_LENGTH = 20_000;

/** A text in the four languages; an empty one falls back to English on the public pages. */
export const localizedText = (max = MAX_TEXT_LENGTH) =>
  z.object({
    en: z.string().max(max),
    nl: z.string().max(max),
    fr: z.string().max(max),
    de: z.string().max(max),
  });
export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

export const emptyText = (): LocalizedText => ({ en: '', nl: '', fr: '', de: '' });

/** 409 when a save names a version that is no longer the latest: who saved the newer one, and when. */
export const staleVersionAnswer = z.object({
  message: z.string(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type StaleVersionAnswer = z.infer<typeof staleVersionAnswer>;

/** One line of a document's history. */
export const revisionSummary = z.object({
  n: z.number().int().positive(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** What changed, in a few words ("changed text 'course-rules' (fr)"). */
  summary: z.string(),
  /** Set when this revision brought back an older one. */
  restoredFrom: z.number().int().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

export const revisionList = z.object({ revisions: z.array(revisionSummary) });
export type RevisionList = z.infer<typeof revisionList>;

/** The body of a restore: the version the page is on, as for a save. */
export const restoreBody = z.object({ version: z.number().int().positive() });
export const publishBody = z.object({ version: z.number().int().positive() });
