import { useState } from 'react';
import { type Location, Outlet, ScrollRestoration, useMatches } from 'react-router';
import { initialTransition, nextTransition, routeHandleOf } from './pageTransition';

/**
 * Scroll positions are saved per history entry. The first entry of a visit has no key of its own (every
 * fresh load is "default"), so it is told apart by its path: a reload restores its position, and a new
 * address typed into the same tab does not inherit another page's.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

/**
 * The routed screen, remounted on every change of screen so that its CSS entry animation runs:
 * a slide of 1000 ms when leaving or entering home, a short fade otherwise (see page-transitions.css).
 *
 * ScrollRestoration puts back the scroll position on back and forward, and starts a new screen at the
 * top or at its #anchor. It renders here, beside the screen, so that it scrolls once the new screen is
 * in the page: Preact re-renders each component that reads the router's state on its own, shallowest
 * first, so one higher up in the layout would scroll while the old screen is still shown (to the top of
 * it, or to an anchor that is not there yet).
 */
export function PageTransition() {
  const handle = routeHandleOf(useMatches());
  const [state, setState] = useState(() => initialTransition(handle));
  const next = nextTransition(state, handle);
  // Adjusting state while rendering: React re-renders at once, before anything is committed.
  if (next !== state) setState(next);
  return (
    <>
      <div
        key={next.generation}
        className="page-transition"
        data-transition={next.transition}
        data-animation={next.animation}
      >
        <Outlet />
      </div>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
