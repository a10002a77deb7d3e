import { ConsentBanner } from '../../features/consent/components/ConsentBanner';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { PageTransition } from './PageTransition';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useScrollRestoration } from './useScrollRestoration';

/**
 * The shell of every screen, kept live by the server's change events. It puts back the scroll position on
 * back and forward, and starts a new screen at the top or at its #anchor. (The screen itself:
 * PageTransition.)
 */
export function SiteLayout() {
  useLiveUpdates();
  useScrollRestoration();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <PageTransition />
      </main>
      <SiteFooter />
      <ConsentBanner />
    </>
  );
}
