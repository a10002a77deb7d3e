import { useQuery } from '@tanstack/react-query';
import type { PageKey, PublicPage } from '../../../../../common/api/pages';
import { apiPaths } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { api } from '../../../lib/api';

/**
 * The key of a page's published texts in a language. The server renders the page with this query already
 * answered (its data in the page), so the first paint and the hydration show the same texts, and renders
 * it again when staff publish (server/src/lib/pageRenderer.ts).
 */
export const pageQueryKey = (key: PageKey, language: Language) => ['page', key, language] as const;

/** The draft's key, for the admin's preview: never seeded, never shared with the published one. */
export const pageDraftQueryKey = (key: PageKey, language: Language) => ['page-draft', key, language] as const;

/**
 * The answer's schema, loaded with the first answer: zod stays off the pages' first JavaScript (the home
 * page's budget, docs/perf-log.md), as the server rendered every page with its texts already answered.
 */
const publicPageSchema = () => import('../../../../../common/api/pages').then((module) => module.publicPage);

/**
 * GET /pages/{key}: the page in the page's language (Accept-Language); with `draft`, the draft staff are
 * preparing (their session cookie is needed: the admin's preview).
 */
export function getPage(key: PageKey, draft: boolean, signal?: AbortSignal): Promise<PublicPage> {
  const path = apiPaths.page.path({ key });
  return api.get(draft ? `${path}?draft=1` : path, publicPageSchema, signal);
}

/** The page's texts; `draft` for the admin's preview (`?preview=draft` in the address). */
export function usePage(key: PageKey, language: Language, draft = false) {
  return useQuery({
    queryKey: draft ? pageDraftQueryKey(key, language) : pageQueryKey(key, language),
    queryFn: ({ signal }) => getPage(key, draft, signal),
    // A preview shows the draft as it is now, every time it is opened.
    ...(draft ? { staleTime: 0, gcTime: 0 } : {}),
  });
}
