import type { ReactNode } from 'react';
import { emailHref, phoneHref } from '../../../lib/contactLinks';
import { useT } from '../../../lib/i18n';
import { useClubDetails } from '../../club/api/getClubDetails';

/**
 * How to reach the club desk, next to its hours: telephone (tel:) and e-mail (mailto:) links from the
 * club's saved details (none until a page without them has fetched them). `children` come first, for a
 * line such as the address.
 */
export function ContactDetails({ children }: { children?: ReactNode }) {
  const t = useT();
  const club = useClubDetails().data;
  if (!club) return <dl className="contact-details">{children}</dl>;
  return (
    <dl className="contact-details">
      {children}
      <div className="contact-details__item">
        <dt>{t('contactDetails.phone')}</dt>
        <dd>
          <a href={phoneHref(club.phone)}>{club.phone}</a>
        </dd>
      </div>
      <div className="contact-details__item">
        <dt>{t('contactDetails.email')}</dt>
        <dd>
          <a href={emailHref(club.email)}>{club.email}</a>
        </dd>
      </div>
    </dl>
  );
}
