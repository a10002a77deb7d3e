import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RevisionSummary, StaleVersionAnswer } from '../../../common/api/documents';
import type { LiveChange } from '../../../common/api/live';
import type { Db } from '../db/client';
import { auditLog, documentRevisions, documents } from '../db/schema';
import type { Tx } from '../db/tx';
import { HttpError } from '../lib/httpError';
import { readCache } from '../lib/readCache';

/**
 * The one store of everything staff edit as a document (docs/product.md, Content): pages, the club's
 * details, the course. A draft is saved on a version; publishing makes it what visitors see and records a
 * revision; any revision can be published again. Every write is one transaction with its audit line, and
 * refuses a version that is not the latest, naming who saved the newer one (never a silent overwrite).
 */

export interface DocumentRow<T> {
  key: string;
  version: number;
  /** The draft, or null when there is none (the published content is then the starting point). */
  draft: T | null;
  published: T;
  updatedAt: Date;
  updatedBy: string;
  publishedAt: Date;
  publishedBy: string;
}

/** The 409 of a save on an older version: the body carries who saved the newer one, and when. */
export class StaleVersionError extends HttpError {
  constructor(readonly answer: StaleVersionAnswer) {
    super(409, answer.message);
    this.name = 'StaleVersionError';
  }
}

export class MissingDocumentError extends HttpError {
  constructor(key: string) {
    super(404, `There is no document ${key}.`);
    this.name = 'MissingDocumentError';
  }
}

/** Published values are read by every page render; staff change them a few times a week. */
export const DOCUMENT_CACHE_MS = 5000;

export interface DocumentStoreOptions {
  cacheMs?: number;
  /** Told after every committed change (app.live.publish, so that every instance hears it). */
  onChange?: (key: string) => Promise<void>;
}

const toRow = <T>(row: typeof documents.$inferSelect): DocumentRow<T> => ({
  key: row.key,
  version: row.version,
  draft: (row.draft ?? null) as T | null,
  published: row.published as T,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
  publishedAt: row.publishedAt,
  publishedBy: row.publishedBy,
});

const staleMessage = (row: typeof documents.$inferSelect) =>
  `${row.updatedBy} saved a newer version at ${row.updatedAt.toISOString()}: reload to see their change before saving yours.`;

