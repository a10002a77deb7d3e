import { type ComponentType, use } from 'react';

/** A screen whose code loads on demand (a page module and its dictionary areas, the admin, or a page's part). */
export interface LazyScreen {
  /** Its component, once loaded. */
  readonly loaded: ComponentType | undefined;
  /** Loads it, once (again after a failure). */
  load(): Promise<ComponentType>;
}

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const screen: { loaded: ComponentType | undefined; load(): Promise<ComponentType> } = {
    loaded: undefined,
    load() {
      loading ??= load().then(
        (component) => {
          screen.loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return screen;
}

/**
 * Renders a lazy screen: at once when it is loaded, otherwise it suspends until it is. Navigations are
 * transitions, so the previous screen stays in place meanwhile, never an empty fallback; the first render
 * comes after the address's screens are loaded (app/router.tsx, preloadRoute), and never suspends.
 */
export function LazyScreenView({ screen }: { screen: LazyScreen }) {
  const Loaded = screen.loaded ?? use(navigationLoad(screen.load()));
  return <Loaded />;
}

const navigationLoads = new WeakMap<Promise<ComponentType>, Promise<ComponentType>>();

/**
 * The load a navigation waits for. When it fails (a chunk gone after a deploy, the network down), the
 * address is loaded afresh from the server, which answers it with its page, and the previous screen stays
 * until then: without a route error boundary, a failed load would take the whole app down. (One promise
 * per load: `use` needs the same promise on every render.)
 */
function navigationLoad(loading: Promise<ComponentType>): Promise<ComponentType> {
  let navigation = navigationLoads.get(loading);
  if (!navigation) {
    navigation = loading.catch((error: unknown) => {
      console.info('A screen failed to load; loading the address afresh.', error);
      window.location.reload();
      return new Promise<never>(() => undefined);
    });
    navigationLoads.set(loading, navigation);
  }
  return navigation;
}
