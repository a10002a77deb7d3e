import { createContext, type ReactNode, useContext, useId, useState } from 'react';

/**
 * Ids for aria-labelledby, htmlFor and the like that come out the same in the prerender and in the
 * browser, whatever order the browser renders in. React's and Preact's useId count the page's ids in
 * render order, and a page hydrated in slices (lib/hydrateLater.tsx) renders in another order than the
 * prerender did: a hydrated element keeps its prerendered id while the browser's count gives another, so
 * a banner drawn later could take the id of a heading elsewhere. Here each slice is a scope of its own,
 * numbered among its parent's scopes, and ids count within their scope, where the order is the same.
 */
interface Scope {
  prefix: string;
  ids: number;
  scopes: number;
}

const ScopeContext = createContext<Scope | null>(null);

/** A scope of ids: the app's root, and each slice. Numbered once, when it first renders. */
export function IdScope({ children }: { children: ReactNode }) {
  const parent = useContext(ScopeContext);
  const [scope] = useState<Scope>(() => ({
    prefix: parent ? `${parent.prefix}${parent.scopes++}-` : 'id-',
    ids: 0,
    scopes: 0,
  }));
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** An id unique in the page, the same in the prerender and the browser. Outside any scope, useId's. */
export function useElementId(): string {
  const scope = useContext(ScopeContext);
  const fallback = useId();
  const [id] = useState(() => (scope ? `${scope.prefix}${scope.ids++}` : fallback));
  return id;
}
