import { useT } from '../../../lib/i18n';
import { type PartnerDraft, type PartnerField, type PartnerPart, partnerField } from '../lib/onlineBooking';
import { BookingField } from './BookingField';

interface PartnerFieldsProps {
  /** The id of a partner's field (ids are the form's, so that a problem can focus its field). */
  idOf: (field: PartnerField) => string;
  /** The rows the party has room for, player 2 on. */
  partners: PartnerDraft[];
  errorFor: (field: PartnerField) => string | undefined;
  errorPrefix: string;
  disabled: boolean;
  onValue: (index: number, part: PartnerPart, value: string) => void;
  /** A field is left, by its row and part. */
  onBlur: (index: number, part: PartnerPart) => void;
}

/**
 * The other players of the party (docs/product.md, Playing partners): a name and an e-mail for each, both
 * optional, labelled by the player's number ("Player 2: name"). Never filled in by the browser: its
 * autofill would give the booker's own name and address.
 */
export function PartnerFields({
  idOf,
  partners,
  errorFor,
  errorPrefix,
  disabled,
  onValue,
  onBlur,
}: PartnerFieldsProps) {
  const t = useT();
  const field = (index: number, part: PartnerPart) => {
    const name = partnerField(index, part);
    return {
      id: idOf(name),
      name,
      value: partners[index]?.[part] ?? '',
      error: errorFor(name),
      errorPrefix,
      disabled,
      autoComplete: 'off',
      onValue: (value: string) => onValue(index, part, value),
      onBlur: () => onBlur(index, part),
    };
  };
  return (
    <fieldset className="party-fields partner-fields">
      <legend className="booking-field__label">{t('bookingOnline.partnersTitle')}</legend>
      <p className="booking-field__hint">{t('bookingOnline.partnersHint')}</p>
      {partners.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder; the index is the player's number.
        <div className="booking-form__pair" key={index}>
          <BookingField
            {...field(index, 'name')}
            label={t('bookingOnline.partnerName', { number: index + 2 })}
            maxLength={100}
          />
          <BookingField
            {...field(index, 'email')}
            label={t('bookingOnline.partnerEmail', { number: index + 2 })}
            type="email"
            inputMode="email"
            maxLength={254}
          />
        </div>
      ))}
    </fieldset>
  );
}
