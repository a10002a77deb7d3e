import { lazy, Suspense, useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { EmptyLanguageNote } from './EmptyLanguageNote';
import { type PageForm, type TextPath, textPath } from './pageForm';

/** The editor (TipTap and its Markdown) is fetched when a page is opened for editing, not with the admin. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface RichTextFieldProps {
  path: TextPath;
  label: string;
  language: Language;
}

/**
 * A text or note block's text in the language being edited, in the editor with its toolbar. Left empty
 * in a language other than English, it says so, quotes the English the page shows there, and offers to
 * start the translation from it.
 */
export function RichTextField({ path, label, language }: RichTextFieldProps) {
  const t = useAdminT();
  const id = useId();
  const { field, fieldState } = useController<PageForm>({ name: textPath(path, language) });
  const english = useWatch<PageForm>({ name: textPath(path, 'en') });
  const value = typeof field.value === 'string' ? field.value : '';
  const englishText = typeof english === 'string' ? english : '';
  const empty = language !== 'en' && value.trim() === '' && englishText.trim() !== '';
  const describedBy =
    [empty ? `${id}-empty` : '', fieldState.error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`admin-field${fieldState.error ? ' admin-field--invalid' : ''}`}>
      <p className="admin-field__label" id={`${id}-label`}>
        {label}
        <span className="page-editor-field__language">, {t(`admin.language.${language}`)}</span>
      </p>
      <Suspense
        fallback={
          <p className="page-editor-rich page-editor-rich--loading" aria-busy="true">
            {t('admin.pages.editor.loading')}
          </p>
        }
      >
        {/* One editor per language: its undo history never brings back another language's text. */}
        <RichTextEditor
          key={language}
          value={value}
          onChange={field.onChange}
          language={language}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(fieldState.error)}
        />
      </Suspense>
      {empty ? (
        <div className="page-editor-empty-row">
          <EmptyLanguageNote id={`${id}-empty`} english={englishText} />
          <button
            type="button"
            className="button button--secondary admin-button--small"
            onClick={() => field.onChange(englishText)}
          >
            {t('admin.pages.startFromEnglish')}
          </button>
        </div>
      ) : null}
      {fieldState.error?.message ? (
        <p className="admin-field__error" id={`${id}-error`}>
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}
