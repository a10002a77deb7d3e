import { useId } from 'react';
import { HANDICAP_LIMITS } from '../../../../../common/rules/handicapLimits';
import { useT } from '../../../lib/i18n';
import { ContactDetails } from '../../opening-hours/components/ContactDetails';

/**
 * The informational notes of docs/product.md, Booking; for mail requests the third (on confirmation) is the
 * page's lead.
 */
export function BookingNotes({ online }: { online: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <aside className="booking-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-notes__title">
        {t('bookingForm.notesTitle')}
      </h2>
      <ul className="booking-notes__list">
        <li>
          {t('bookingForm.note.handicap', {
            weekday: HANDICAP_LIMITS.mondayToThursday,
            weekend: HANDICAP_LIMITS.fridayToSundayAndHolidays,
          })}
        </li>
        <li>{t('bookingForm.note.proof')}</li>
        {online ? <li>{t('bookingOnline.note.confirmation')}</li> : null}
      </ul>
    </aside>
  );
}

/** Whom to ask: the golf shop's telephone and e-mail. */
export function BookingContact() {
  const t = useT();
  const titleId = useId();
  return (
    <aside className="booking-contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-notes__title">
        {t('bookingForm.contactTitle')}
      </h2>
      <p>{t('bookingForm.contactText')}</p>
      <ContactDetails />
    </aside>
  );
}
