import type { AnimationState, RouteHandle, RouteName } from '../routes';

/**
 * How the new screen arrives (docs/product.md, Page transitions):
 * - `slide-from-end`: leaving home, the page slides in from the right (1000 ms);
 * - `slide-from-start`: entering home, home slides in from the left (1000 ms);
 * - `fade`: any other change of screen, a short fade;
 * - `none`: the first screen of a visit.
 * prefers-reduced-motion turns all of them off in CSS.
 */
export type PageTransitionKind = 'none' | 'fade' | 'slide-from-end' | 'slide-from-start';

export function transitionBetween(from: AnimationState, to: AnimationState): PageTransitionKind {
  if (from === 'home' && to !== 'home') return 'slide-from-end';
  if (to === 'home' && from !== 'home') return 'slide-from-start';
  return 'fade';
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'animation' in handle && 'screen' in handle;
}

/** The handle of the deepest matched route that carries one; home when none does. */
export function routeHandleOf(matches: readonly { route: { handle?: unknown } }[]): RouteHandle {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { animation: 'home', screen: 'home' };
}

export interface TransitionState {
  screen: RouteName;
  animation: AnimationState;
  transition: PageTransitionKind;
  /** Bumped on every change of screen, so the new screen mounts fresh and its animation runs. */
  generation: number;
}

export const initialTransition = (handle: RouteHandle): TransitionState => ({
  screen: handle.screen,
  animation: handle.animation,
  transition: 'none',
  generation: 0,
});

/** The next state when the router shows `handle`; the same state object when the screen did not change. */
export function nextTransition(state: TransitionState, handle: RouteHandle): TransitionState {
  if (state.screen === handle.screen) return state;
  return {
    screen: handle.screen,
    animation: handle.animation,
    transition: transitionBetween(state.animation, handle.animation),
    generation: state.generation + 1,
  };
}
