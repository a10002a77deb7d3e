import { type HistoryRouterProps, parsePath, type To } from 'react-router';

/** React Router's history (browser or memory), as `unstable_HistoryRouter` takes it. */
export type History = HistoryRouterProps['history'];

/** Where the app is and where a navigation would take it (paths with the language prefix, if any). */
export interface LocationChange {
  from: { pathname: string; search: string; hash: string };
  to: { pathname: string; search: string; hash: string };
}

/**
 * Decides a navigation of the app: true holds it, and the visitor stays where they are. It may ask them
 * first (window.confirm): it is called synchronously, before anything changes on the screen.
 */
export type NavigationBlocker = (change: LocationChange) => boolean;

export interface GuardedHistory extends History {
  /** Sets the one blocker (a later call replaces it); the function returned removes it. */
  block(blocker: NavigationBlocker): () => void;
}

const pathOf = (to: To) => {
  const { pathname = '', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return { pathname, search, hash };
};

/**
 * A history whose navigations a blocker can hold: what React Router's data router offers as useBlocker,
 * for the declarative router (docs/decisions/0033-declarative-router.md). A held push or replace never
 * happens. Back and Forward have moved the browser already when the app hears of them: a held one is
 * undone with history.go(-delta), as the data router does, and the pop that undoes it is not passed on.
 * The history must be made with `v5Compat: true`, so that pushes and replaces reach the listener too.
 */
export function guardHistory(history: History): GuardedHistory {
  let blocker: NavigationBlocker | undefined;
  // The location the app shows: during a pop, history.location is the one the browser moved to.
  let shown = history.location;
  let undoing = false;
  const holds = (to: To) => blocker?.({ from: pathOf(shown), to: pathOf(to) }) ?? false;

  // React Router calls push, replace and go unbound: no `this` below.
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      if (!holds(to)) history.push(to, state);
    },
    replace(to, state) {
      if (!holds(to)) history.replace(to, state);
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      const unlisten = history.listen((update) => {
        if (undoing) {
          // The browser back where the app is: nothing changed for the app.
          undoing = false;
          return;
        }
        // A pop the history did not record (delta null) cannot be undone: it goes through.
        if (update.action === 'POP' && update.delta && holds(update.location)) {
          undoing = true;
          history.go(-update.delta);
          return;
        }
        shown = update.location;
        listener(update);
      });
      return () => {
        unlisten();
        undoing = false;
      };
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = undefined;
      };
    },
  };
}
