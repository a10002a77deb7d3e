import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';
import { afterNextFrame } from '../../lib/afterNextFrame';

/** Where the positions stay for a reload: the key React Router's <ScrollRestoration> used. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * Scroll positions are saved per history entry. The first entry of a visit has no key of its own (every
 * fresh load is "default"), so it is told apart by its path: a reload restores its position, and a new
 * address typed into the same tab does not inherit another page's.
 */
export const scrollKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

let savedPositions: Record<string, number> | undefined;

/**
 * Whether this load may find the first screen's position saved: a reload, or Back or Forward into the
 * site. A new visit starts where the browser has it, and leaves sessionStorage unread until a later
 * screen needs it: its first read costs milliseconds in the hydration's commit (issue 38).
 */
function loadMayRestore(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type !== 'navigate';
}

/** The positions by scrollKey: those of this tab's earlier pages, read once, and this page's since. */
function positions(): Record<string, number> {
  savedPositions ??= storedPositions();
  return savedPositions;
}

function scrollToAnchor(hash: string): boolean {
  if (hash === '') return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    // Not a decodable id: nothing to scroll to.
    return false;
  }
}

/**
 * What React Router's <ScrollRestoration> did under the data router, for the declarative one: Back and
 * Forward put back the position the visitor left that entry at (kept per entry in sessionStorage, so a
 * reload finds it too); any other change of address starts at the top, or at its #anchor when that is on
 * the screen (ContentSections' ScrollToAnchor takes anchors whose text arrives later). The first render
 * restores a saved position (a reload) or goes to the anchor, and otherwise leaves the page where the
 * browser has it. The browser's own restoration is off while the app runs, and on again for the reload.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const shown = useRef<string>(undefined);
  // The position of the screen shown, as of the last scroll: when a new screen has replaced it in the
  // DOM, window.scrollY may already be clamped to the new one's height. Unknown until read.
  const lastY = useRef<number>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const save = () => {
      const saved = positions();
      saved[scrollKey(location)] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or off: a reload starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [location]);

  useLayoutEffect(() => {
    const key = scrollKey(location);
    // The same entry again (StrictMode's second run): nothing moved.
    if (shown.current === key) return;
    const first = shown.current === undefined;
    const saved = first && !loadMayRestore() ? undefined : positions();
    if (saved && shown.current !== undefined) saved[shown.current] = lastY.current ?? window.scrollY;
    shown.current = key;
    const position = saved?.[key];
    if (typeof position === 'number') window.scrollTo(0, position);
    else if (!scrollToAnchor(location.hash)) {
      if (first) {
        // Left where the browser has it, and read once the next frame is drawn: window.scrollY lays out
        // the page first, which read here is the whole page inside the hydration's commit (issue 38:
        // 10 ms unthrottled on /handicap-stroke-table), and after the frame costs nothing.
        afterNextFrame(() => {
          lastY.current ??= window.scrollY;
        });
        return;
      }
      window.scrollTo(0, 0);
    }
    lastY.current = window.scrollY;
  }, [location]);
}
