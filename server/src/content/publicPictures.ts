import { inArray } from 'drizzle-orm';
import { emptyText, type LocalizedText } from '../../../common/api/documents';
import { mediaFileUrl, type PublicPicture } from '../../../common/api/media';
import type { Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { textIn } from './publicPage';

/**
 * The media library's items as the public pages show them (docs/product.md, Media): the files a browser
 * picks from, and the alt text and caption in the page's language.
 */

type MediaRow = typeof media.$inferSelect;
type Variant = MediaRow['variants'][number];

/** The width the pages' fallback <img> is made for: a desktop's text column at twice its density. */
const FALLBACK_WIDTH = 1200;

/** The formats a browser picks with <source type>, best first. */
const SOURCE_TYPES = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

/** The formats of the fallback <img>, any browser's: a photo's JPEG, or a seeded drawing's SVG or PNG. */
const FALLBACK_FORMATS = ['jpeg', 'png', 'svg'];

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

const byWidth = (a: Variant, b: Variant) => a.width - b.width;
const nearest = (variants: readonly Variant[]) =>
  [...variants].sort(
    (a, b) => Math.abs(a.width - FALLBACK_WIDTH) - Math.abs(b.width - FALLBACK_WIDTH) || b.width - a.width,
  )[0];

/** A stored text of the library; a language it lacks counts as empty, and falls back to English. */
const localized = (stored: Record<string, string>): LocalizedText => ({ ...emptyText(), ...stored });

/** One item of the library as a page shows it in `language`. */
export function publicPictureOf(row: MediaRow, language: Language): PublicPicture {
  const variants = row.variants;
  const sources = SOURCE_TYPES.flatMap(({ format, type }) => {
    const files = variants.filter((variant) => variant.format === format).sort(byWidth);
    if (files.length === 0) return [];
    return [{ type, srcset: files.map((file) => `${mediaFileUrl(file.file)} ${file.width}w`).join(', ') }];
  });
  const fallback =
    FALLBACK_FORMATS.map((format) => nearest(variants.filter((v) => v.format === format))).find(Boolean) ??
    nearest(variants.filter((variant) => !(variant.format in VIDEO_TYPES)));
  const poster = row.posterFile ? mediaFileUrl(row.posterFile) : null;
  const video = ['mp4', 'webm']
    .map((format) => variants.find((variant) => variant.format === format))
    .find(Boolean);
  return {
    id: row.id,
    alt: textIn(localized(row.alt), language).text,
    caption: textIn(localized(row.caption), language).text,
    width: row.width,
    height: row.height,
    src: fallback ? mediaFileUrl(fallback.file) : (poster ?? ''),
    sources,
    ...(row.kind === 'video' && video
      ? { video: { src: mediaFileUrl(video.file), type: VIDEO_TYPES[video.format] ?? 'video/mp4', poster } }
      : {}),
  };
}

/** The library's items of `ids` that exist, by id, in `language`. */
export async function publicPictures(
  db: Db,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, PublicPicture>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Map(rows.map((row) => [row.id, publicPictureOf(row, language)]));
}
