import { useSearchParams } from 'react-router';
import type { PageKey, PublicPage } from '../../../../../common/api/pages';
import { useLanguage } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { usePage } from './getPage';

export interface ShownPage {
  /** The texts on screen; undefined until they have loaded. */
  page: PublicPage | undefined;
  /** The draft is shown: ?preview=draft in the address (the admin's preview). */
  preview: boolean;
  /** The texts on screen could not be loaded. */
  isError: boolean;
  /** The published texts or the draft could not be loaded. */
  anyError: boolean;
}

/**
 * The texts a page staff edit shows: the published ones, which the server rendered into the page; with
 * ?preview=draft in the address (the admin's preview, signed in) the draft instead, once the page has
 * hydrated (the server's render is the published page).
 */
export function useShownPage(pageKey: PageKey): ShownPage {
  const language = useLanguage();
  const [search] = useSearchParams();
  const preview = useIsClient(search.get('preview') === 'draft');
  const published = usePage(pageKey, language);
  const draft = usePage(pageKey, language, preview);
  const query = preview ? draft : published;
  return { page: query.data, preview, isError: query.isError, anyError: published.isError || draft.isError };
}
