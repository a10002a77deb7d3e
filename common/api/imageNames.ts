import { filePath } from './paths';

/**
 * Uploaded images (POST /admin/files): their names and sizes, without zod, so that the public pages
 * need not load the API's schemas (those are in images.ts). The stored names carry the original's size,
 * so that the public site can build <picture> sources from a file name alone: the content items
 * (home-page-header-image, bod-page-data) keep their shape (docs/product.md, Content keys) and seeded files
 * keep working as they are.
 *
 *   original:  img-<id>-<width>x<height>.<jpg|png|webp|avif>   re-encoded, without metadata
 *   variants:  img-<id>-<w>w.avif and img-<id>-<w>w.webp       for each w of variantWidths(width)
 */

/** The largest upload accepted, in bytes. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Larger pictures are refused before decoding: a small file can unpack into a huge bitmap. */
export const UPLOAD_MAX_PIXELS = 40_000_000;

export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** Widths of the resized copies; an image is never made wider than it is. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };
const typeOfExtension: Record<string, UploadType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

const ORIGINAL_NAME = /^img-([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp|avif)$/;

/** The widths of the AVIF and WebP copies of an image this wide: the standard ones below it, and its own up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width;
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return [...below, Math.min(width, largest)].filter((w, i, all) => all.indexOf(w) === i);
}

/** The height of a copy `width` wide, keeping the proportions (at least 1 pixel). */
export const variantHeight = (original: { width: number; height: number }, width: number) =>
  Math.max(1, Math.round((original.height * width) / original.width));

export interface ImageFile {
  name: string;
  url: string;
  type: UploadType;
  width: number;
  height: number;
}

/** The answer to an upload: the original and every copy, enough to build srcset. */
export interface UploadedImage {
  original: ImageFile;
  avif: ImageFile[];
  webp: ImageFile[];
}

const file = (name: string, type: UploadType, width: number, height: number): ImageFile => ({
  name,
  url: filePath(name),
  type,
  width,
  height,
});

/** The names an upload is stored under, for a new random id. */
export function uploadNames(
  id: string,
  type: UploadType,
  size: { width: number; height: number },
): UploadedImage {
  const original = `img-${id}-${size.width}x${size.height}.${extensions[type]}`;
  const described = describeUploadedImage(original);
  if (!described) throw new Error(`not an upload name: ${original}`);
  return described;
}

/**
 * The original and its copies for the name of an uploaded image (a file name, or a /files/ path),
 * or null for any other file, such as the seeded SVG artwork.
 */
export function describeUploadedImage(nameOrUrl: string): UploadedImage | null {
  // Upload names never need escaping, so a /files/ path of one is the name as it is.
  const name = nameOrUrl.startsWith('/files/') ? nameOrUrl.slice('/files/'.length) : nameOrUrl;
  const match = ORIGINAL_NAME.exec(name);
  if (!match) return null;
  const [, id, w, h, extension] = match as unknown as [string, string, string, string, string];
  const size = { width: Number(w), height: Number(h) };
  const type = typeOfExtension[extension];
  if (!type) return null;
  const copies = (format: 'avif' | 'webp') =>
    variantWidths(size.width).map((width) =>
      file(`img-${id}-${width}w.${format}`, `image/${format}`, width, variantHeight(size, width)),
    );
  return { original: file(name, type, size.width, size.height), avif: copies('avif'), webp: copies('webp') };
}

/** A srcset attribute: each copy with its width. */
export const srcSet = (files: readonly ImageFile[]) => files.map((f) => `${f.url} ${f.width}w`).join(', ');
