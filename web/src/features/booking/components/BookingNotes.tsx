import { useId } from 'react';
import { handicapLimitParams } from '../../../../../common/validation/handicapLimitMessages';
import { useT } from '../../../lib/i18n';
import { ContactDetails } from '../../opening-hours/components/ContactDetails';
import { useClubRules } from '../../rules/useClubRules';

/**
 * The informational notes of docs/product.md, Booking; for mail requests the third (on confirmation) is the
 * page's lead. The handicap note states the stored limits, once they have come.
 */
export function BookingNotes({ online }: { online: boolean }) {
  const t = useT();
  const titleId = useId();
  const limits = useClubRules().data?.handicapLimits;
  return (
    <aside className="booking-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-notes__title">
        {t('bookingForm.notesTitle')}
      </h2>
      <ul className="booking-notes__list">
        {limits ? <li>{t('bookingForm.note.handicap', handicapLimitParams(limits))}</li> : null}
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
