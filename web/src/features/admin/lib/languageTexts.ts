import type { Translations } from '../../../../../common/api/admin';
import { LANGUAGES, type Language, TRANSLATION_LANGUAGES } from '../../../../../common/i18n/languages';

/** A staff text as its form holds it: English and its versions side by side (docs/product.md, Staff admin). */
export type LanguageTexts = Record<Language, string>;

export const emptyTexts = (): LanguageTexts => ({ en: '', nl: '', fr: '', de: '' });

/** The form's texts from the English text and its stored versions. */
export const textsFrom = (english: string, translations: Translations): LanguageTexts => ({
  en: english,
  nl: translations.nl,
  fr: translations.fr,
  de: translations.de,
});

/** The versions to send beside the English text; an empty one is missing, and the site shows the English. */
export const translationsOf = (texts: LanguageTexts): Translations => ({
  nl: texts.nl,
  fr: texts.fr,
  de: texts.de,
});

export const trimmedTexts = (texts: LanguageTexts): LanguageTexts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, texts[language].trim()])) as LanguageTexts;

/** Whether a language's version is missing: empty, or only spaces (English stands in for it). */
export const isMissing = (texts: LanguageTexts, language: Language) =>
  language !== 'en' && texts[language].trim() === '';

/** The languages other than English that have no version of their own. */
export const missingLanguages = (texts: LanguageTexts) =>
  TRANSLATION_LANGUAGES.filter((language) => isMissing(texts, language));
