import type { PublicBlock } from '../../../../common/api/pages';
import { AwardBadges } from '../../features/awards/components/AwardBadges';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { ContactSection } from '../../features/contact/components/ContactSection';
import { useShownPage } from '../../features/content-pages/api/useShownPage';
import { ScrollToAnchor } from '../../features/content-pages/components/ContentSections';
import { LiveCourseStatusPanel } from '../../features/course-status/components/LiveCourseStatusPanel';
import { HomeHero } from '../../features/home/components/HomeHero';
import { HomeSections, type HomeWidgets } from '../../features/home/components/HomeSections';
import { ClubStructuredData } from '../../features/seo/components/ClubStructuredData';
import { useT } from '../../lib/i18n';
import { Page } from '../layout/Page';
import '../../styles/home.css';

/**
 * The site's live parts, shown where staff place them among the page's texts; the contact card shows the
 * heading and intro placed just before it ("Visit the club").
 */
const widgets: HomeWidgets = {
  'course-status': <LiveCourseStatusPanel />,
  awards: <AwardBadges />,
  'club-contact': (title) => <ContactSection title={title} />,
};

/**
 * Without its texts (they could not be loaded: only logged, docs/product.md, Failed loads) the page still
 * shows its live parts, in the order of a new site: the contact card with the club's details alone.
 */
const WITHOUT_TEXTS: readonly PublicBlock[] = (['course-status', 'awards', 'club-contact'] as const).map(
  (widget) => ({ id: widget, kind: 'widget', widget }),
);

/**
 * Also the screen of every path docs/product.md, Routes does not list. Titled by the club's name, over the
 * header image, with the page's lead as its tagline; the rest are the texts staff edit (page 'home', which
 * the server renders into the page), with the live parts among them.
 */
export function HomePage() {
  const t = useT();
  const club = useClubDetails().data;
  const { page, preview, isError } = useShownPage('home');
  return (
    <div className="home">
      <Page title={club?.name ?? ''} description={page?.description || undefined} isHome>
        {club ? <ClubStructuredData club={club} /> : null}
        <HomeHero tagline={page?.lead} />
        <div className="home__body">
          {preview ? (
            <p className="content-preview" role="status">
              {t('content.preview')}
            </p>
          ) : null}
          {page || isError ? (
            <HomeSections blocks={page?.blocks ?? WITHOUT_TEXTS} widgets={widgets} />
          ) : (
            <p className="content-loading" aria-busy="true">
              {t('content.loading')}
            </p>
          )}
        </div>
        {/* An address with #anchor (the menu's /#course-status), reached before the texts arrived. */}
        {page ? <ScrollToAnchor /> : null}
      </Page>
    </div>
  );
}
