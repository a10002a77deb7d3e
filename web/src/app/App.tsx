import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { Language } from '../../../common/i18n/languages';
import { Preloader } from '../features/preloader/components/Preloader';
import { type Dictionary, LanguageProvider } from '../lib/i18n';
import { AppProviders } from './AppProviders';
import type { SeededQueries } from './queryClient';
import { createAppRouter } from './router';

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

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The site in one language: its dictionary, and a router whose paths live under the language's prefix.
 * The start passes a router it made in a task of its own, so that hydration is a shorter task.
 */
export function App({ language, dictionary, queries, router: given }: PageLanguage & { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter(language));
  // Until React has hydrated the prerendered page, its buttons do nothing: say when they do (tests wait for
  // it). Effects run once the whole tree is committed.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <AppFrame language={language} dictionary={dictionary} queries={queries}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
