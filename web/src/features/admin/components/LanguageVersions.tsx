import { useId } from 'react';
import { LANGUAGES, type Language } from '../../../../../common/i18n/languages';
import { useAdminT } from '../i18n';
import { isMissing, type LanguageTexts } from '../lib/languageTexts';

interface LanguageVersionsProps {
  /** What the text is ("Condition"); each field is named by it and its language ("Condition, Dutch"). */
  label: string;
  hint?: string | undefined;
  /** The English field's name (a form's errors focus it by name); the others are `{name}-{language}`. */
  name: string;
  texts: LanguageTexts;
  onChange: (language: Language, text: string) => void;
  maxLength: number;
  /** Lines of a text area; a one-line input without it. */
  rows?: number;
  /** The menu: a tall text area. */
  tall?: boolean;
  /** A problem with the English text (the one that is required, when one is). */
  englishError?: string | undefined;
  /** The languages to show, when the English is edited elsewhere (the board's category names). */
  languages?: readonly Language[];
}

/**
 * One staff text in English, Dutch, French and German, side by side (stacked on a phone): each version
 * that is missing says that the site shows the English in its place (docs/product.md, Staff admin).
 */
export function LanguageVersions({
  label,
  hint,
  name,
  texts,
  onChange,
  maxLength,
  rows,
  tall = false,
  englishError,
  languages = LANGUAGES,
}: LanguageVersionsProps) {
  const t = useAdminT();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className="admin-fieldset admin-languages" aria-describedby={hint ? hintId : undefined}>
      <legend className="admin-field__label admin-languages__legend">{label}</legend>
      {hint ? (
        <p className="admin-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className={`admin-languages__grid${rows === undefined ? ' admin-languages__grid--short' : ''}`}>
        {languages.map((language) => {
          const fieldId = `${id}-${language}`;
          const missing = isMissing(texts, language);
          const error = language === 'en' ? englishError : undefined;
          const describedBy = [missing ? `${fieldId}-missing` : '', error ? `${fieldId}-error` : '']
            .filter(Boolean)
            .join(' ');
          const control = {
            id: fieldId,
            name: language === 'en' ? name : `${name}-${language}`,
            lang: language,
            value: texts[language],
            maxLength,
            className: `admin-input${rows === undefined ? '' : ' admin-input--multiline'}${tall ? ' admin-input--tall' : ''}`,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(error ? { 'aria-invalid': true as const } : {}),
          };
          return (
            <div
              key={language}
              className={`admin-field admin-languages__version${missing ? ' admin-languages__version--missing' : ''}${error ? ' admin-field--invalid' : ''}`}
            >
              <label className="admin-field__label admin-languages__label" htmlFor={fieldId}>
                <span className="visually-hidden">{label}, </span>
                {t(`admin.language.${language}`)}
              </label>
              {rows === undefined ? (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  onChange={(e) => onChange(language, e.target.value)}
                />
              ) : (
                <textarea {...control} rows={rows} onChange={(e) => onChange(language, e.target.value)} />
              )}
              {/* Under the field, so that the fields of a row stay level whichever languages are missing. */}
              {missing ? (
                <p className="admin-languages__missing" id={`${fieldId}-missing`}>
                  {t('admin.versions.missing')}
                </p>
              ) : null}
              {error ? (
                <p className="admin-field__error" id={`${fieldId}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
