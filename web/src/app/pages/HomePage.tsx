import { Page } from '../../components/layout/Page';
import { AwardBadges } from '../../features/awards/components/AwardBadges';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { ContactSection } from '../../features/contact/components/ContactSection';
import { LiveCourseStatusPanel } from '../../features/course-status/components/LiveCourseStatusPanel';
import { HomeHero } from '../../features/home/components/HomeHero';
import { HomeSections } from '../../features/home/components/HomeSections';
import { ClubStructuredData } from '../../features/seo/components/ClubStructuredData';
import '../../styles/home.css';

/**
 * Also the screen of every path docs/product.md, Routes does not list. Titled by the club's name, over the
 * header image.
 */
export function HomePage() {
  const club = useClubDetails().data;
  return (
    <div className="home">
      <Page title={club?.name ?? ''} isHome>
        {club ? <ClubStructuredData club={club} /> : null}
        <HomeHero />
        <div className="home__body">
          <LiveCourseStatusPanel />
          <AwardBadges />
          <HomeSections />
          <ContactSection />
        </div>
      </Page>
    </div>
  );
}
