import { LANGUAGES, type Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';

interface LanguageSwitchProps {
  language: Language;
  onChange: (language: Language) => void;
  /** How many texts each language leaves empty (the page shows the English there). */
  emptyCounts: Record<Language, number>;
  /** Names the radio group: the editor's switch and the preview's are two on one screen. */
  name: string;
}

/**
 * The language the page is edited (or previewed) in, one at a time so that a phone has room: each
 * language says how many of its texts are empty, and the chosen one says what that means.
 */
export function LanguageSwitch({ language, onChange, emptyCounts, name: radioName }: LanguageSwitchProps) {
  const t = useAdminT();
  const empty = emptyCounts[language];
  return (
    <div className="page-editor-languages">
      <fieldset className="admin-segmented page-editor-languages__switch">
        <legend className="visually-hidden">{t('admin.pages.language')}</legend>
        {LANGUAGES.map((option) => {
          const name = t(`admin.language.${option}`);
          const count = emptyCounts[option];
          return (
            <label key={option} className="admin-segmented__option" title={name}>
              <input
                type="radio"
                name={radioName}
                value={option}
                checked={language === option}
                aria-label={count > 0 ? `${name}, ${t('admin.pages.emptyCount', { count })}` : name}
                onChange={() => onChange(option)}
              />
              <span aria-hidden="true">{option.toUpperCase()}</span>
              {count > 0 ? (
                <span className="page-editor-languages__count" aria-hidden="true">
                  {count}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      {empty > 0 ? (
        <p className="admin-field__hint page-editor-languages__note">
          {t('admin.pages.emptyInLanguage', {
            count: empty,
            language: t(`admin.language.${language}`),
          })}
        </p>
      ) : null}
    </div>
  );
}
