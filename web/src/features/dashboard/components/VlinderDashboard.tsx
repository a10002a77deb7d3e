import { LoadAfterStart } from '../../../components/ui/LoadAfterStart';
import { useT } from '../../../lib/i18n';

/** The live dashboard of the VLINDER citizen-science weather network (the CSP allows this frame). */
export const VLINDER_DASHBOARD_URL = 'https://vlinder.ugent.be/dashboard/';

/** The id of the dashboard section of the ecology page, so that other pages can link to it. */
export const VLINDER_ANCHOR = 'vlinder';

export function VlinderDashboard() {
  const t = useT();
  return (
    <div className="dashboard">
      {/* Another site's page, loaded once the app runs: within the lazy-loading distance it had been fetched
          with the page, a connection to a third site on the way to the page's largest paint (decision 0034). */}
      <div className="dashboard__frame">
        <LoadAfterStart>
          <iframe
            className="dashboard__iframe"
            src={VLINDER_DASHBOARD_URL}
            title={t('ecology.dashboard.frameTitle')}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </LoadAfterStart>
      </div>
      <p className="dashboard__note">
        {t('ecology.dashboard.note')}{' '}
        <a href={VLINDER_DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
          {t('ecology.dashboard.open')} <span className="visually-hidden">{t('ecology.opensInNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
