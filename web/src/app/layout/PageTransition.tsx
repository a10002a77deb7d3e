import { useMemo, useState } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router';
import { screenRoutes } from '../screenRoutes';
import { initialTransition, nextTransition, routeHandleOf } from './pageTransition';

/**
 * The routed screen, remounted on every change of screen so that its CSS entry animation runs:
 * a slide of 1000 ms when leaving or entering home, a short fade otherwise (see page-transitions.css).
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const handle = useMemo(() => routeHandleOf(matchRoutes(screenRoutes, pathname) ?? []), [pathname]);
  const [state, setState] = useState(() => initialTransition(handle));
  const next = nextTransition(state, handle);
  // Adjusting state while rendering: React re-renders at once, before anything is committed.
  if (next !== state) setState(next);
  return (
    <div
      key={next.generation}
      className="page-transition"
      data-transition={next.transition}
      data-animation={next.animation}
    >
      <Outlet />
    </div>
  );
}
