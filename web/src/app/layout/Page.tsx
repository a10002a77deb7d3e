import type { ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { DuneLine } from '../../components/art/DuneLine';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { menuGroupOfPath } from '../../features/menu/menuItems';
import { PageHead } from '../../features/seo/components/PageHead';
import { useT } from '../../lib/i18n';

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
  const clubName = useClubDetails().data?.name;
  // The home page is titled by the club's name (its `title`); until a page without the club's details
  // has fetched them, the others are titled by their own name alone.
  const documentTitle = isHome
    ? title || t('app.home')
    : clubName
      ? t('app.documentTitle', { page: title, club: clubName })
      : title;
  if (isHome) {
    return (
      <article className="page page--home">
        <PageHead title={documentTitle} description={description} siteName={clubName} />
        <h1 className="page__title">{title}</h1>
        {children}
      </article>
    );
  }
  return (
    <article className="page">
      <PageHead title={documentTitle} description={description} siteName={clubName} />
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
