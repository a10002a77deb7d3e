import { ConsentBanner } from '../../features/consent/components/ConsentBanner';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { HydrateLater } from '../../lib/hydrateLater';
import { PageTransition } from './PageTransition';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The shell of every screen, kept live by the server's change events. (The screen and its scrolling:
 * PageTransition.)
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
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <ConsentBanner />
    </>
  );
}
