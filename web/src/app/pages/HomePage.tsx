import { Page } from '../../components/layout/Page';
import { club } from '../../config/club';
import { AwardBadges } from '../../features/awards/components/AwardBadges';
import { ContactSection } from '../../features/contact/components/ContactSection';
import { LiveCourseStatusPanel } from '../../features/course-status/components/LiveCourseStatusPanel';
import { HomeHero } from '../../features/home/components/HomeHero';
import { HomeSections } from '../../features/home/components/HomeSections';
import '../../styles/home.css';

/**
 * Also the screen of every path docs/product.md, Routes does not list. Titled by the club's name, over the
 * header image.
 */
export function HomePage() {
  return (
    <div className="home">
      <Page title={club.name} isHome>
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
