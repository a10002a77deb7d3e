import { Link, NavLink } from 'react-router';
import { ClubMark } from '../../components/brand/ClubMark';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { COURSE_STATUS_ANCHOR } from '../../features/course-status/components/CourseStatusPanel';
import { LanguageSwitch } from '../../features/language/components/LanguageSwitch';
import { SiteMenu } from '../../features/menu/components/SiteMenu';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';
import { QuickLinkIcon } from './QuickLinkIcon';
import { usePublishedHeight } from './usePublishedHeight';

/** The club name, the three things visitors come for (one tap away on every screen), the languages and the menu. */
export function SiteHeader() {
  const t = useT();
  const clubName = useClubDetails().data?.name;
  const headerRef = usePublishedHeight<HTMLElement>('--site-header-height');
  return (
    <header ref={headerRef} className="site-header">
      <div className="site-header__inner">
        <Link
          to={paths.home}
          className="site-header__brand"
          aria-label={clubName ? t('app.homeLink', { club: clubName }) : t('app.home')}
        >
          <ClubMark size={36} />
          <span className="site-header__name">{clubName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            <li>
              <Link className="site-nav__link" to={{ pathname: paths.home, hash: COURSE_STATUS_ANCHOR }}>
                <QuickLinkIcon name="flag" />
                {t('nav.courseStatus')}
              </Link>
            </li>
            <li>
              <NavLink className="site-nav__link" to={paths.greenfees}>
                <QuickLinkIcon name="fees" />
                {t('nav.greenFees')}
              </NavLink>
            </li>
            <li>
              <NavLink className="site-nav__link site-nav__link--primary" to={paths.booking}>
                <QuickLinkIcon name="calendar" />
                {t('nav.booking')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch className="site-header__languages" />
        <SiteMenu />
      </div>
    </header>
  );
}
