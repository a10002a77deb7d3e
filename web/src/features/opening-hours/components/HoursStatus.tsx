import './openingWeek.css';
import { useT } from '../../../lib/i18n';

/**
 * Where the hours go while they have not arrived (a server that renders the page puts them in its HTML):
 * space for them, so nothing below moves when they come, and one line for screen readers.
 */
export function HoursLoading() {
  const t = useT();
  return (
    <div className="opening-hours-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('openingHours.loading')}
      </p>
    </div>
  );
}

/** The spec's general failure message, in place of hours that could not be loaded. */
export function HoursFailed() {
  const t = useT();
  return (
    <p className="opening-hours-failed" role="alert">
      {t('prices.loadFailed')}
    </p>
  );
}