export function createDocumentStore(
  db: Db,
  { cacheMs = DOCUMENT_CACHE_MS, onChange }: DocumentStoreOptions = {},
) {
  const published = readCache<string, { value: unknown }>({
    ttlMs: cacheMs,
    async read(key) {
      const [row] = await db
        .select({ published: documents.published })
        .from(documents)
        .where(eq(documents.key, key));
      return { value: row ? row.published : null };
    },
  });

  /** The row, locked for this transaction; 409 when `version` is given and is not the latest. */
  async function lockedRow(tx: Tx, key: string, version: number | undefined) {
    const [row] = await tx.select().from(documents).where(eq(documents.key, key)).for('update');
    if (!row) throw new MissingDocumentError(key);
    if (version !== undefined && row.version !== version) {
      throw new StaleVersionError({
        message: staleMessage(row),
        version: row.version,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      });
    }
    return row;
  }

  async function nextRevision(tx: Tx, key: string): Promise<number> {
    const [last] = await tx
      .select({ n: documentRevisions.n })
      .from(documentRevisions)
      .where(eq(documentRevisions.key, key))
      .orderBy(desc(documentRevisions.n))
      .limit(1);
    return (last?.n ?? 0) + 1;
  }

  async function changed(key: string) {
    published.delete(key);
    await onChange?.(key);
  }

  /** Publishes `value` as the next revision, in the caller's transaction; the draft is gone after it. */
  async function publishIn(
    tx: Tx,
    actor: string,
    key: string,
    value: unknown,
    summary: string,
    restoredFrom: number | null,
  ) {
    const n = await nextRevision(tx, key);
    const now = new Date();
    const [row] = await tx
      .update(documents)
      .set({
        version: sql`${documents.version} + 1`,
        draft: null,
        published: value,
        updatedAt: now,
        updatedBy: actor,
        publishedAt: now,
        publishedBy: actor,
      })
      .where(eq(documents.key, key))
      .returning();
    await tx.insert(documentRevisions).values({ key, n, value, createdBy: actor, summary, restoredFrom });
    await tx.insert(auditLog).values({
      actor,
      action: restoredFrom === null ? 'document.publish' : 'document.restore',
      target: `${key} revision ${n}: ${summary}`,
    });
    return row as typeof documents.$inferSelect;
  }

  return {
    /** The document, draft and all; null when it does not exist. */
    async get<T>(key: string): Promise<DocumentRow<T> | null> {
      const [row] = await db.select().from(documents).where(eq(documents.key, key));
      return row ? toRow<T>(row) : null;
    },

    /** Every document whose key starts with `prefix` ('page:'), without revisions. */
    async list<T>(prefix: string): Promise<DocumentRow<T>[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(like(documents.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`))
        .orderBy(documents.key);
      return rows.map((row) => toRow<T>(row));
    },

    /** What visitors see now (cached, cleared on every change here and, via forget(), elsewhere). */
    async published<T>(key: string): Promise<T | null> {
      const entry = await published.fetch(key);
      return (entry?.value ?? null) as T | null;
    },

    /**
     * Creates the document with its first revision (by 'seed') unless it exists: safe to call on every
     * start, by every instance at once.
     */
    async seed(key: string, value: unknown, summary = 'Seeded content'): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(documents)
          .values({ key, published: value, updatedBy: 'seed', publishedBy: 'seed' })
          .onConflictDoNothing()
          .returning({ key: documents.key });
        if (inserted.length === 0) return false;
        await tx
          .insert(documentRevisions)
          .values({ key, n: 1, value, createdBy: 'seed', summary, restoredFrom: null })
          .onConflictDoNothing();
        return true;
      });
    },

    /** Saves a draft on `version`; visitors go on seeing the published content. */
    async saveDraft<T>(actor: string, key: string, version: number, draft: T, summary: string) {
      const row = await db.transaction(async (tx) => {
        await lockedRow(tx, key, version);
        const [saved] = await tx
          .update(documents)
          .set({ version: sql`${documents.version} + 1`, draft, updatedAt: new Date(), updatedBy: actor })
          .where(eq(documents.key, key))
          .returning();
        await tx.insert(auditLog).values({ actor, action: 'document.draft', target: `${key}: ${summary}` });
        return saved as typeof documents.$inferSelect;
      });
      // Nothing public changed, but open admin screens hear of the draft.
      await onChange?.(key);
      return toRow<T>(row);
    },

    /**
     * Publishes the draft saved on `version`. `summary(published, draft)` says what changed, for the
     * history. 409 when there is no draft.
     */
    async publish<T>(actor: string, key: string, version: number, summary: (before: T, after: T) => string) {
      const row = await db.transaction(async (tx) => {
        const current = await lockedRow(tx, key, version);
        if (current.draft === null) throw new HttpError(409, 'There is no draft to publish.');
        return publishIn(
          tx,
          actor,
          key,
          current.draft,
          summary(current.published as T, current.draft as T),
          null,
        );
      });
      await changed(key);
      return toRow<T>(row);
    },

    /** Saves and publishes at once (the club's details, the course), as one revision. */
    async savePublished<T>(
      actor: string,
      key: string,
      version: number,
      value: T,
      summary: (before: T) => string,
    ) {
      const row = await db.transaction(async (tx) => {
        const current = await lockedRow(tx, key, version);
        return publishIn(tx, actor, key, value, summary(current.published as T), null);
      });
      await changed(key);
      return toRow<T>(row);
    },

    /** Drops the draft saved on `version`. */
    async discardDraft<T>(actor: string, key: string, version: number) {
      const row = await db.transaction(async (tx) => {
        await lockedRow(tx, key, version);
        const [saved] = await tx
          .update(documents)
          .set({
            version: sql`${documents.version} + 1`,
            draft: null,
            updatedAt: new Date(),
            updatedBy: actor,
          })
          .where(eq(documents.key, key))
          .returning();
        await tx.insert(auditLog).values({ actor, action: 'document.discard-draft', target: key });
        return saved as typeof documents.$inferSelect;
      });
      await onChange?.(key);
      return toRow<T>(row);
    },

    /** The history, newest first. */
    async revisions(key: string): Promise<RevisionSummary[]> {
      const rows = await db
        .select({
          n: documentRevisions.n,
          createdAt: documentRevisions.createdAt,
          createdBy: documentRevisions.createdBy,
          summary: documentRevisions.summary,
          restoredFrom: documentRevisions.restoredFrom,
        })
        .from(documentRevisions)
        .where(eq(documentRevisions.key, key))
        .orderBy(desc(documentRevisions.n));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** One revision's content; null when there is no such revision. */
    async revision<T>(key: string, n: number): Promise<T | null> {
      const [row] = await db
        .select({ value: documentRevisions.value })
        .from(documentRevisions)
        .where(and(eq(documentRevisions.key, key), eq(documentRevisions.n, n)));
      return row ? (row.value as T) : null;
    },

    /**
     * Publishes revision `n` again, as a new revision that names it; a draft in progress is dropped with
     * it (the restore replaces what staff see and edit). 404 when there is no such revision.
     */
    async restore<T>(actor: string, key: string, n: number, version: number) {
      const row = await db.transaction(async (tx) => {
        await lockedRow(tx, key, version);
        const [old] = await tx
          .select({ value: documentRevisions.value })
          .from(documentRevisions)
          .where(and(eq(documentRevisions.key, key), eq(documentRevisions.n, n)));
        if (!old) throw new HttpError(404, `There is no revision ${n} to restore.`);
        return publishIn(tx, actor, key, old.value, `Restored revision ${n}`, n);
      });
      await changed(key);
      return toRow<T>(row);
    },

    /** Forgets a cached published value, when another instance reports a change. */
    forget(key?: string) {
      if (key === undefined) published.clear();
      else published.delete(key);
    },
  };
}
export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** The live topic of a document's key: 'page:history' → pages/history, 'club' → club, 'course' → course. */
export function documentChange(key: string): LiveChange | null {
  if (key.startsWith(PAGE_KEY_PREFIX)) return { topic: 'pages', key: key.slice(PAGE_KEY_PREFIX.length) };
  if (key === 'club' || key === 'course') return { topic: key };
  return null;
}

/** The key of the document of a page: 'page:history'. */
export const PAGE_KEY_PREFIX = 'page:';
export const pageDocumentKey = (pageKey: string) => `${PAGE_KEY_PREFIX}${pageKey}`;

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentStore;
  }
}

export const documentStorePlugin = fp(
  async function documentStore(app: FastifyInstance) {
    const store = createDocumentStore(app.db, {
      onChange: async (key) => {
        const change = documentChange(key);
        if (change) await app.live.publish(change);
      },
    });
    app.live.subscribe((change) => {
      // A change without a key (none is sent today) could be any page: all are read again.
      if (change.topic === 'pages') store.forget(change.key ? pageDocumentKey(change.key) : undefined);
      else if (change.topic === 'club' || change.topic === 'course') store.forget(change.topic);
    });
    app.decorate('documents', store);
  },
  { name: 'document-store', dependencies: ['database', 'live'] },
);
