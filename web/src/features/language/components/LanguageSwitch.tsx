import { LANGUAGE_NAME, LANGUAGE_SWITCH_LABEL, LANGUAGES } from '../../../../../common/i18n/languages';
import { useLanguage } from '../../../lib/i18n';
import { switchLanguage } from '../../../lib/languageChoice';

/**
 * One button per language, its code on show and its name (in that language) for screen readers; the
 * page's language is the pressed one. Choosing stores the choice and opens the same page in that language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLanguage();
  return (
    <fieldset className={className ? `language-switch ${className}` : 'language-switch'}>
      <legend className="visually-hidden">{LANGUAGE_SWITCH_LABEL[current]}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="language-switch__button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => switchLanguage(language)}
        >
          {language.toUpperCase()} <span className="visually-hidden">{LANGUAGE_NAME[language]}</span>
        </button>
      ))}
    </fieldset>
  );
}
