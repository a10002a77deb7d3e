import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FrameProps {
  id: string;
  label: string;
  /** A quiet line under the label: what to enter. */
  hint?: ReactNode;
  /** The inline message next to the field, when it has a problem. */
  error?: string | undefined;
  errorPrefix: string;
  /** Shown after the label, e.g. "(optional)". */
  labelSuffix?: string;
  className?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** Label, hint, inline error and control, tied together for screen readers (aria-describedby). */
function FieldFrame({ id, label, hint, error, errorPrefix, labelSuffix, className, children }: FrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const classes = ['booking-field', error ? 'booking-field--invalid' : null, className].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <label className="booking-field__label" htmlFor={id}>
        {label}
        {labelSuffix ? <span className="booking-field__suffix"> {labelSuffix}</span> : null}
      </label>
      {hint ? (
        <p className="booking-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children(describedBy, Boolean(error))}
      {error ? (
        <p className="booking-field__error" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'children'>;

interface BookingFieldProps extends InputProps, Omit<FrameProps, 'children' | 'className'> {
  value: string;
  onValue: (value: string) => void;
  fieldClassName?: string;
}

export function BookingField({
  id,
  label,
  hint,
  error,
  errorPrefix,
  labelSuffix,
  value,
  onValue,
  fieldClassName,
  ...inputProps
}: BookingFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, hint, error, errorPrefix, labelSuffix }}
      {...(fieldClassName ? { className: fieldClassName } : {})}
    >
      {(describedBy, invalid) => (
        <input
          {...inputProps}
          className="booking-field__input"
          id={id}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange' | 'value' | 'children'
>;

interface BookingTextareaProps extends TextareaProps, Omit<FrameProps, 'children' | 'className'> {
  value: string;
  onValue: (value: string) => void;
}

export function BookingTextarea({
  id,
  label,
  hint,
  error,
  errorPrefix,
  labelSuffix,
  value,
  onValue,
  ...textareaProps
}: BookingTextareaProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, errorPrefix, labelSuffix }}>
      {(describedBy, invalid) => (
        <textarea
          {...textareaProps}
          className="booking-field__input booking-field__input--multiline"
          id={id}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
