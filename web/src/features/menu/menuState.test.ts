import { describe, expect, it } from 'vitest';
import { initialMenuState, type MenuState, menuReducer } from './menuState';

const open = (openGroup: MenuState['openGroup'] = null): MenuState => ({ open: true, openGroup });

describe('menu state', () => {
  it('starts closed with no group open', () => {
    expect(initialMenuState).toEqual({ open: false, openGroup: null });
  });

  it('opens and closes with the toggle', () => {
    const opened = menuReducer(initialMenuState, { type: 'toggle' });
    expect(opened).toEqual(open());
    expect(menuReducer(opened, { type: 'toggle' })).toEqual(initialMenuState);
  });

  it('can open with the group of the page on screen unfolded', () => {
    expect(menuReducer(initialMenuState, { type: 'toggle', group: 'greenfees' })).toEqual(open('greenfees'));
    expect(menuReducer(initialMenuState, { type: 'open', group: 'club' })).toEqual(open('club'));
  });

  it('keeps only one group open at a time', () => {
    let state = menuReducer(open(), { type: 'toggleGroup', group: 'course' });
    expect(state.openGroup).toBe('course');
    state = menuReducer(state, { type: 'toggleGroup', group: 'ecology' });
    expect(state).toEqual(open('ecology'));
    state = menuReducer(state, { type: 'toggleGroup', group: 'ecology' });
    expect(state).toEqual(open(null));
  });

  it('folds every group on closing, so it reopens folded', () => {
    const closed = menuReducer(open('club'), { type: 'close' });
    expect(closed).toEqual(initialMenuState);
    expect(menuReducer(closed, { type: 'open' })).toEqual(open());
  });

  it('ignores group clicks while closed, and repeated opens and closes', () => {
    expect(menuReducer(initialMenuState, { type: 'toggleGroup', group: 'course' })).toBe(initialMenuState);
    expect(menuReducer(initialMenuState, { type: 'close' })).toBe(initialMenuState);
    const state = open('course');
    expect(menuReducer(state, { type: 'open', group: 'club' })).toBe(state);
  });
});
