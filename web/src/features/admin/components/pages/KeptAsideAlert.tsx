import { useAdminT } from '../../i18n';

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
