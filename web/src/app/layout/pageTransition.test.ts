import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../routes';
import { initialTransition, nextTransition, routeHandleOf, transitionBetween } from './pageTransition';

const home: RouteHandle = { animation: 'home', screen: 'home' };
const greenfees: RouteHandle = { animation: 'page', screen: 'greenfees' };
const holes: RouteHandle = { animation: 'page', screen: 'holes' };

const match = (handle: unknown) => ({ route: { path: '/', handle } });

describe('page transitions', () => {
  it('slides when leaving or entering home, fades otherwise', () => {
    expect(transitionBetween('home', 'page')).toBe('slide-from-end');
    expect(transitionBetween('page', 'home')).toBe('slide-from-start');
    expect(transitionBetween('page', 'page')).toBe('fade');
    expect(transitionBetween('home', 'home')).toBe('fade');
  });

  it('does not animate the first screen of a visit', () => {
    expect(initialTransition(greenfees)).toEqual({
      screen: 'greenfees',
      animation: 'page',
      transition: 'none',
      generation: 0,
    });
  });

  it('moves to a new generation on each change of screen, with the right transition', () => {
    const first = initialTransition(home);
    const second = nextTransition(first, greenfees);
    expect(second).toMatchObject({ screen: 'greenfees', transition: 'slide-from-end', generation: 1 });
    const third = nextTransition(second, holes);
    expect(third).toMatchObject({ screen: 'holes', transition: 'fade', generation: 2 });
    expect(nextTransition(third, home)).toMatchObject({ transition: 'slide-from-start', generation: 3 });
  });

  it('keeps the same state between routes of one screen (/holes and a hole page)', () => {
    const state = nextTransition(initialTransition(home), holes);
    expect(nextTransition(state, { ...holes })).toBe(state);
  });

  it('reads the handle of the deepest route that has one', () => {
    expect(routeHandleOf([match(undefined), match(greenfees)])).toBe(greenfees);
    expect(routeHandleOf([match(holes), match({ other: true })])).toBe(holes);
    expect(routeHandleOf([match(undefined)])).toEqual(home);
  });
});
