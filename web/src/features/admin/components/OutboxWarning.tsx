import { Link } from 'react-router';
import { OUTBOX_STUCK_MINUTES, outboxTrouble } from '../../../../../common/rules/outbox';
import { adminPath } from '../adminPaths';
import { useOutboxStatus } from '../api/getOutbox';
import { useAdminT } from '../i18n';

/**
 * On the admin's home: a warning while mails are stuck (one failed for good, mails wait with no mail
 * server, or one has waited too long), with the way to the Outbox. Nothing while mail flows.
 */
export function OutboxWarning() {
  const t = useAdminT();
  const status = useOutboxStatus();
  if (!status.data) return null;
  const trouble = outboxTrouble(status.data, new Date());
  if (!trouble) return null;
  return (
    <div className="admin-alert admin-alert--warning" role="alert">
      <p>
        {t(`admin.outbox.trouble.${trouble}`, {
          waiting: status.data.waiting,
          failed: status.data.failed,
          minutes: OUTBOX_STUCK_MINUTES,
        })}{' '}
        <Link to={adminPath('outbox')}>{t('admin.outbox.open')}</Link>
      </p>
    </div>
  );
}
