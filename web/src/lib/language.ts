import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { type Dictionary, en } from './i18n';
import { browserLanguages, languageOfLocation, languageRedirect, readStoredLanguage } from './languageChoice';

export * from './languageChoice';

/**
 * The other languages' dictionaries: web/src/i18n/nl/index.ts exports `nl`, and so on. Each is a chunk
 * of its own, fetched only by pages in that language; English (the default) is part of the main bundle.
 */
const dictionaryModules = import.meta.glob<Partial<Record<Language, Dictionary>>>([
  '../i18n/*/index.ts',
  '!../i18n/en/index.ts',
]);

/** The source file of a language's dictionary, as Vite's manifest names it (scripts/prerender.mjs). */
export const dictionarySource = (language: Language) => `src/i18n/${language}/index.ts`;

export async function loadDictionary(language: Language): Promise<Dictionary> {
  if (language === DEFAULT_LANGUAGE) return en;
  const load = dictionaryModules[`../i18n/${language}/index.ts`];
  const dictionary = load ? (await load())[language] : undefined;
  if (!dictionary)
    throw new Error(`web/src/i18n/${language}/index.ts must export the dictionary ${language}`);
  return dictionary;
}

/**
 * Before the first render: when this English address is not the visitor's language (their stored choice,
 * or on a first visit their browser's), replaces it with the same page in that language and gives
 * undefined. Otherwise gives the page's language and its dictionary, with <html lang> set, so that the
 * first render (or hydration of the prerendered page) is already in the right language.
 */
export async function prepareLanguage(): Promise<{ language: Language; dictionary: Dictionary } | undefined> {
  const redirect = languageRedirect(window.location, readStoredLanguage(), browserLanguages());
  if (redirect !== undefined) {
    window.location.replace(redirect);
    return undefined;
  }
  const language = languageOfLocation();
  const dictionary = await loadDictionary(language);
  document.documentElement.lang = language;
  return { language, dictionary };
}
