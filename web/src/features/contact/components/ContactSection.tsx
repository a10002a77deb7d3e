import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { emailHref, phoneHref } from '../../../lib/contactLinks';
import { useT } from '../../../lib/i18n';
import { useClubDetails } from '../../club/api/getClubDetails';
import { mapEmbedUrl, mapPageUrl } from '../../club/clubMap';
import { SocialLinks } from '../../club/components/SocialLinks';
import { CopyrightToggle } from './CopyrightToggle';

/** The map's intrinsic size; CSS lets it fill its column. */
const MAP_WIDTH = 640;
const MAP_HEIGHT = 420;

/** The page's heading and intro that the card shows above the details, rendered; `id` is the heading's. */
export interface ContactTitle {
  id: string;
  content: ReactNode;
}

/**
 * Address, phone, e-mail, map, social links, credits and the privacy link (docs/product.md, Home), from the
 * club's details as staff saved them; until a page without them has fetched them, only the links. Its
 * heading and intro are the page's texts (`title`: the home page's blocks before the widget), which the
 * section is named by; without them, the details alone.
 */
export function ContactSection({ title = null }: { title?: ContactTitle | null }) {
  const t = useT();
  const club = useClubDetails().data;
  const newTab = t('contact.opensInNewTab');
  return (
    <section className="contact" aria-labelledby={title?.id}>
      <div className="contact__details">
        {title?.content}
        {club ? (
          <dl className="contact__list">
            <div>
              <dt>{t('contact.address')}</dt>
              <dd>
                <address>
                  {club.name}
                  <br />
                  {club.address.street}
                  <br />
                  {club.address.postalCode} {club.address.city}, {club.countryName}
                </address>
              </dd>
            </div>
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={phoneHref(club.phone)}>{club.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={emailHref(club.email)}>{club.email}</a>
              </dd>
            </div>
          </dl>
        ) : null}
        <ul className="contact__links">
          {club ? (
            <SocialLinks
              links={club.socialLinks}
              label={(network) => t('contact.social', { network })}
              newTab={newTab}
            />
          ) : null}
          <li>
            <Link to={paths.privacy}>{t('contact.privacy')}</Link>
          </li>
        </ul>
        <CopyrightToggle club={club} />
      </div>
      {club ? (
        <figure className="contact__map">
          <iframe
            className="contact__map-frame"
            title={t('contact.mapTitle')}
            src={mapEmbedUrl(club.map)}
            width={MAP_WIDTH}
            height={MAP_HEIGHT}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
          <figcaption>
            <a href={mapPageUrl(club.map)} target="_blank" rel="noopener noreferrer">
              {t('contact.mapLink')} <span className="visually-hidden">{newTab}</span>
            </a>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
