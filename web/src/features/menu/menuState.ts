/**
 * The four groups of the side menu that fold open (docs/product.md, Navigation menu: at most one open at a
 * time).
 */
export const menuGroupIds = ['course', 'ecology', 'club', 'greenfees'] as const;
export type MenuGroupId = (typeof menuGroupIds)[number];

export interface MenuState {
  open: boolean;
  /** The one group that is unfolded, or null. */
  openGroup: MenuGroupId | null;
}

export type MenuAction =
  | { type: 'open'; group?: MenuGroupId | null }
  | { type: 'close' }
  | { type: 'toggle'; group?: MenuGroupId | null }
  | { type: 'toggleGroup'; group: MenuGroupId };

export const initialMenuState: MenuState = { open: false, openGroup: null };

const closed: MenuState = initialMenuState;

/**
 * Menu state: open or closed, with at most one group unfolded. Opening may unfold a group at once (the
 * group of the page on screen); closing folds every group, so the menu always reopens in a known state.
 */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { open: true, openGroup: action.group ?? null };
    case 'close':
      return state.open || state.openGroup !== null ? closed : state;
    case 'toggle':
      return state.open ? closed : { open: true, openGroup: action.group ?? null };
    case 'toggleGroup':
      if (!state.open) return state;
      return { open: true, openGroup: state.openGroup === action.group ? null : action.group };
  }
}
