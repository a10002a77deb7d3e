import { type ReactNode, useEffect } from 'react';
import type { Language } from '../../../common/i18n/languages';
import { Preloader } from '../features/preloader/components/Preloader';
import { GuardedRouter } from '../lib/GuardedRouter';
import type { GuardedHistory } from '../lib/guardedHistory';
import { type Dictionary, LanguageProvider } from '../lib/i18n';
import { AppProviders } from './AppProviders';
import type { SeededQueries } from './queryClient';
import { AppRoutes, basenameOf } from './router';

interface PageLanguage {
  language: Language;
  dictionary: Dictionary;
  /** Data the server rendered the page with (app/queryClient.ts), the same on both sides. */
  queries?: SeededQueries;
}

/** Everything around the router, the same in the browser and in the prerender (so hydration matches). */
export function AppFrame({
  language,
  dictionary,
  queries,
  children,
}: PageLanguage & { children: ReactNode }) {
  return (
    <LanguageProvider language={language} dictionary={dictionary}>
      <AppProviders queries={queries}>
        {children}
        <Preloader />
      </AppProviders>
    </LanguageProvider>
  );
}

/**
 * The site in one language: its dictionary, and a router whose paths live under the language's prefix, on
 * the browser's history (app/router.tsx, createAppHistory). The start has loaded the screens the address
 * shows (preloadRoute).
 */
export function App({ language, dictionary, queries, history }: PageLanguage & { history: GuardedHistory }) {
  // Until React has hydrated the prerendered page, its buttons do nothing: say when they do (tests wait for
  // it). Effects run once the whole tree is committed.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AppFrame language={language} dictionary={dictionary} queries={queries}>
      <GuardedRouter history={history} basename={basenameOf(language)}>
        <AppRoutes />
      </GuardedRouter>
    </AppFrame>
  );
}
