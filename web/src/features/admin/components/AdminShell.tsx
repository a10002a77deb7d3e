import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { StaffUser } from '../../../../../common/api/auth';
import { paths } from '../../../app/routes';
import { ClubMark } from '../../../components/brand/ClubMark';
import { useAdminT } from '../i18n';
import { AdminNav } from './AdminNav';

export const ADMIN_MAIN_ID = 'admin-main';

/** The signed-in admin: a compact sea band with the club, the staff member and the sections, then the screen. */
export function AdminShell({ user }: { user: StaffUser }) {
  const t = useAdminT();
  const { pathname } = useLocation();

  // A new screen starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for every new path
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div className="admin">
      <a className="admin-skip-link" href={`#${ADMIN_MAIN_ID}`}>
        {t('admin.skipToContent')}
      </a>
      <header className="admin-header">
        <div className="admin-header__bar">
          <Link className="admin-header__brand" to={paths.home} title={t('admin.viewSite')}>
            <ClubMark size={32} />
            <span className="admin-header__name">{t('admin.title')}</span>
            <span className="visually-hidden">, {t('admin.viewSite')}</span>
          </Link>
          <p className="admin-header__user">
            <span className="visually-hidden">{t('admin.signedInAs', { email: user.email })}</span>
            <span aria-hidden="true" className="admin-header__email">
              {user.email}
            </span>
          </p>
        </div>
        <AdminNav role={user.role} />
      </header>
      <main className="admin-main" id={ADMIN_MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
