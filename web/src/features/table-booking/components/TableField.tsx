import type { InputHTMLAttributes } from 'react';
import type { TableRequestField } from '../../../../../common/validation/tableRequestFields';

interface TableFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange'> {
  field: TableRequestField;
  idPrefix: string;
  label: string;
  value: string;
  /** The inline message next to the field, when it has a problem. */
  error: string | undefined;
  errorPrefix: string;
  onValue: (field: TableRequestField, value: string) => void;
}

/** A labelled input with its inline error, tied together for screen readers. */
export function TableField({
  field,
  idPrefix,
  label,
  value,
  error,
  errorPrefix,
  onValue,
  ...inputProps
}: TableFieldProps) {
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className="form-field__error" id={errorId}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
      <input
        {...inputProps}
        className="form-field__input"
        id={id}
        name={field}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(field, event.target.value)}
      />
    </div>
  );
}
