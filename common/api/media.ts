import { z } from 'zod';
import { localizedText } from './documents';
import { filePath } from './paths';

/**
 * The media library (docs/product.md, Media): photos served at the widths the pages use as AVIF, WebP and
 * JPEG, videos as uploaded with a poster frame, each with alt text and a caption per language.
 */
export const MEDIA_KINDS = ['image', 'video'] as const;

/** Photos: what phones and cameras make. HEIC is converted on upload. */
export const MEDIA_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
export const MEDIA_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** The largest photo upload, and the largest video (a hole's flyover, not a film). */
export const MEDIA_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 60 * 1024 * 1024;
/** The widths a photo is served at (the pages' srcset). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
/** A video's poster frame: one still, taken from the video in the browser (JPEG, PNG or WebP). */
export const MEDIA_POSTER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /admin/media: `multipart/form-data` with the photo or video in the part `file` and, for a video,
 * its poster frame in the part `poster`. What a part is goes by its bytes, never by its name or declared
 * type. Answered 201 with the new mediaItem.
 */
export const MEDIA_UPLOAD_PARTS = { file: 'file', poster: 'poster' } as const;
/** The largest upload request: the largest video, its poster and the form's own bytes. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_VIDEO_MAX_BYTES + MEDIA_POSTER_MAX_BYTES + 64 * 1024;
/** Uploads one staff member may make a minute: a phone's camera roll, not a script emptying a disk. */
export const MEDIA_UPLOADS_PER_MINUTE = 60;

/** The id of an item: the seeded drawings' base names ('history-clubhouse'), 'media-…' for uploads. */
export const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const mediaIdParams = z.object({ id: z.string().regex(MEDIA_ID, 'must be a media id') });

/** The URL of a variant's or poster's file: a name in the files store, or a site path as it is. */
export const mediaFileUrl = (file: string) => (file.startsWith('/') ? file : filePath(file));

export const mediaVariant = z.object({
  /** A name in the files store (served at /files/{name}), or a site path ('/art/…') for seeded pictures. */
  file: z.string(),
  format: z.enum(['avif', 'webp', 'jpeg', 'png', 'svg', 'mp4', 'webm']),
  width: z.number().int().positive(),
});
export type MediaVariant = z.infer<typeof mediaVariant>;

/** GET /admin/media: one item of the library, as staff see it. */
export const mediaItem = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  originalName: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  variants: z.array(mediaVariant),
  /** The URL of a video's poster frame. */
  poster: z.string().nullable(),
  alt: localizedText(500),
  caption: localizedText(1000),
  credit: z.string().max(200),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Where it is used: page keys, 'course' … so that staff see what a delete would break. */
  usedBy: z.array(z.string()),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaList = z.object({ media: z.array(mediaItem) });

/** DELETE /admin/media/{id} refused (409): the item is on these pages (page keys, 'club', 'course'). */
export const mediaInUseAnswer = z.object({ message: z.string(), usedBy: z.array(z.string()) });
export type MediaInUseAnswer = z.infer<typeof mediaInUseAnswer>;

/** PUT /admin/media/{id}: the texts of an item. */
export const mediaTextsBody = z.object({
  alt: localizedText(500),
  caption: localizedText(1000),
  credit: z.string().max(200),
});
export type MediaTexts = z.infer<typeof mediaTextsBody>;

/** A picture as a public page shows it, in the page's language. */
export const publicPicture = z.object({
  id: z.string(),
  alt: z.string(),
  caption: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The fallback image (JPEG, or the seeded SVG). */
  src: z.string(),
  /** <source> elements, best first: `{ type: 'image/avif', srcset: '/files/a-480.avif 480w, …' }`. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** Present for a video: its URL, type and poster. */
  video: z.object({ src: z.string(), type: z.string(), poster: z.string().nullable() }).optional(),
});
export type PublicPicture = z.infer<typeof publicPicture>;
