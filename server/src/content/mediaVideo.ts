import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../../../common/api/images';
import { MEDIA_POSTER_MAX_BYTES, MEDIA_VIDEO_MAX_BYTES } from '../../../common/api/media';
import { HttpError } from '../lib/httpError';
import { type EncodedMediaFile, LARGEST_WIDTH } from './mediaPhoto';
import { blankWebmMetadata } from './mediaWebm';

/**
 * Videos for the media library (a hole's flyover): MP4 or WebM, told by their first bytes, stored as
 * uploaded (the server has no encoder for video) but for the filmer's metadata, blanked in place (MP4:
 * below; WebM: mediaWebm.ts), with a poster frame the admin took in the browser.
 */

export type VideoFormat = 'mp4' | 'webm';

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'NDAS',
  'f4v ',
]);

const ascii = (data: Buffer, from: number, to: number) => data.subarray(from, to).toString('latin1');

/** The ISO base media brands of a file ('ftyp' box first), or null when it has no such box. */
function isoBrands(data: Buffer): string[] | null {
  if (data.byteLength < 16 || ascii(data, 4, 8) !== 'ftyp') return null;
  const size = data.readUInt32BE(0);
  if (size < 16 || size > Math.min(data.byteLength, 4096)) return null;
  const brands = [ascii(data, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(data, at, at + 4));
  return brands;
}

/** An EBML document's DocType ('webm', 'matroska'), read from the header's first bytes. */
function ebmlDocType(data: Buffer): string | null {
  if (data.byteLength < 8 || data.readUInt32BE(0) !== 0x1a45dfa3) return null;
  // The DocType element (0x4282) lies within the EBML header, a few dozen bytes in.
  const header = data.subarray(0, Math.min(data.byteLength, 64));
  const at = header.indexOf(Buffer.from([0x42, 0x82]));
  if (at < 0 || at + 3 > header.byteLength) return null;
  const sizeByte = header[at + 2] ?? 0;
  // A one-byte size (its top bit set) is what every muxer writes for these few letters.
  if ((sizeByte & 0x80) === 0) return null;
  const length = sizeByte & 0x7f;
  return ascii(header, at + 3, at + 3 + length);
}

/**
 * The format of a video by its bytes; 'quicktime' for a .mov (an iPhone's own), refused with its own
 * message; null for anything else.
 */
export function videoFormat(data: Buffer): VideoFormat | 'quicktime' | null {
  const brands = isoBrands(data);
  if (brands) {
    const [major] = brands;
    if (major === 'qt  ') return 'quicktime';
    // AVIF and HEIC are ISO files too, with image brands: photos, not videos.
    if (brands.some((b) => ['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(b))) return null;
    return brands.some((b) => MP4_BRANDS.has(b)) ? 'mp4' : null;
  }
  return ebmlDocType(data) === 'webm' ? 'webm' : null;
}

/** Boxes whose contents are the camera's notes (place, device, date), blanked in an MP4 upload. */
const USER_DATA_BOXES = new Set(['udta', 'meta']);
/** Boxes whose children are walked to find them. */
const CONTAINER_BOXES = new Set(['moov', 'trak']);

/**
 * A copy of an MP4 whose user-data boxes (udta, meta: a phone writes the place it was filmed there)
 * become 'free' boxes of the same size, filled with zeros: nothing moves, so the offsets the file keeps
 * to its media data stay right.
 */
export function blankMp4UserData(video: Buffer): Buffer {
  const copy = Buffer.from(video);
  const walk = (from: number, to: number, depth: number) => {
    let at = from;
    while (at + 8 <= to) {
      let size = copy.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return;
        const large = copy.readBigUInt64BE(at + 8);
        if (large > BigInt(to - at)) return;
        size = Number(large);
        header = 16;
      } else if (size === 0) {
        size = to - at;
      }
      if (size < header || at + size > to) return;
      const type = ascii(copy, at + 4, at + 8);
      if (USER_DATA_BOXES.has(type)) {
        copy.write('free', at + 4, 'latin1');
        copy.fill(0, at + header, at + size);
      } else if (CONTAINER_BOXES.has(type) && depth < 4) {
        walk(at + header, at + size, depth + 1);
      }
      at += size;
    }
  };
  walk(0, copy.byteLength, 0);
  return copy;
}

/** Checks a video by its bytes: 415 for another type, 413 above MEDIA_VIDEO_MAX_BYTES. */
export function checkVideo(data: Buffer): { format: VideoFormat; data: Buffer } {
  const format = videoFormat(data);
  if (format === 'quicktime') {
    throw new HttpError(
      415,
      'This is a QuickTime (.mov) video: please export it as MP4 (on an iPhone: Settings, Camera, Formats, Most Compatible) or WebM.',
    );
  }
  if (!format) throw new HttpError(415, 'Please upload a photo or an MP4 or WebM video.');
  if (data.byteLength > MEDIA_VIDEO_MAX_BYTES) {
    throw new HttpError(413, `The video is too large: at most ${MEDIA_VIDEO_MAX_BYTES / 1024 / 1024} MB.`);
  }
  return { format, data: format === 'mp4' ? blankMp4UserData(data) : blankWebmMetadata(data) };
}

/**
 * The poster frame as the server stores it: a still image of the sizes the browser sends (checked by its
 * bytes), upright, at most the largest width a page shows, re-encoded as JPEG without metadata.
 */
export async function processPoster(
  name: string,
  poster: Buffer | undefined,
): Promise<{ file: EncodedMediaFile; width: number; height: number }> {
  if (!poster || poster.byteLength === 0) {
    throw new HttpError(400, 'A video needs its poster frame: please choose the video again.');
  }
  if (poster.byteLength > MEDIA_POSTER_MAX_BYTES) {
    throw new HttpError(
      413,
      `The poster frame is too large: at most ${MEDIA_POSTER_MAX_BYTES / 1024 / 1024} MB.`,
    );
  }
  const unreadable = new HttpError(415, 'The poster frame must be a JPEG, PNG or WebP picture.');
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(poster, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if ((metadata.pages ?? 1) > 1) throw unreadable;
  } catch {
    throw unreadable;
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw unreadable;
  if (pixels > UPLOAD_MAX_PIXELS) throw new HttpError(413, 'The poster frame is too large.');
  try {
    const { data, info } = await sharp(poster, { failOn: 'error', autoOrient: true })
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { file: { name, contentType: 'image/jpeg', data }, width: info.width, height: info.height };
  } catch {
    throw unreadable;
  }
}
