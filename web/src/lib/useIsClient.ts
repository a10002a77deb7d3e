import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered ahead of time and while the browser hydrates that render, true from
 * then on (and at once when the browser renders alone). What only the browser knows (its storage) waits
 * for true, so the browser's first render equals the prerendered HTML.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
