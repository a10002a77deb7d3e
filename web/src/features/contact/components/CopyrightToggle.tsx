import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * A button that shows and hides the copyright and the photo and artwork credits. `clubName`: the club's
 * saved name, for the copyright line (none until a page without the club's details has fetched them).
 */
export function CopyrightToggle({ clubName }: { clubName: string | undefined }) {
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
        {clubName ? (
          <p>{t('contact.creditsCopyright', { year: new Date().getFullYear(), club: clubName })}</p>
        ) : null}
        <p>{t('contact.creditsPhotos')}</p>
        <p>{t('contact.creditsMap')}</p>
      </div>
    </div>
  );
}
