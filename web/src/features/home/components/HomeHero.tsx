import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { DuneLine } from '../../../components/art/DuneLine';
import { useT } from '../../../lib/i18n';
import { useCourseStatusInfo } from '../../course-status/api/getCourseStatusInfo';
import { CourseStatusSummary } from '../../course-status/components/CourseStatusSummary';
import { HeaderImage } from '../../header-image/components/HeaderImage';
import { LiveNotificationBanner } from '../../notifications/components/LiveNotificationBanner';
import { LiveWeatherBar } from '../../weather/components/LiveWeatherBar';

/** The general conditions on the Green Fees page (GreenFeesPage's heading id). */
const GREENFEES_CONDITIONS_ANCHOR = '#greenfees-conditions';

/**
 * The full-screen header under the page's h1: the header image as a backdrop, the tagline, whether the
 * course is open and where to book, and the notification and weather over its lower edge. A fragment,
 * so that the backdrop can span the h1 and the hero in the page's grid (home.css).
 */
export function HomeHero({ tagline }: { tagline?: string | undefined }) {
  const t = useT();
  // The summary's query, shared: a closed course turns the booking button into the way to the green-fee
  // conditions (docs/product.md, Home). Until the status is known it is the usual button, as prerendered.
  const closed = useCourseStatusInfo().data?.courseStatus === false;
  return (
    <>
      <div className="home-backdrop">
        {/* The server puts the header image in here (server/src/lib/firstPaintPage.ts), so the prerendered
          page paints it before the scripts run; hydration leaves it as it is, and the app's own image,
          from the same file, covers it. */}
        <div
          className="home-backdrop__first-paint"
          data-header-image-slot=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; it keeps React out of what the server put there
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
        <HeaderImage className="home-backdrop__image" />
        <DuneLine className="home-backdrop__dunes" />
      </div>
      <div className="home-hero">
        <div className="home-hero__intro">
          {/* The home page's lead, the club's to write; none while its texts load or when left empty. */}
          {tagline ? <p className="home-hero__tagline">{tagline}</p> : null}
          <CourseStatusSummary />
          <nav className="home-hero__actions" aria-label={t('home.actions')}>
            {closed ? (
              <Link
                className="home-hero__action home-hero__action--primary"
                to={{ pathname: paths.greenfees, hash: GREENFEES_CONDITIONS_ANCHOR }}
              >
                {t('home.bookClosed')}
              </Link>
            ) : (
              <Link className="home-hero__action home-hero__action--primary" to={paths.booking}>
                {t('home.book')}
              </Link>
            )}
            <Link className="home-hero__action" to={paths.greenfees}>
              {t('home.greenFees')}
            </Link>
          </nav>
        </div>
        <div className="home-hero__bars">
          <LiveNotificationBanner />
          <LiveWeatherBar />
        </div>
      </div>
    </>
  );
}
