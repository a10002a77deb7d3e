import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { GuardedHistory, NavigationBlocker } from './guardedHistory';

const BlockerContext = createContext<GuardedHistory | null>(null);

/**
 * React Router's declarative router on a history whose navigations can be held (lib/guardedHistory.ts),
 * which `useNavigationBlocker` reaches. Navigations render as transitions, as with <BrowserRouter>.
 */
export function GuardedRouter({
  history,
  basename,
  children,
}: {
  history: GuardedHistory;
  basename?: string;
  children: ReactNode;
}) {
  return (
    <BlockerContext.Provider value={history}>
      <HistoryRouter history={history} basename={basename}>
        {children}
      </HistoryRouter>
    </BlockerContext.Provider>
  );
}

/**
 * Holds the app's navigations (links, navigate, Back and Forward) that `blocker` holds, while it is given;
 * undefined holds none. The router takes one blocker at a time. Under a router without a guarded
 * history (the prerender, tests under MemoryRouter) nothing is held.
 */
export function useNavigationBlocker(blocker: NavigationBlocker | undefined): void {
  const history = useContext(BlockerContext);
  useEffect(() => (history && blocker ? history.block(blocker) : undefined), [history, blocker]);
}
