import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PageKey, PublicPage } from '../../../../../common/api/pages';
import { Page } from '../../../components/layout/Page';
import { useLanguage, useT } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { usePage } from '../api/getPage';
import { ScrollToAnchor } from './ContentSections';

interface ContentPageProps {
  pageKey: PageKey;
  /** The page's body from its texts: the layout is the page's own (ContentBlocks inside it). */
  children: (page: PublicPage) => ReactNode;
}

/**
 * A page staff edit (docs/product.md, Content): its title, lead and description from its published texts,
 * which the server rendered into the page's HTML; with ?preview=draft in the address (the admin's preview,
 * signed in) the draft instead, once the page has hydrated, under a line saying it is a preview.
 */
export function ContentPage({ pageKey, children }: ContentPageProps) {
  const t = useT();
  const language = useLanguage();
  const [search] = useSearchParams();
  const preview = useIsClient() && search.get('preview') === 'draft';
  const published = usePage(pageKey, language);
  const draft = usePage(pageKey, language, preview);
  const query = preview ? draft : published;
  const page = query.data;
  if (!page) {
    return (
      <Page title={published.isError || draft.isError ? t('content.unavailable') : t('content.loading')}>
        {query.isError ? (
          <p role="alert">{t('content.unavailable')}</p>
        ) : (
          <p className="content-loading" aria-busy="true">
            {t('content.loading')}
          </p>
        )}
      </Page>
    );
  }
  return (
    <Page title={page.title} lead={page.lead || undefined} description={page.description || undefined}>
      {preview ? (
        <p className="content-preview" role="status">
          {t('content.preview')}
        </p>
      ) : null}
      {children(page)}
      {/* An address with #anchor, reached before the texts arrived, scrolls there once they are in. */}
      <ScrollToAnchor />
    </Page>
  );
}
