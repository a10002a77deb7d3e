import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { club, clubEmailHref, clubPhoneHref } from '../../../config/club';
import { useT } from '../../../lib/i18n';
import { CopyrightToggle } from './CopyrightToggle';
import { mapEmbedUrl, mapPageUrl } from './clubMap';

/** The map's intrinsic size; CSS lets it fill its column. */
const MAP_WIDTH = 640;
const MAP_HEIGHT = 420;

/** Address, phone, e-mail, map, social link, credits and the privacy link (docs/product.md, Home). */
export function ContactSection() {
  const t = useT();
  const titleId = useId();
  const { street, postalCode, city } = club.address;
  const newTab = t('contact.opensInNewTab');
  return (
    <section className="contact" aria-labelledby={titleId}>
      <div className="contact__details">
        <h2 id={titleId}>{t('contact.title')}</h2>
        <p>{t('contact.intro')}</p>
        <dl className="contact__list">
          <div>
            <dt>{t('contact.address')}</dt>
            <dd>
              <address>
                {club.name}
                <br />
                {street}
                <br />
                {postalCode} {city}, {t('club.country')}
              </address>
            </dd>
          </div>
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={clubPhoneHref}>{club.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={clubEmailHref}>{club.email}</a>
            </dd>
          </div>
        </dl>
        <ul className="contact__links">
          <li>
            <a href={club.socialUrl} target="_blank" rel="noopener noreferrer">
              {t('contact.social')} <span className="visually-hidden">{newTab}</span>
            </a>
          </li>
          <li>
            <Link to={paths.privacy}>{t('contact.privacy')}</Link>
          </li>
        </ul>
        <CopyrightToggle />
      </div>
      <figure className="contact__map">
        <iframe
          className="contact__map-frame"
          title={t('contact.mapTitle')}
          src={mapEmbedUrl()}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <figcaption>
          <a href={mapPageUrl()} target="_blank" rel="noopener noreferrer">
            {t('contact.mapLink')} <span className="visually-hidden">{newTab}</span>
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
