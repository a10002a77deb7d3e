/**
 * What the app renders again once it has hydrated a page. Hydration keeps the page's own HTML; a state
 * that changes just after (the stored consent read, the client's own values) renders what depends on it
 * again, and every element rendered again is compared and updated in one commit, a long task on a phone
 * (issue 38: all 1,429 elements of /handicap-stroke-table, once, for a value the page did not use).
 *
 * countCommits stands in for React's developer tools hook, which React calls on every commit, also in a
 * production build, and counts per commit the page's elements (host fibers) whose props changed since the
 * last commit: those rendered again, not those React skipped.
 */
declare global {
  interface Window {
    __commits: Array<{ elements: number; updated: number; where: string[] }>;
  }
}

interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedProps: unknown;
}

export function countCommits() {
  const propsAt = new WeakMap<Fiber, unknown>();
  window.__commits = [];
  const nameOf = (fiber: Fiber) => {
    const type = fiber.type as { name?: string; displayName?: string } | string | null;
    return typeof type === 'string' ? type : (type?.displayName ?? type?.name ?? '?');
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        const commit = { elements: 0, updated: 0, where: [] as string[] };
        const walk = (first: Fiber | null, parent: string) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            const seen = propsAt.has(fiber) ? fiber : fiber.alternate;
            const updated = seen !== null && propsAt.has(seen) && propsAt.get(seen) !== fiber.memoizedProps;
            if (typeof fiber.type === 'string') {
              commit.elements++;
              if (updated) {
                commit.updated++;
                if (commit.where.length < 5 && !commit.where.includes(parent)) commit.where.push(parent);
              }
            }
            propsAt.set(fiber, fiber.memoizedProps);
            walk(fiber.child, typeof fiber.type === 'string' ? parent : nameOf(fiber));
          }
        };
        walk(root.current.child, 'root');
        window.__commits.push(commit);
      },
    },
  });
}
