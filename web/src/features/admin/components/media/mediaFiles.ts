import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_TYPES,
  MEDIA_VIDEO_MAX_BYTES,
  MEDIA_VIDEO_TYPES,
  type MediaItem,
  mediaFileUrl,
} from '../../../../../../common/api/media';

/**
 * What the admin can tell of a file before sending it: photo or video, and what is plainly wrong. The
 * server decides by the bytes; this only spares a phone a long upload that would be refused.
 */

/**
 * The file input's accept list: photos and videos, so that a phone offers its camera roll. HEIC is named
 * by its extensions too: desktop browsers often give such files no type.
 */
export const MEDIA_ACCEPT = ['image/*', ...MEDIA_VIDEO_TYPES, '.heic', '.heif'].join(',');

export const PHOTO_MEGABYTES = MEDIA_IMAGE_MAX_BYTES / 1024 / 1024;
export const VIDEO_MEGABYTES = MEDIA_VIDEO_MAX_BYTES / 1024 / 1024;

const VIDEO_EXTENSION = /\.(mp4|m4v|webm)$/i;
const QUICKTIME = /\.(mov|qt)$/i;

export type UploadKind = 'photo' | 'video';
export type UploadProblem = 'type' | 'quicktime' | 'photoSize' | 'videoSize';

/** Photo or video, by the type the browser gives or else the name's extension. */
export function uploadKind(file: { name: string; type: string }): UploadKind {
  return file.type.startsWith('video/') || VIDEO_EXTENSION.test(file.name) || QUICKTIME.test(file.name)
    ? 'video'
    : 'photo';
}

/** What is plainly wrong with a file; null when only the server can tell. */
export function uploadProblem(file: { name: string; type: string; size: number }): UploadProblem | null {
  if (file.type === 'video/quicktime' || QUICKTIME.test(file.name)) return 'quicktime';
  const known = [...MEDIA_IMAGE_TYPES, ...MEDIA_VIDEO_TYPES] as readonly string[];
  // A file without a type (HEIC on many desktops) is left to the server.
  if (file.type !== '' && !known.includes(file.type)) return 'type';
  if (uploadKind(file) === 'video') return file.size > MEDIA_VIDEO_MAX_BYTES ? 'videoSize' : null;
  return file.size > MEDIA_IMAGE_MAX_BYTES ? 'photoSize' : null;
}

/** The smallest picture of an item, for a thumbnail: a video's poster, a photo's narrowest copy, a drawing. */
export function thumbnailOf(item: MediaItem): string | null {
  if (item.kind === 'video') return item.poster;
  const still = item.variants.filter((v) => ['webp', 'jpeg', 'png', 'svg'].includes(v.format));
  const [smallest] = [...still].sort(
    (a, b) => a.width - b.width || (a.format === 'webp' ? -1 : b.format === 'webp' ? 1 : 0),
  );
  return smallest ? mediaFileUrl(smallest.file) : null;
}

/** A seeded drawing: it came with the site and cannot be deleted. */
export const isSeeded = (item: MediaItem) => item.createdBy === 'seed';
