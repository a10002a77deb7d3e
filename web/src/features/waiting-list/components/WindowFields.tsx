import { useT } from '../../../lib/i18n';
import { windowTimes } from '../lib/joinForm';

interface WindowFieldsProps {
  /** The id of a part of the form: 'from' and 'to' are the two selects. */
  idOf: (part: string) => string;
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  error?: string | undefined;
  errorPrefix: string;
  disabled?: boolean;
}

/** The window of tee times the visitor would take, "between 09:00 and 11:00": two selects, one message. */
export function WindowFields({
  idOf,
  from,
  to,
  onFrom,
  onTo,
  error,
  errorPrefix,
  disabled,
}: WindowFieldsProps) {
  const t = useT();
  const hintId = idOf('window-hint');
  const errorId = idOf('window-error');
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const select = (part: 'from' | 'to', value: string, onValue: (value: string) => void) => (
    <div className="party-fields__count">
      <label className="party-fields__label" htmlFor={idOf(part)}>
        {t(part === 'from' ? 'waitingList.join.from' : 'waitingList.join.to')}
      </label>
      <select
        id={idOf(part)}
        name={part}
        className="booking-field__input booking-field__input--count"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      >
        {windowTimes.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className={error ? 'party-fields party-fields--invalid' : 'party-fields'}>
      <legend className="booking-field__label">{t('waitingList.join.window')}</legend>
      <p className="booking-field__hint" id={hintId}>
        {t('waitingList.join.windowHint')}
      </p>
      <div className="party-fields__row">
        {select('from', from, onFrom)}
        {select('to', to, onTo)}
      </div>
      {error ? (
        <p className="booking-field__error" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
