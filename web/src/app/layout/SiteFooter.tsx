import { Link } from 'react-router';
import { DuneLine } from '../../components/art/DuneLine';
import { ClubMark } from '../../components/brand/ClubMark';
import { club, clubEmailHref, clubPhoneHref } from '../../config/club';
import { useConsent } from '../../features/consent/ConsentProvider';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';

export function SiteFooter() {
  const t = useT();
  const consent = useConsent();
  const { street, postalCode, city } = club.address;
  const newTab = t('footer.opensInNewTab');
  return (
    <footer className="site-footer">
      <DuneLine className="site-footer__dunes" />
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <ClubMark size={48} />
          <div>
            <p className="site-footer__name">{club.name}</p>
            <p className="site-footer__tagline">{t('footer.tagline')}</p>
          </div>
        </div>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            {t('footer.contact')}
          </h2>
          <address className="site-footer__address">
            <span className="visually-hidden">{t('footer.address')}: </span>
            {street}
            <br />
            {postalCode} {city}, {t('club.country')}
          </address>
          <ul className="site-footer__list">
            <li>
              <span className="site-footer__label">{t('footer.phone')}</span>{' '}
              <a href={clubPhoneHref}>{club.phone}</a>
            </li>
            <li>
              <span className="site-footer__label">{t('footer.email')}</span>{' '}
              <a href={clubEmailHref}>{club.email}</a>
            </li>
          </ul>
        </section>
        <nav className="site-footer__nav" aria-labelledby="footer-more-title">
          <h2 id="footer-more-title" className="site-footer__title">
            {t('footer.more')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={club.membersUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.members')}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </li>
            <li>
              <a href={club.socialUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.social')}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <button type="button" className="site-footer__button" onClick={consent.openSettings}>
                {t('consent.settings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__base">
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), club: club.name })}
        </p>
      </div>
    </footer>
  );
}
