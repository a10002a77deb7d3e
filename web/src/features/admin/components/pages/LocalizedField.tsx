import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { EmptyLanguageNote } from './EmptyLanguageNote';
import { type PageForm, type TextPath, textPath } from './pageForm';

interface LocalizedFieldProps {
  /** The text's path in the form: an object with en, nl, fr and de. */
  path: TextPath;
  label: string;
  hint?: string | undefined;
  language: Language;
  maxLength: number;
  /** Lines of a text area; a one-line input without it. */
  rows?: number;
}

/**
 * One text of the page in the language being edited, labelled with it ("Title, French"); left empty in a
 * language other than English, it says that the page shows the English text there, and which.
 */
export function LocalizedField({ path, label, hint, language, maxLength, rows }: LocalizedFieldProps) {
  const t = useAdminT();
  const id = useId();
  const { field, fieldState } = useController<PageForm>({ name: textPath(path, language) });
  const english = useWatch<PageForm>({ name: textPath(path, 'en') });
  const value = typeof field.value === 'string' ? field.value : '';
  const englishText = typeof english === 'string' ? english : '';
  const empty = language !== 'en' && value.trim() === '' && englishText.trim() !== '';
  const describedBy = [
    hint ? `${id}-hint` : '',
    empty ? `${id}-empty` : '',
    fieldState.error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    name: field.name,
    ref: field.ref,
    value,
    lang: language,
    maxLength,
    onBlur: field.onBlur,
    className: `admin-input${rows ? ' admin-input--multiline' : ''}`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(fieldState.error ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <div className={`admin-field${fieldState.error ? ' admin-field--invalid' : ''}`}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
        <span className="page-editor-field__language">, {t(`admin.language.${language}`)}</span>
      </label>
      {hint ? (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea {...control} rows={rows} onChange={(e) => field.onChange(e.target.value)} />
      ) : (
        <input {...control} type="text" autoComplete="off" onChange={(e) => field.onChange(e.target.value)} />
      )}
      {empty ? <EmptyLanguageNote id={`${id}-empty`} english={englishText} /> : null}
      {fieldState.error?.message ? (
        <p className="admin-field__error" id={`${id}-error`}>
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}
