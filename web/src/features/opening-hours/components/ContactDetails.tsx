import type { ReactNode } from 'react';
import { club, clubEmailHref, clubPhoneHref } from '../../../config/club';
import { useT } from '../../../lib/i18n';

/**
 * How to reach the club desk, next to its hours: telephone (tel:) and e-mail (mailto:) links from the
 * club configuration. `children` come first, for a line such as the address.
 */
export function ContactDetails({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <dl className="contact-details">
      {children}
      <div className="contact-details__item">
        <dt>{t('contactDetails.phone')}</dt>
        <dd>
          <a href={clubPhoneHref}>{club.phone}</a>
        </dd>
      </div>
      <div className="contact-details__item">
        <dt>{t('contactDetails.email')}</dt>
        <dd>
          <a href={clubEmailHref}>{club.email}</a>
        </dd>
      </div>
    </dl>
  );
}
