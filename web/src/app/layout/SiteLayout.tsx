import { type Location, ScrollRestoration } from 'react-router';
import { ConsentBanner } from '../../features/consent/components/ConsentBanner';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { PageTransition } from './PageTransition';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * Scroll positions are saved per history entry. The first entry of a visit has no key of its own (every
 * fresh load is "default"), so it is told apart by its path: a reload restores its position, and a new
 * address typed into the same tab does not inherit another page's.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

/**
 * The shell of every screen, kept live by the server's change events. ScrollRestoration, where React Router
 * documents it (the root route's component), puts back the scroll position on back and forward, and starts
 * a new screen at the top or at its #anchor. (The screen itself: PageTransition.)
 */
export function SiteLayout() {
  useLiveUpdates();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <PageTransition />
      </main>
      <SiteFooter />
      <ConsentBanner />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
