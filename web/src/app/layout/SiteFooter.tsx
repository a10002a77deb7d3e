import { Link } from 'react-router';
import { DuneLine } from '../../components/art/DuneLine';
import { ClubMark } from '../../components/brand/ClubMark';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { SocialLinks } from '../../features/club/components/SocialLinks';
import { useOpenConsentSettings } from '../../features/consent/ConsentProvider';
import { emailHref, phoneHref } from '../../lib/contactLinks';
import { useT } from '../../lib/i18n';
import { paths } from '../routes';

/**
 * The club's name, tagline, address, telephone, e-mail and links as staff saved them (the page's club query, which
 * the server answers in the page); until a page without it has fetched them, the footer shows its links
 * and nothing of the club's.
 */
export function SiteFooter() {
  const t = useT();
  const openConsentSettings = useOpenConsentSettings();
  const club = useClubDetails().data;
  const newTab = t('footer.opensInNewTab');
  return (
    <footer className="site-footer">
      <DuneLine className="site-footer__dunes" />
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <ClubMark size={48} />
          <div>
            <p className="site-footer__name">{club?.name}</p>
            {club?.tagline.text ? (
              <p className="site-footer__tagline" lang={club.tagline.fallback ? 'en' : undefined}>
                {club.tagline.text}
              </p>
            ) : null}
          </div>
        </div>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            {t('footer.contact')}
          </h2>
          {club ? (
            <>
              <address className="site-footer__address">
                <span className="visually-hidden">{t('footer.address')}: </span>
                {club.address.street}
                <br />
                {club.address.postalCode} {club.address.city}, {club.countryName}
              </address>
              <ul className="site-footer__list">
                <li>
                  <span className="site-footer__label">{t('footer.phone')}</span>{' '}
                  <a href={phoneHref(club.phone)}>{club.phone}</a>
                </li>
                <li>
                  <span className="site-footer__label">{t('footer.email')}</span>{' '}
                  <a href={emailHref(club.email)}>{club.email}</a>
                </li>
              </ul>
            </>
          ) : null}
        </section>
        <nav className="site-footer__nav" aria-labelledby="footer-more-title">
          <h2 id="footer-more-title" className="site-footer__title">
            {t('footer.more')}
          </h2>
          <ul className="site-footer__list">
            {club ? (
              <>
                <li>
                  <a href={club.membersUrl} target="_blank" rel="noopener noreferrer">
                    {t('footer.members')}
                    <span className="visually-hidden"> {newTab}</span>
                  </a>
                </li>
                <SocialLinks
                  links={club.socialLinks}
                  label={(network) => t('footer.social', { network })}
                  newTab={newTab}
                />
              </>
            ) : null}
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <button type="button" className="site-footer__button" onClick={openConsentSettings}>
                {t('consent.settings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__base">
        {club ? (
          <p className="site-footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), club: club.name })}
            {club.photoCredits ? <> · {t('footer.photoCredits', { credits: club.photoCredits })}</> : null}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
