import { useId, useState } from 'react';
import type { ClubDetails } from '../../../../../common/api/club';
import { useT } from '../../../lib/i18n';

/**
 * A button that shows and hides the copyright, the photo credits and the map's credits. `club`: the club's
 * saved details, for the copyright line and the photo credits, as the footer shows them (none until a page
 * without the club's details has fetched them; no credits line while staff have given none).
 */
export function CopyrightToggle({ club }: { club: Pick<ClubDetails, 'name' | 'photoCredits'> | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const creditsId = useId();
  return (
    <div className="credits">
      <button
        type="button"
        className="credits__toggle"
        aria-expanded={open}
        aria-controls={creditsId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span aria-hidden="true" className="credits__mark">
          ©
        </span>
        {t('contact.creditsToggle')}
        <svg className="credits__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={creditsId} className="credits__panel" hidden={!open}>
        {club ? (
          <p>{t('contact.creditsCopyright', { year: new Date().getFullYear(), club: club.name })}</p>
        ) : null}
        {club?.photoCredits ? <p>{t('contact.photoCredits', { credits: club.photoCredits })}</p> : null}
        <p>{t('contact.creditsMap')}</p>
      </div>
    </div>
  );
}
