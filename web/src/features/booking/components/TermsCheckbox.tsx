import { paths } from '../../../app/routes';
import { useLocalizedPath, useT } from '../../../lib/i18n';

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The terms box that gates the send button; the conditions open in a new tab so the form keeps its values. */
export function TermsCheckbox({ id, checked, onChange, disabled = false }: TermsCheckboxProps) {
  const t = useT();
  const localized = useLocalizedPath();
  const newTab = t('footer.opensInNewTab');
  return (
    <div className="booking-terms">
      <div className="booking-terms__box">
        <input
          id={id}
          type="checkbox"
          className="booking-terms__input"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="booking-terms__label">
          {t('bookingForm.terms')}
        </label>
      </div>
      <p className="booking-terms__links">
        {t('bookingForm.termsRead')}{' '}
        <a href={localized(paths.greenfees)} target="_blank" rel="noopener">
          {t('bookingForm.termsConditions')}
          <span className="visually-hidden"> {newTab}</span>
        </a>{' '}
        {t('bookingForm.termsAnd')}{' '}
        <a href={localized(paths.privacy)} target="_blank" rel="noopener">
          {t('bookingForm.termsPrivacy')}
          <span className="visually-hidden"> {newTab}</span>
        </a>
        .
      </p>
    </div>
  );
}
