import { useAdminClub } from '../api/club';
import { AdminScreen } from '../components/AdminScreen';
import { ClubForm } from '../components/club/ClubForm';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';

/**
 * The club's details (docs/product.md, Club details): name, address, telephone, e-mail, map point, links
 * and photo credits. A save publishes them at once, with a revision; every page's header and footer, the
 * contact section, the structured data and the mails follow.
 */
export function ClubScreen() {
  const t = useAdminT();
  const club = useAdminClub();
  return (
    <AdminScreen title={t('admin.nav.club')} lead={t('admin.club.lead')}>
      <QueryGate query={club}>
        {(data) => <ClubForm initial={data} reload={async () => (await club.refetch()).data} />}
      </QueryGate>
    </AdminScreen>
  );
}
