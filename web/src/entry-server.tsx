import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Language, languagePrefix } from '../../common/i18n/languages';
import { AppFrame } from './app/App';
import { appRoutes } from './app/router';
import { siteUrl } from './features/seo/siteUrl';
import { loadDictionary } from './lib/language';

// What scripts/prerender.mjs reads besides the pages: the route table, and the modules of the pages and
// dictionaries whose chunks each page preloads.
export { localizedPages, prerenderedFile } from '../../common/config/publicRoutes';
export { DEFAULT_LANGUAGE } from '../../common/i18n/languages';
export { screenSource } from './app/screens';
export { clubStructuredData, scriptSafeJson } from './features/seo/structuredData';
export { dictionarySource } from './lib/language';
export { PRERENDERED_ATTRIBUTE } from './prerendered';

/**
 * What React hoists out of a render that has no <head> of its own: the <title>, <meta> and <link> tags of
 * the page (its own, and preloads React adds), written before the body. React escapes `<` and `>` in text
 * and attributes, so no tag it writes holds one.
 */
const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

/** A render's output split into the tags React hoisted for <head> and the markup for the page's root. */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const hoisted = HOISTED_TAGS.exec(html)?.[0] ?? '';
  return { head: hoisted.match(/<title>[^<]*<\/title>|<[^>]+>/g) ?? [], body: html.slice(hoisted.length) };
}

/**
 * The HTML of one page of the site in one language: `body` as the browser's first render will produce it,
 * `head` the tags its screen hoists into the document head (features/seo; scripts/prerender.mjs writes
 * both into the shell). Live data is not fetched: its loading states render, and the browser fetches it
 * after hydrating. No router state is embedded (hydrate={false}): the CSP forbids inline scripts, and the
 * routes have no loaders whose data would need it.
 */
export async function renderPage(
  path: string,
  language: Language,
): Promise<{ head: string[]; body: string }> {
  const handler = createStaticHandler(appRoutes, { basename: languagePrefix(language) || '/' });
  const context = await handler.query(new Request(new URL(path, siteUrl)));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const dictionary = await loadDictionary(language);
  return splitHoisted(
    renderToString(
      <StrictMode>
        <AppFrame language={language} dictionary={dictionary}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>,
    ),
  );
}
