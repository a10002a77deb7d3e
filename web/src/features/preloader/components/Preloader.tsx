import { type CSSProperties, useEffect, useState } from 'react';
import { ClubMark } from '../../../components/brand/ClubMark';
import { useT } from '../../../lib/i18n';
import { useClubDetails } from '../../club/api/getClubDetails';
import {
  PRELOADER_DONE_AFTER_MS,
  PRELOADER_ENABLED,
  PRELOADER_ROTATE_AFTER_MS,
  PRELOADER_ROTATE_DURATION_MS,
} from '../preloaderConfig';

export type PreloaderPhase = 'still' | 'rotating' | 'done';

/**
 * The logo preloader over the first screen: still, then rotating after 1 s, then gone at 1850 ms so the
 * routed page shows. Switched off by PRELOADER_ENABLED; `enabled` is for tests.
 */
export function Preloader({ enabled = PRELOADER_ENABLED }: { enabled?: boolean }) {
  const t = useT();
  const clubName = useClubDetails().data?.name;
  const [phase, setPhase] = useState<PreloaderPhase>('still');

  useEffect(() => {
    if (!enabled) return;
    const rotate = window.setTimeout(() => setPhase('rotating'), PRELOADER_ROTATE_AFTER_MS);
    const done = window.setTimeout(() => setPhase('done'), PRELOADER_DONE_AFTER_MS);
    return () => {
      window.clearTimeout(rotate);
      window.clearTimeout(done);
    };
  }, [enabled]);

  if (!enabled || phase === 'done') return null;
  const style = { '--preloader-rotate': `${PRELOADER_ROTATE_DURATION_MS}ms` } as CSSProperties;
  return (
    <div className="preloader" data-phase={phase} style={style} role="status">
      <ClubMark size={96} className="preloader__mark" />
      <span className="visually-hidden">
        {clubName ? t('app.loading', { club: clubName }) : t('content.loading')}
      </span>
    </div>
  );
}
