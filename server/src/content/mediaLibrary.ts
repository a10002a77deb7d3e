import { randomBytes } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MediaItem, type MediaTexts, type MediaVariant, mediaFileUrl } from '../../../common/api/media';
import { isSafeMultiLine, isSafeSingleLine } from '../../../common/validation/text';
import type { Db } from '../db/client';
import { auditLog, documents, files, media } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { type EncodedMediaFile, processPhoto } from './mediaPhoto';
import { mediaUsage } from './mediaUsage';
import { checkVideo, processPoster, videoFormat } from './mediaVideo';
import { type MediaSeed, seedMedia } from './seed/media';

/**
 * The media library (docs/product.md, Media): photos and videos staff upload, and the drawings a fresh
 * install comes with. Every write is one transaction with its files and its audit line, and is pushed
 * live on the topic 'media'. An item a page, the club's details or the course uses (published or in a
 * draft) cannot be deleted: the refusal names where it is used.
 */

/** Who the seeded drawings are by, as the documents' seeded revisions. */
export const SEED_ACTOR = 'seed';

/** A row of the media table. */
type StoredMedia = typeof media.$inferSelect;

export interface UploadPart {
  /** The file name the browser gave, for staff to recognise the item; never used to name a file. */
  name: string;
  data: Buffer;
}

/** 409 with where the item is used. */
export class MediaInUseError extends HttpError {
  constructor(
    message: string,
    readonly usedBy: string[],
  ) {
    super(409, message);
    this.name = 'MediaInUseError';
  }
}

const notFound = () => new HttpError(404, 'There is no such item in the media library.');

/** A name staff can read in a list and the audit log: the last part of a path, one line, not too long. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const line = [...base].filter((c) => isSafeSingleLine(c));
  // By code points, so that a cut never splits one.
  return line.slice(0, 200).join('').trim() || 'upload';
}

const texts = (value: Record<string, string>) => ({
  en: value.en ?? '',
  nl: value.nl ?? '',
  fr: value.fr ?? '',
  de: value.de ?? '',
});

export function toMediaItem(row: StoredMedia, usedBy: string[]): MediaItem {
  return {
    id: row.id,
    kind: row.kind === 'video' ? 'video' : 'image',
    originalName: row.originalName,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants: row.variants as MediaVariant[],
    poster: row.posterFile ? mediaFileUrl(row.posterFile) : null,
    alt: texts(row.alt),
    caption: texts(row.caption),
    credit: row.credit,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    usedBy,
  };
}

/** The names in `files` of an item (a seeded drawing's site path is not one). */
const storedFiles = (row: StoredMedia) =>
  [
    ...(row.variants as MediaVariant[]).map((v) => v.file),
    ...(row.posterFile ? [row.posterFile] : []),
  ].filter((name) => !name.startsWith('/'));

/** 400 naming the field whose text cannot be stored or would forge what a screen shows. */
function checkTexts(body: MediaTexts) {
  for (const [field, text, oneLine] of [
    ...Object.entries(body.alt).map(([language, text]) => [`alt.${language}`, text, true] as const),
    ...Object.entries(body.caption).map(([language, text]) => [`caption.${language}`, text, false] as const),
    ['credit', body.credit, true] as const,
  ]) {
    if (!(oneLine ? isSafeSingleLine(text) : isSafeMultiLine(text))) {
      throw new HttpError(400, `The ${field} text contains a control character, which is not allowed.`);
    }
  }
}

