import sharp, { type Metadata, type Sharp } from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../../../common/api/images';
import { MEDIA_IMAGE_MAX_BYTES, MEDIA_WIDTHS, type MediaVariant } from '../../../common/api/media';
import { HttpError } from '../lib/httpError';
import { heicToJpeg } from './mediaHeic';

/**
 * A photo for the media library: recognised by its bytes, turned upright, stripped of its metadata (EXIF,
 * GPS: sharp keeps none unless asked) and encoded at the widths of MEDIA_WIDTHS, never wider than it is,
 * as AVIF, WebP and JPEG.
 */

export const UNSUPPORTED_MEDIA_MESSAGE =
  'Please upload a photo (JPEG, PNG, WebP, AVIF or HEIC) or a video (MP4 or WebM).';
export const UNREADABLE_PHOTO_MESSAGE =
  'The photo could not be read. It may be damaged; please try another file.';
const MEGAPIXELS = UPLOAD_MAX_PIXELS / 1_000_000;
/** The widest copy of a photo, and of a poster frame. */
export const LARGEST_WIDTH = Math.max(...MEDIA_WIDTHS);

export interface EncodedMediaFile {
  name: string;
  contentType: string;
  data: Buffer;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  variants: MediaVariant[];
  files: EncodedMediaFile[];
}

type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** What the bytes are, whatever the request called them: AVIF and HEIC are both HEIF, told by codec. */
function photoType(metadata: Metadata): PhotoType | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return metadata.format;
    case 'heif':
      if (metadata.compression === 'av1') return 'avif';
      if (metadata.compression === 'hevc') return 'heic';
      return null;
    default:
      return null;
  }
}

async function readHeader(data: Buffer): Promise<Metadata | null> {
  try {
    // Only the header: the pixel limit is checked next, with its own message.
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** The widths of a photo this wide: the standard ones below it, and its own up to the largest. */
export function photoWidths(width: number): number[] {
  const widths = [...MEDIA_WIDTHS.filter((w) => w < width), Math.min(width, LARGEST_WIDTH)];
  return widths.filter((w, i) => widths.indexOf(w) === i);
}

/** Each copy's format; JPEG has no transparency, so a PNG's is laid on white. */
const FORMATS = [
  {
    format: 'avif',
    extension: 'avif',
    contentType: 'image/avif',
    encode: (p: Sharp) => p.avif({ quality: 55, effort: 2 }),
  },
  {
    format: 'webp',
    extension: 'webp',
    contentType: 'image/webp',
    encode: (p: Sharp) => p.webp({ quality: 78 }),
  },
  {
    format: 'jpeg',
    extension: 'jpg',
    contentType: 'image/jpeg',
    encode: (p: Sharp) => p.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
  },
] as const;

/**
 * The upright pixels at the largest width served, decoded once for every copy, and the upright size of
 * the original. A phone's HEIC may hold several pictures (bursts, depth maps): heic-convert takes the
 * primary one.
 */
async function decodeUpright(type: PhotoType, upload: Buffer, metadata: Metadata) {
  const decodable = type === 'heic' ? await heicToJpeg(upload) : upload;
  const upright = type === 'heic' ? (await sharp(decodable).metadata()).autoOrient : metadata.autoOrient;
  const pixels = await sharp(decodable, {
    limitInputPixels: UPLOAD_MAX_PIXELS,
    failOn: 'error',
    autoOrient: true,
  })
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { upright, pixels };
}

/**
 * Checks a photo by its bytes and makes its files, named `${id}-${width}w.${extension}`. 415 for what is
 * not a photo, 413 for one too large, 415 for one that cannot be decoded.
 */
export async function processPhoto(id: string, upload: Buffer): Promise<ProcessedPhoto> {
  if (upload.byteLength > MEDIA_IMAGE_MAX_BYTES) {
    throw new HttpError(413, `The photo is too large: at most ${MEDIA_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const metadata = await readHeader(upload);
  const type = metadata ? photoType(metadata) : null;
  if (!metadata || !type) throw new HttpError(415, UNSUPPORTED_MEDIA_MESSAGE);
  if ((metadata.pages ?? 1) > 1 && type !== 'heic') {
    throw new HttpError(415, 'Please upload a still photo, not an animation.');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_MAX_PIXELS) {
    throw new HttpError(413, `The photo is too large: at most ${MEGAPIXELS} megapixels.`);
  }

  let decoded: Awaited<ReturnType<typeof decodeUpright>>;
  try {
    decoded = await decodeUpright(type, upload, metadata);
  } catch {
    throw new HttpError(415, UNREADABLE_PHOTO_MESSAGE);
  }
  const { upright, pixels } = decoded;

  const files: EncodedMediaFile[] = [];
  const variants: MediaVariant[] = [];
  for (const width of photoWidths(pixels.info.width)) {
    const resized = await sharp(pixels.data, { raw: pixels.info })
      .resize({ width })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encoded = await Promise.all(
      FORMATS.map(({ encode }) => encode(sharp(resized.data, { raw: resized.info })).toBuffer()),
    );
    FORMATS.forEach(({ format, extension, contentType }, i) => {
      const name = `${id}-${width}w.${extension}`;
      files.push({ name, contentType, data: encoded[i] as Buffer });
      variants.push({ file: name, format, width });
    });
  }
  return { width: upright.width, height: upright.height, variants, files };
}
