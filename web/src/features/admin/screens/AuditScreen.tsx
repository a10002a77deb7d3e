import { useAudit } from '../api/getAudit';
import { AdminScreen } from '../components/AdminScreen';
import { QueryGate } from '../components/QueryGate';
import { RefreshButton } from '../components/RefreshButton';
import { useAdminT } from '../i18n';
import { auditActionLabel } from '../lib/auditActions';
import { formatDateTime } from '../lib/dateTime';

/** Who changed what, and when: newest first, as a table that folds into cards on phones. */
export function AuditScreen() {
  const t = useAdminT();
  const audit = useAudit();
  return (
    <AdminScreen
      title={t('admin.nav.audit')}
      lead={t('admin.audit.lead')}
      actions={<RefreshButton query={audit} />}
    >
      <QueryGate query={audit}>
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">{t('admin.audit.empty')}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.when')}</th>
                  <th scope="col">{t('admin.audit.who')}</th>
                  <th scope="col">{t('admin.audit.what')}</th>
                  <th scope="col">{t('admin.audit.target')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('admin.audit.when')}>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td data-label={t('admin.audit.who')} className="admin-break">
                      {entry.actor}
                    </td>
                    <td data-label={t('admin.audit.what')}>{auditActionLabel(entry.action, t)}</td>
                    <td data-label={t('admin.audit.target')} className="admin-break">
                      {entry.target}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryGate>
    </AdminScreen>
  );
}
