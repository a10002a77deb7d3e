import type { ReactNode } from 'react';
import type { PageKey, PublicPage } from '../../../../common/api/pages';
import { useShownPage } from '../../features/content-pages/api/useShownPage';
import { ScrollToAnchor } from '../../features/content-pages/components/ContentSections';
import { useT } from '../../lib/i18n';
import { Page } from './Page';

interface ContentPageProps {
  pageKey: PageKey;
  /** The page's body from its texts: the layout is the page's own (ContentBlocks inside it). */
  children: (page: PublicPage) => ReactNode;
  /** The line under the title while staff have written no lead (the course's facts, from its data). */
  lead?: ReactNode;
  /** The line under the title in place of the page's lead: the booking page's online mode has its own. */
  leadInstead?: string | undefined;
}

/**
 * A page staff edit (docs/product.md, Content): its title, lead and description from its published texts,
 * which the server rendered into the page's HTML; with ?preview=draft in the address (the admin's preview,
 * signed in) the draft instead, once the page has hydrated, under a line saying it is a preview.
 */
export function ContentPage({ pageKey, children, lead, leadInstead }: ContentPageProps) {
  const t = useT();
  const { page, preview, isError, anyError } = useShownPage(pageKey);
  if (!page) {
    return (
      <Page title={anyError ? t('content.unavailable') : t('content.loading')}>
        {isError ? (
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
    <Page
      title={page.title}
      lead={leadInstead ?? (page.lead || lead)}
      description={page.description || undefined}
    >
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
