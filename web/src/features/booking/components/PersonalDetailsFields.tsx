import type { ComponentProps } from 'react';
import { MAX_HANDICAP, MIN_HANDICAP } from '../../../../../common/validation/greenfeeRequestFields';
import { useT } from '../../../lib/i18n';
import { BookingField } from './BookingField';

export type DetailField = 'firstname' | 'lastname' | 'handicap' | 'email' | 'telephone';
type FieldState = Omit<ComponentProps<typeof BookingField>, 'label'>;

/** Name, handicap, e-mail and telephone: the same five fields in the mail form and the online flow. */
export function PersonalDetailsFields({ field }: { field: (name: DetailField) => FieldState }) {
  const t = useT();
  return (
    <>
      <div className="booking-form__pair">
        <BookingField
          {...field('firstname')}
          label={t('bookingForm.firstname')}
          autoComplete="given-name"
          maxLength={100}
        />
        <BookingField
          {...field('lastname')}
          label={t('bookingForm.lastname')}
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <BookingField
        {...field('handicap')}
        label={t('bookingForm.handicap')}
        hint={t('bookingForm.handicapHint', { min: MIN_HANDICAP, max: MAX_HANDICAP })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={6}
        fieldClassName="booking-field--short"
      />
      <div className="booking-form__pair">
        <BookingField
          {...field('email')}
          label={t('bookingForm.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <BookingField
          {...field('telephone')}
          label={t('bookingForm.telephone')}
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
      </div>
    </>
  );
}
