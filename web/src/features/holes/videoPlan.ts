import { HOLE_COUNT } from '../../app/routes';

/**
 * What each hole's background video does (docs/product.md, Holes: the hole in view plays, its neighbours
 * preload):
 * - play: the hole in view;
 * - preload: its neighbours, so that scrolling on finds their video ready;
 * - none: every other hole, which loads no video source at all.
 */
export type VideoMode = 'play' | 'preload' | 'none';

/**
 * `inView` is the hole in view: 1 to 18, 0 above the first hole (hole 1 is then the neighbour), or 19
 * below the last (hole 18 is then the neighbour).
 */
export function videoMode(hole: number, inView: number): VideoMode {
  if (hole === inView) return 'play';
  return Math.abs(hole - inView) === 1 ? 'preload' : 'none';
}

/** Share of the window a hole must fill to count as in view. */
export const IN_VIEW_SHARE = 0.3;

/**
 * The hole in view: the section that fills most of the window between `top` (under the sticky header)
 * and `bottom`, if it fills at least IN_VIEW_SHARE of it. Otherwise 0 when the sections are still below
 * (the page header is in view), or 19 when they are all above (the links at the end are in view).
 */
export function holeInView(
  sections: readonly { hole: number; top: number; bottom: number }[],
  top: number,
  bottom: number,
): number {
  let best = { hole: 0, shown: 0 };
  for (const section of sections) {
    const shown = Math.min(section.bottom, bottom) - Math.max(section.top, top);
    if (shown > best.shown) best = { hole: section.hole, shown };
  }
  if (best.hole && best.shown >= IN_VIEW_SHARE * (bottom - top)) return best.hole;
  const first = sections[0];
  return !first || first.top >= top ? 0 : HOLE_COUNT + 1;
}
