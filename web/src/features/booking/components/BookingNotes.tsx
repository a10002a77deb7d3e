import { useId } from 'react';
import { handicapLimitParams } from '../../../../../common/validation/handicapLimitMessages';
import { useT } from '../../../lib/i18n';
import { ContactDetails } from '../../opening-hours/components/ContactDetails';
import { useClubRules } from '../../rules/useClubRules';

/** The note on the maximum handicaps, stating the stored limits; null until they have come. */
function useHandicapNote(): string | null {
  const t = useT();
  const limits = useClubRules().data?.handicapLimits;
  return limits ? t('bookingForm.note.handicap', handicapLimitParams(limits)) : null;
}

/**
 * The informational notes of docs/product.md, Booking, on the booking details page. The booking page's are
 * its texts (server/src/content/seed/pages/booking.ts), with the two below among them.
 */
export function BookingNotes({ online }: { online: boolean }) {
  const t = useT();
  const titleId = useId();
  const handicap = useHandicapNote();
  return (
    <aside className="booking-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-notes__title">
        {t('bookingForm.notesTitle')}
      </h2>
      <ul className="booking-notes__list">
        {handicap ? <li>{handicap}</li> : null}
        <li>{t('bookingForm.note.proof')}</li>
        {online ? <li>{t('bookingOnline.note.confirmation')}</li> : null}
      </ul>
    </aside>
  );
}

/** Whom to ask, on the booking details page: the golf shop's telephone and e-mail. */
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

/**
 * The booking page's handicap note (the widget 'handicap-limits'), once the rules are in: an item of its
 * notes, in a list of its own that booking.css joins to the club's.
 */
export function HandicapLimitsNote() {
  const handicap = useHandicapNote();
  return handicap ? (
    <ul className="booking-notes__list">
      <li>{handicap}</li>
    </ul>
  ) : null;
}

/** The booking page's note on paying (the widget 'paid-booking-note'): online bookings only. */
export function PaidBookingNote({ online }: { online: boolean }) {
  const t = useT();
  return online ? (
    <ul className="booking-notes__list">
      <li>{t('bookingOnline.note.confirmation')}</li>
    </ul>
  ) : null;
}
