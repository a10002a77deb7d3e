import { club, clubEmailHref, clubPhoneHref } from '../../../config/club';
import { useT } from '../../../lib/i18n';

/**
 * The club's telephone and e-mail as links, on one line: for messages that send the visitor to the club. The
 * labels carry their colon, which French writes after a no-break space ("Téléphone\u00a0:").
 */
export function ClubContactLine() {
  const t = useT();
  return (
    <span className="club-contact-line">
      <span className="club-contact-line__item">
        {t('bookingForm.contactPhone')} <a href={clubPhoneHref}>{club.phone}</a>
      </span>{' '}
      <span className="club-contact-line__item">
        {t('bookingForm.contactEmail')} <a href={clubEmailHref}>{club.email}</a>
      </span>
    </span>
  );
}
