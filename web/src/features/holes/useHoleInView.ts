import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextFrame } from '../../lib/afterNextFrame';
import { throttle } from './throttle';
import { scrollBehavior } from './useBackgroundVideo';
import { holeInView } from './videoPlan';

/** docs/product.md, Holes: the scroll check runs at most once per second. */
export const SCROLL_CHECK_MS = 1000;
/** How long a jump may take before scroll checks resume anyway (where `scrollend` never fires). */
const JUMP_TIMEOUT_MS = 3000;
/** Jumps over more than this many screens happen at once: gliding past a dozen holes takes too long. */
const SMOOTH_SCREENS = 2.5;
/** How long after a jump the hole is kept in place while the page above it settles. */
const SETTLE_MS = 10_000;
/** What a visitor does to scroll on their own: the hole is then theirs to move. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The id of hole n's section. */
export const holeSectionId = (hole: number) => `hole-${hole}`;
/** The id of a hole's heading, which names its section and takes focus after a jump. */
export const holeTitleId = (hole: number) => `${holeSectionId(hole)}-title`;

/** The height of the sticky site header, which the layout publishes (0 if it does not). */
const headerHeight = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-header-height')) || 0;

/**
 * Keeps a section where a jump put it while the page settles: the header's height published, a picture
 * or the web fonts arriving above it, each changes the height of the sections above, and the browser's
 * scroll anchoring does not follow a change of their height. Until the visitor scrolls on their own, or
 * for SETTLE_MS, every change of the page's size scrolls the section back under the header.
 */
function keepInPlace(section: HTMLElement, moving: () => boolean) {
  let stopped = false;
  const realign = () => {
    if (stopped || moving()) return;
    const wanted = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    if (Math.abs(section.getBoundingClientRect().top - wanted) >= 1) {
      section.scrollIntoView({ behavior: 'auto', block: 'start' });
    }
  };
  if (typeof ResizeObserver === 'undefined') return { stop: () => {}, realign };
  const observer = new ResizeObserver(realign);
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    observer.disconnect();
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.documentElement);
  if (section.parentElement) observer.observe(section.parentElement);
  return { stop, realign };
}

/** The hole that fills most of the window under the header (0 above the first, 19 below the last). */
export function measureHoleInView(container: HTMLElement): number {
  const sections = [...container.querySelectorAll<HTMLElement>('[data-hole]')].map((section) => {
    const box = section.getBoundingClientRect();
    return { hole: Number(section.dataset.hole), top: box.top, bottom: box.bottom };
  });
  return holeInView(sections, headerHeight(), window.innerHeight);
}

/**
 * Tracks the hole in view, checking on scroll and resize no more than once per second, and jumps to a
 * hole: while the page scrolls there the checks wait, so that the holes passed on the way load no video.
 */
export function useHoleInView(container: RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(0);
  const jumping = useRef<(() => void) | undefined>(undefined);
  const holding = useRef<(() => void) | undefined>(undefined);
  const check = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The hole in view changes the videos and the navigation of every section: a transition, which React
    // renders in slices (issue 38, TBT: on /holes the first one was a 60 ms blocking render at 3.8×).
    const throttled = throttle(() => {
      if (jumping.current) return;
      const hole = measureHoleInView(element);
      startTransition(() => setInView(hole));
    }, SCROLL_CHECK_MS);
    check.current = throttled;
    // The first check measures every section once the browser has laid out the page the app committed:
    // measured at once, the effect itself would lay it out, in the same task as the commit.
    let unmounted = false;
    afterNextFrame(() => {
      if (!unmounted) throttled();
    });
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    return () => {
      unmounted = true;
      throttled.cancel();
      holding.current?.();
      jumping.current?.();
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [container]);

  const jumpTo = useCallback(
    (hole: number) => {
      const section = container.current?.querySelector<HTMLElement>(`#${holeSectionId(hole)}`);
      if (!section) return;
      holding.current?.();
      jumping.current?.();
      setInView(hole);
      const hold = keepInPlace(section, () => jumping.current !== undefined);
      holding.current = hold.stop;
      const done = () => {
        window.clearTimeout(timer);
        window.removeEventListener('scrollend', done);
        jumping.current = undefined;
        hold.realign();
        check.current?.();
      };
      const timer = window.setTimeout(done, JUMP_TIMEOUT_MS);
      window.addEventListener('scrollend', done);
      jumping.current = done;
      const far = Math.abs(section.getBoundingClientRect().top) > SMOOTH_SCREENS * window.innerHeight;
      section.scrollIntoView({ behavior: far ? 'auto' : scrollBehavior(), block: 'start' });
    },
    [container],
  );

  return { inView, jumpTo };
}
