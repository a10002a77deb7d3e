import { Link } from 'react-router';
import { adminPath } from '../adminPaths';
import { useTeeSheetConfig } from '../api/teeSheetConfig';
import { AdminScreen } from '../components/AdminScreen';
import { QueryGate } from '../components/QueryGate';
import { TeeSheetConfigForm } from '../components/teeSheet/TeeSheetConfigForm';
import { useAdminT } from '../i18n';
import { draftFromConfig } from '../lib/teeSheetConfigForm';

/**
 * The tee sheet's settings (docs/product.md, Staff admin), reached from the Tee sheet screen: high
 * season's first and last day, each season's first and last time, the interval, players per time and the members-only times, and the
 * club's rules for players' own bookings (cancel deadline and refund, reminders, waiting-list offers,
 * no-show stops).
 */
export function TeeSheetSettingsScreen() {
  const t = useAdminT();
  const config = useTeeSheetConfig();
  return (
    <AdminScreen
      title={t('admin.teeSettings.title')}
      lead={t('admin.teeSettings.lead')}
      actions={
        <Link className="button button--secondary admin-button--small" to={adminPath('teeSheet')}>
          <span aria-hidden="true">‹</span> {t('admin.teeSettings.back')}
        </Link>
      }
    >
      <QueryGate query={config}>
        {(saved) => <TeeSheetConfigForm initial={draftFromConfig(saved)} />}
      </QueryGate>
    </AdminScreen>
  );
}