export function createMediaLibrary(
  db: Db,
  { onChange = async () => {} }: { onChange?: () => Promise<void> } = {},
) {
  async function usageOf(ids: string[]) {
    const rows = await db
      .select({ key: documents.key, published: documents.published, draft: documents.draft })
      .from(documents);
    return mediaUsage(rows, ids);
  }

  async function insert(actor: string, row: typeof media.$inferInsert, stored: EncodedMediaFile[]) {
    const [saved] = await db.transaction(async (tx) => {
      if (stored.length > 0) {
        await tx.insert(files).values(
          stored.map((file) => ({
            name: file.name,
            contentType: file.contentType,
            data: new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength),
            size: file.data.byteLength,
          })),
        );
      }
      const inserted = await tx.insert(media).values(row).returning();
      await tx
        .insert(auditLog)
        .values({ actor, action: 'media.upload', target: `${row.id} (${row.originalName})` });
      return inserted;
    });
    await onChange();
    return toMediaItem(saved as StoredMedia, []);
  }

  const emptyTexts = () => ({ en: '', nl: '', fr: '', de: '' });

  return {
    /** Every item, newest first, each with where it is used. */
    async list(): Promise<MediaItem[]> {
      const rows = await db.select().from(media).orderBy(desc(media.createdAt), media.id);
      const usage = await usageOf(rows.map((row) => row.id));
      return rows.map((row) => toMediaItem(row, usage.get(row.id) ?? []));
    },

    async get(id: string): Promise<MediaItem | null> {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      if (!row) return null;
      return toMediaItem(row, (await usageOf([id])).get(id) ?? []);
    },

    /**
     * Stores an upload: a video (MP4, WebM: by its first bytes) with its poster frame, or else a photo.
     * Refused with a 4xx that says what is wrong: the type, the size, damaged bytes, a missing poster.
     */
    async upload(actor: string, file: UploadPart, poster?: UploadPart): Promise<MediaItem> {
      if (file.data.byteLength === 0) throw new HttpError(400, 'Please choose a photo or a video to upload.');
      const originalName = displayName(file.name);
      const id = `media-${randomBytes(8).toString('hex')}`;
      const common = { id, originalName, alt: emptyTexts(), caption: emptyTexts(), createdBy: actor };
      if (videoFormat(file.data) !== null) {
        const video = checkVideo(file.data);
        const still = await processPoster(`${id}-poster.jpg`, poster?.data);
        const name = `${id}.${video.format}`;
        return insert(
          actor,
          {
            ...common,
            kind: 'video',
            width: still.width,
            height: still.height,
            bytes: video.data.byteLength,
            variants: [{ file: name, format: video.format, width: still.width }],
            posterFile: still.file.name,
          },
          [{ name, contentType: `video/${video.format}`, data: video.data }, still.file],
        );
      }
      const photo = await processPhoto(id, file.data);
      return insert(
        actor,
        {
          ...common,
          kind: 'image',
          width: photo.width,
          height: photo.height,
          bytes: file.data.byteLength,
          variants: photo.variants,
          posterFile: null,
        },
        photo.files,
      );
    },

    /** Replaces the alt text, caption and credit; 404 for an unknown id. */
    async updateTexts(actor: string, id: string, body: MediaTexts): Promise<MediaItem> {
      checkTexts(body);
      const [row] = await db.transaction(async (tx) => {
        const updated = await tx
          .update(media)
          .set({ alt: body.alt, caption: body.caption, credit: body.credit, updatedAt: new Date() })
          .where(eq(media.id, id))
          .returning();
        if (updated.length === 0) throw notFound();
        await tx.insert(auditLog).values({ actor, action: 'media.update', target: id });
        return updated;
      });
      await onChange();
      return toMediaItem(row as StoredMedia, (await usageOf([id])).get(id) ?? []);
    },

    /**
     * Deletes an item and its files; 409 naming where it is used while a document's published or draft
     * content holds its id, and for the seeded drawings (they would come back at the next start).
     */
    async remove(actor: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
        if (!row) throw notFound();
        // FOR SHARE: a document saved meanwhile waits for this delete, rather than slipping past the check.
        const documentRows = await tx
          .select({ key: documents.key, published: documents.published, draft: documents.draft })
          .from(documents)
          .for('share');
        const usedBy = mediaUsage(documentRows, [id]).get(id) ?? [];
        if (usedBy.length > 0) {
          throw new MediaInUseError(
            `"${row.originalName}" is used on ${usedBy.join(', ')}: take it out there first, then delete it.`,
            usedBy,
          );
        }
        if (row.createdBy === SEED_ACTOR) {
          throw new MediaInUseError(
            `"${row.originalName}" came with the site and stays in the library; it shows only where a page uses it.`,
            [],
          );
        }
        const names = storedFiles(row);
        if (names.length > 0) await tx.delete(files).where(inArray(files.name, names));
        await tx.delete(media).where(eq(media.id, id));
        await tx
          .insert(auditLog)
          .values({ actor, action: 'media.delete', target: `${id} (${row.originalName})` });
      });
      await onChange();
    },

    /**
     * Inserts each seeded drawing that is missing; the ones there are left as staff edited them. Safe on
     * every start, by every instance at once. Returns how many were inserted.
     */
    async seed(seeds: readonly MediaSeed[] = seedMedia): Promise<number> {
      if (seeds.length === 0) return 0;
      const inserted = await db
        .insert(media)
        .values(
          seeds.map((seed) => ({
            id: seed.id,
            kind: 'image',
            originalName: seed.file.split('/').pop() ?? seed.id,
            width: seed.width,
            height: seed.height,
            bytes: 0,
            variants: [{ file: seed.file, format: 'svg', width: seed.width }],
            posterFile: null,
            alt: seed.alt,
            caption: seed.caption,
            createdBy: SEED_ACTOR,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: media.id });
      if (inserted.length > 0) await onChange();
      return inserted.length;
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary;
  }
}

export const mediaLibraryPlugin = fp(
  async function mediaLibrary(app: FastifyInstance) {
    // Open admin screens, and the pages' caches (pages.ts), hear of every change.
    const library = createMediaLibrary(app.db, { onChange: () => app.live.publish({ topic: 'media' }) });
    await library.seed();
    app.decorate('media', library);
  },
  { name: 'media-library', dependencies: ['database', 'live'] },
);
