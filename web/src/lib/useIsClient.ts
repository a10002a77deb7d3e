import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the app has hydrated or rendered the page (App.tsx marks <html data-interactive> once it has):
 * what mounts after that starts as client at once. Never while rendering ahead of time.
 */
export const appIsInteractive = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.interactive === 'true';

/**
 * False while the page is rendered ahead of time and while the browser hydrates that render, true from
 * then on. What only the browser knows (its storage) waits for true, so the browser's first render equals
 * the prerendered HTML.
 *
 * The switch is a transition, which React renders in slices between the browser's own work. A store read
 * with useSyncExternalStore (this hook's earlier form) differs from its server value after hydration, and
 * React then renders every reader at once, blocking: on /booking that was one long task (issue 38, TBT).
 *
 * The switch renders the caller and all it holds again. A caller that needs it only now and then passes
 * `needed`: while that is false the hook answers false and switches nothing, so a page without
 * `?preview=draft` is not rendered twice for a value it does not use (issue 38: every element of
 * /handicap-stroke-table, 1,429, updated once more after the hydration).
 */
export function useIsClient(needed = true): boolean {
  const [isClient, setIsClient] = useState(appIsInteractive);
  useEffect(() => {
    if (needed && !isClient) startTransition(() => setIsClient(true));
  }, [needed, isClient]);
  return needed && isClient;
}
