import { Link, NavLink } from 'react-router';
import { club } from '../../config/club';
import { COURSE_STATUS_ANCHOR } from '../../features/course-status/components/CourseStatusPanel';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';

/** The club name and the three things visitors come for, one tap away on every screen. */
export function SiteHeader() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link
          to={paths.home}
          className="site-header__name"
          aria-label={t('app.homeLink', { club: club.name })}
        >
          {club.name}
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            <li>
              <Link className="site-nav__link" to={{ pathname: paths.home, hash: COURSE_STATUS_ANCHOR }}>
                {t('nav.courseStatus')}
              </Link>
            </li>
            <li>
              <NavLink className="site-nav__link" to={paths.greenfees}>
                {t('nav.greenFees')}
              </NavLink>
            </li>
            <li>
              <NavLink className="site-nav__link site-nav__link--primary" to={paths.booking}>
                {t('nav.booking')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
