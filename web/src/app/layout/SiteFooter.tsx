import { Link } from 'react-router';
import { club, clubEmailHref, clubPhoneHref } from '../../config/club';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';

export function SiteFooter() {
  const t = useT();
  const { street, postalCode, city, country } = club.address;
  const newTab = t('footer.opensInNewTab');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            {t('footer.contact')}
          </h2>
          <address className="site-footer__address">
            <span className="visually-hidden">{t('footer.address')}: </span>
            {club.name}
            <br />
            {street}
            <br />
            {postalCode} {city}, {country}
          </address>
          <ul className="site-footer__links">
            <li>
              {t('footer.phone')}: <a href={clubPhoneHref}>{club.phone}</a>
            </li>
            <li>
              {t('footer.email')}: <a href={clubEmailHref}>{club.email}</a>
            </li>
            <li>
              <a href={club.socialUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.social')} <span className="visually-hidden">{newTab}</span>
              </a>
            </li>
            <li>
              <a href={club.membersUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.members')} <span className="visually-hidden">{newTab}</span>
              </a>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </section>
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), club: club.name })}
        </p>
      </div>
    </footer>
  );
}
