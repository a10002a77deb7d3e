import type { StaleVersionAnswer } from '../../../../../../common/api/documents';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { staffName } from './staffName';

interface StaleVersionAlertProps {
  stale: StaleVersionAnswer;
  /** The form holds changes of this staff member's own. */
  dirty: boolean;
  busy: boolean;
  onReload: () => void;
}

/**
 * A save, publish or restore refused because someone saved the page in between: who, and when. Reloading
 * shows their version; the staff member's own changes are kept aside, never dropped without asking.
 */
export function StaleVersionAlert({ stale, dirty, busy, onReload }: StaleVersionAlertProps) {
  const t = useAdminT();
  return (
    <div className="admin-alert admin-alert--error page-editor-stale" role="alert">
      <p className="admin-alert__title">{t('admin.pages.stale.title')}</p>
      <p>
        {t('admin.pages.stale.who', {
          who: staffName(stale.updatedBy, t),
          when: formatDateTime(stale.updatedAt),
        })}
      </p>
      <p>{dirty ? t('admin.pages.stale.keep') : t('admin.pages.stale.nothingLost')}</p>
      <button type="button" className="button" disabled={busy} onClick={onReload}>
        {t('admin.pages.stale.reload')}
      </button>
    </div>
  );
}

interface KeptAsideAlertProps {
  onPutBack: () => void;
  onDrop: () => void;
}

/** After a reload: the staff member's own changes wait to be put back onto the newer version. */
export function KeptAsideAlert({ onPutBack, onDrop }: KeptAsideAlertProps) {
  const t = useAdminT();
  return (
    <div className="admin-alert admin-alert--warning page-editor-stale" role="status">
      <p className="admin-alert__title">{t('admin.pages.kept.title')}</p>
      <p>{t('admin.pages.kept.text')}</p>
      <div className="admin-form__actions">
        <button type="button" className="button" onClick={onPutBack}>
          {t('admin.pages.kept.putBack')}
        </button>
        <button type="button" className="button button--secondary admin-button--danger" onClick={onDrop}>
          {t('admin.pages.kept.drop')}
        </button>
      </div>
    </div>
  );
}
