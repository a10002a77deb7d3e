// Before anything that may load zod.
import './lib/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { seededQueriesOf } from './app/queryClient';
import { createAppHistory, preloadRoute } from './app/router';
import { prepareLanguage } from './lib/language';
import { isPrerenderedFor } from './prerendered';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page's language and dictionary come first: the first render is in the right language, or the
// page leaves for the visitor's language before anything shows.
void prepareLanguage().then(async (page) => {
  if (!page) return;
  // The screen's module is loaded before the first render, so that it (and the hydration of a prerendered
  // page) shows the page itself at once, never an empty screen in between.
  await preloadRoute(window.location.pathname, page.language);
  const app = (
    <StrictMode>
      <App
        language={page.language}
        dictionary={page.dictionary}
        history={createAppHistory()}
        // The data the server rendered this page with: the first render matches its HTML.
        queries={seededQueriesOf(document)}
      />
    </StrictMode>
  );
  // The prerendered HTML of this very address is hydrated; any other start (the shell, or another page's
  // HTML served as fallback) renders afresh. Both as a transition, which React renders in slices of a few
  // milliseconds, yielding to the browser in between, so that a tap is never kept waiting long.
  startTransition(() => {
    if (isPrerenderedFor(container, window.location.pathname)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
