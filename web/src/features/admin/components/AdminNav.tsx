import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { StaffUser } from '../../../../../common/api/auth';
import { adminPath, sectionsFor } from '../adminPaths';
import { useLogout } from '../api/postLogout';
import { useAdminT } from '../i18n';

/**
 * The admin's sections as one compact row: on phones it scrolls sideways (the current one is brought into
 * view), from tablets up it wraps, and on wide screens it becomes a column at the side. Sign out ends it.
 */
export function AdminNav({ role }: { role: StaffUser['role'] }) {
  const t = useAdminT();
  const logout = useLogout();
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // Brings the current section's link into view in the sideways row, without scrolling the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for every new path
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left) });
  }, [pathname]);

  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <ul className="admin-nav__list" ref={listRef}>
        {sectionsFor(role).map((section) => (
          <li key={section.id}>
            {/* The link stays current on its section's sub-screens (Tee sheet settings); the front page's only there. */}
            <NavLink className="admin-nav__link" to={adminPath(section.id)} end={!section.path}>
              {t(section.labelKey)}
            </NavLink>
          </li>
        ))}
        <li className="admin-nav__sign-out">
          <button
            type="button"
            className="admin-nav__link admin-nav__button"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {logout.isPending ? t('admin.signingOut') : t('admin.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
