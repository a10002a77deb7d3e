import type { ReactNode } from 'react';
import { useId } from 'react';
import { useAdminT } from '../i18n';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  /** The control, given its id and the ids of its hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint above and its error right under it, both read with the control. */
export function Field({ label, hint, error, optional = false, className, children }: FieldProps) {
  const t = useAdminT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="admin-field__optional"> {t('admin.optional')}</span> : null}
      </label>
      {hint ? (
        <p className="admin-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error ? (
        <p className="admin-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
