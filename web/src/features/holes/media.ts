import type { Hole } from '../../../../common/api/holes';
import type { PublicPicture } from '../../../../common/api/media';

/**
 * The generated media of each hole (scripts/generate-hole-media.mjs), served as static files: the plan
 * drawing, the background loop in WebM (VP9) and MP4 (H.264), and the loop's first frame as its poster,
 * in AVIF and WebP with the JPEG for browsers that take neither. A hole whose plan, picture or video staff
 * chose in the media library shows that instead (docs/product.md, Holes).
 */
export const MEDIA_BASE = '/media';

/**
 * The hole on the page's first screen: its poster is the largest paint and comes with the page; the
 * other holes' posters, and every plan, load once the app runs (LoadAfterStart, decisions 0011, 0036).
 */
export const FIRST_SCREEN_HOLE = 1;

/** Sizes of the generated files, for width and height attributes. */
export const PLAN_SIZE = { width: 400, height: 600 } as const;
export const VIDEO_SIZE = { width: 640, height: 360 } as const;

export const COURSE_MAP = `${MEDIA_BASE}/course-map.svg`;

/** A picture to draw: the fallback file, the better formats before it, and its size. */
export interface HoleImage {
  src: string;
  sources: readonly { type: string; srcSet: string }[];
  width: number;
  height: number;
  /** The library's alt text, in the page's language; none for the generated files. */
  alt?: string;
}

const fromLibrary = (picture: PublicPicture): HoleImage => ({
  src: picture.src,
  sources: picture.sources.map((source) => ({ type: source.type, srcSet: source.srcset })),
  width: picture.width,
  height: picture.height,
  ...(picture.alt ? { alt: picture.alt } : {}),
});

const generated = (number: number) => `${MEDIA_BASE}/hole-${number}`;

/** The plan drawing: the library's, or the generated SVG. */
export function holePlan(number: number, hole: Hole | undefined): HoleImage {
  if (hole?.plan) return fromLibrary(hole.plan);
  return { src: `${generated(number)}.svg`, sources: [], ...PLAN_SIZE };
}

/** The picture behind the hole's text: the library's picture, else its video's poster, else the generated one. */
export function holePoster(number: number, hole: Hole | undefined): HoleImage {
  if (hole?.picture) return fromLibrary(hole.picture);
  const poster = hole?.video?.video?.poster;
  if (hole?.video && poster)
    return { src: poster, sources: [], width: hole.video.width, height: hole.video.height };
  const base = generated(number);
  return {
    src: `${base}.jpg`,
    sources: [
      { type: 'image/avif', srcSet: `${base}.avif` },
      { type: 'image/webp', srcSet: `${base}.webp` },
    ],
    ...VIDEO_SIZE,
  };
}

/**
 * The background loop's sources, best first. A hole with a picture of the club's own and no video has
 * none: the generated loop shows another course's hole, and would play over the club's picture.
 */
export function holeVideoSources(number: number, hole: Hole | undefined): { src: string; type: string }[] {
  const video = hole?.video?.video;
  if (video) return [{ src: video.src, type: video.type }];
  if (hole?.picture) return [];
  const base = generated(number);
  return [
    { src: `${base}.webm`, type: 'video/webm' },
    { src: `${base}.mp4`, type: 'video/mp4' },
  ];
}
