/**
 * The generated media of each hole (scripts/generate-hole-media.mjs), served as static files: the plan
 * drawing, the background loop in WebM (VP9) and MP4 (H.264), and the loop's first frame as its poster,
 * in AVIF and WebP with the JPEG for browsers that take neither.
 */
export const MEDIA_BASE = '/media';

export interface HoleMedia {
  plan: string;
  webm: string;
  mp4: string;
  poster: string;
  posterAvif: string;
  posterWebp: string;
}

export function holeMedia(hole: number): HoleMedia {
  const base = `${MEDIA_BASE}/hole-${hole}`;
  return {
    plan: `${base}.svg`,
    webm: `${base}.webm`,
    mp4: `${base}.mp4`,
    poster: `${base}.jpg`,
    posterAvif: `${base}.avif`,
    posterWebp: `${base}.webp`,
  };
}

/**
 * The hole on the page's first screen: its poster is the largest paint and comes with the page; the
 * other holes' posters and plans load once the app runs (LoadAfterStart, decision 0011).
 */
export const FIRST_SCREEN_HOLE = 1;

/** Sizes of the generated files, for width and height attributes. */
export const PLAN_SIZE = { width: 400, height: 600 } as const;
export const VIDEO_SIZE = { width: 640, height: 360 } as const;

export const COURSE_MAP = `${MEDIA_BASE}/course-map.svg`;
