import { useAdminClubRules } from '../api/clubRules';
import { AdminScreen } from '../components/AdminScreen';
import { QueryGate } from '../components/QueryGate';
import { RulesForm } from '../components/rules/RulesForm';
import { useAdminT } from '../i18n';

/**
 * The club's rules (docs/product.md, Handicap limits and Holidays): the two handicap limits and the club's
 * own holidays. The booking and every public page follow a save at once.
 */
export function RulesScreen() {
  const t = useAdminT();
  const rules = useAdminClubRules();
  return (
    <AdminScreen title={t('admin.nav.rules')} lead={t('admin.rules.lead')}>
      <QueryGate query={rules}>{(data) => <RulesForm initial={data} />}</QueryGate>
    </AdminScreen>
  );
}
