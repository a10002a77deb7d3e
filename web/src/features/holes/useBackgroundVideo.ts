import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface NetworkInformation {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as { connection?: NetworkInformation }).connection;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** True when moving pictures may play: no prefers-reduced-motion and no Save-Data. */
export function backgroundVideoAllowed(): boolean {
  return !reducedMotion() && connection()?.saveData !== true;
}

function subscribe(onChange: () => void) {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;
  query?.addEventListener('change', onChange);
  connection()?.addEventListener?.('change', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
    connection()?.removeEventListener?.('change', onChange);
  };
}

/**
 * Whether the holes' background videos may load and play. With prefers-reduced-motion or Save-Data
 * (navigator.connection.saveData) only the posters show. Follows changes of either while on the page.
 */
export function useBackgroundVideoAllowed(): boolean {
  return useSyncExternalStore(subscribe, backgroundVideoAllowed, () => false);
}

/** Whether smooth scrolling is welcome (not with prefers-reduced-motion). */
export function scrollBehavior(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}
