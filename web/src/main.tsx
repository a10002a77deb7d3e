// Before anything that may load zod.
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { hydrateInSlices } from './lib/hydrateLater';
import { prepareLanguage } from './lib/language';
import { isPrerenderedFor } from './prerendered';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Ends the current task, so that each step of the start is a short task of its own (issue 7: TBT). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's language and dictionary come first: the first render is in the right language, or the
// page leaves for the visitor's language before anything shows.
void prepareLanguage().then(async (page) => {
  if (!page) return;
  await nextTask();
  await loadMatchedRoutes(window.location.pathname, page.language);
  await nextTask();
  const router = createAppRouter(page.language);
  await nextTask();
  const app = (
    <StrictMode>
      <App language={page.language} dictionary={page.dictionary} router={router} />
    </StrictMode>
  );
  // The prerendered HTML of this very address is hydrated; any other start (the shell, or another page's
  // HTML served as fallback) renders afresh.
  if (isPrerenderedFor(container, window.location.pathname)) {
    void hydrateInSlices(() => hydrateRoot(container, app));
  } else createRoot(container).render(app);
});
