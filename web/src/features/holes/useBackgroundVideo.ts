import { startTransition, useEffect, useState } from 'react';
import { appIsInteractive } from '../../lib/useIsClient';

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
 *
 * No while the page is rendered ahead of time and hydrated (the server cannot know), then the browser's
 * answer, set in a transition. Read as a store (useSyncExternalStore), an answer that differs from the
 * server's after hydration re-rendered all 18 holes blocking: 60 ms of a 180 ms task on /holes at 3.8×
 * (issue 38, TBT; decision 0037).
 */
export function useBackgroundVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(() => appIsInteractive() && backgroundVideoAllowed());
  useEffect(() => {
    const update = () => startTransition(() => setAllowed(backgroundVideoAllowed()));
    update();
    return subscribe(update);
  }, []);
  return allowed;
}

/** Whether smooth scrolling is welcome (not with prefers-reduced-motion). */
export function scrollBehavior(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}
