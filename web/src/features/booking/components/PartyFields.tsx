import type { ReactNode } from 'react';
import { clubToday, parseIsoDate } from '../../../../../common/rules/clubTime';
import { useT } from '../../../lib/i18n';
import { usePriceListOn } from '../../prices/usePriceListOn';

interface PartyFieldsProps {
  idPrefix: string;
  legend: string;
  adults: string;
  juniors: string;
  onAdults: (value: string) => void;
  onJuniors: (value: string) => void;
  /** Either count is left (the check on leaving a field). */
  onBlur?: () => void;
  /** The most players per field (4 online, as one tee time takes). */
  max: number;
  hint?: string;
  error?: string | undefined;
  errorPrefix: string;
  /** A message about the party as a whole, with what to do (the online party-size rule). */
  notice?: ReactNode;
  disabled?: boolean;
  /** YYYY-MM-DD of the round, if chosen: its price list says who is a junior (today's list before). */
  date?: string;
}

/** Adults and juniors side by side, each at least 0, with one message for the pair. */
export function PartyFields({
  idPrefix,
  legend,
  adults,
  juniors,
  onAdults,
  onJuniors,
  onBlur,
  max,
  hint,
  error,
  errorPrefix,
  notice,
  disabled = false,
  date = '',
}: PartyFieldsProps) {
  const t = useT();
  const juniorUnderAge = usePriceListOn(parseIsoDate(date) ? date : clubToday()).data?.list.junior.underAge;
  const errorId = `${idPrefix}-party-error`;
  const hintId = `${idPrefix}-party-hint`;
  const noticeId = `${idPrefix}-party-notice`;
  const shared = [hint ? hintId : null, error ? errorId : null, notice ? noticeId : null].filter(Boolean);
  const describedBy = shared.join(' ') || undefined;
  const invalid = Boolean(error) || Boolean(notice);
  const input = {
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    max,
    step: 1,
    className: 'booking-field__input booking-field__input--count',
    'aria-invalid': invalid || undefined,
    disabled,
    onBlur,
  } as const;

  return (
    <fieldset className={invalid ? 'party-fields party-fields--invalid' : 'party-fields'}>
      <legend className="booking-field__label">{legend}</legend>
      {hint ? (
        <p className="booking-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="party-fields__row">
        <div className="party-fields__count">
          <label className="party-fields__label" htmlFor={`${idPrefix}-adults`}>
            {t('bookingForm.adults')}
          </label>
          <input
            {...input}
            id={`${idPrefix}-adults`}
            name="adults"
            value={adults}
            aria-describedby={describedBy}
            onChange={(event) => onAdults(event.target.value)}
          />
        </div>
        <div className="party-fields__count">
          <label className="party-fields__label" htmlFor={`${idPrefix}-juniors`}>
            {t('bookingForm.juniors')}{' '}
            {juniorUnderAge === undefined ? null : (
              <span className="party-fields__sub">
                {t('bookingForm.juniorsHint', { age: juniorUnderAge })}
              </span>
            )}
          </label>
          <input
            {...input}
            id={`${idPrefix}-juniors`}
            name="juniors"
            value={juniors}
            aria-describedby={describedBy}
            onChange={(event) => onJuniors(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p className="booking-field__error" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
      {notice ? (
        <div className="booking-notice" id={noticeId} role="alert">
          {notice}
        </div>
      ) : null}
    </fieldset>
  );
}
