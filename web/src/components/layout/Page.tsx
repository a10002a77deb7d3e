import type { ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { club } from '../../config/club';
import { menuGroupOfPath } from '../../features/menu/menuItems';
import { PageHead } from '../../features/seo/components/PageHead';
import { useT } from '../../lib/i18n';
import { DuneLine } from '../art/DuneLine';

interface PageProps {
  /** The h1, and the start of the document title. */
  title: string;
  /** The home page is titled by the club name alone, and draws its own header. */
  isHome?: boolean;
  /** A line under the title, in the header band. */
  lead?: ReactNode;
  /** The search engines' description, when the page has its own (pages staff edit). */
  description?: string | undefined;
  children: ReactNode;
}

/** The menu group of the page on screen, as a small line over its title ("Green Fees" over "Golf Buggies"). */
function PageSection() {
  const t = useT();
  const group = menuGroupOfPath(useLocation().pathname);
  return group ? <span className="eyebrow page-header__section">{t(group.labelKey)}</span> : null;
}

/**
 * One routed screen: its document head (title, description, canonical and share tags: PageHead), a
 * header band with the h1 over the dune line, and the body, in the page's width. The home page draws its own header.
 */
export function Page({ title, isHome = false, lead, description, children }: PageProps) {
  const t = useT();
  const inRouter = useInRouterContext();
  const documentTitle = isHome ? club.name : t('app.documentTitle', { page: title, club: club.name });
  if (isHome) {
    return (
      <article className="page page--home">
        <PageHead title={documentTitle} />
        <h1 className="page__title">{title}</h1>
        {children}
      </article>
    );
  }
  return (
    <article className="page">
      <PageHead title={documentTitle} description={description} />
      <header className="page-header">
        <div className="page-header__inner">
          {inRouter ? <PageSection /> : null}
          <h1 className="page__title">{title}</h1>
          {lead ? <p className="page-header__lead">{lead}</p> : null}
        </div>
        <DuneLine className="page-header__dunes" />
      </header>
      <div className="page__body">{children}</div>
    </article>
  );
}
