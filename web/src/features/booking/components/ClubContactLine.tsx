import { emailHref, phoneHref } from '../../../lib/contactLinks';
import { useT } from '../../../lib/i18n';
import { useClubDetails } from '../../club/api/getClubDetails';

/**
 * The club's telephone and e-mail as links, on one line: for messages that send the visitor to the club. The
 * labels carry their colon, which French writes after a no-break space ("Téléphone\u00a0:").
 */
export function ClubContactLine() {
  const t = useT();
  const club = useClubDetails().data;
  if (!club) return null;
  return (
    <span className="club-contact-line">
      <span className="club-contact-line__item">
        {t('bookingForm.contactPhone')} <a href={phoneHref(club.phone)}>{club.phone}</a>
      </span>{' '}
      <span className="club-contact-line__item">
        {t('bookingForm.contactEmail')} <a href={emailHref(club.email)}>{club.email}</a>
      </span>
    </span>
  );
}
