import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { DICTIONARY_AREAS, type DictionaryArea } from '../i18n/areas';
import { type Dictionary, englishDictionary } from './i18n';
import { browserLanguages, languageOfLocation, languageRedirect, readStoredLanguage } from './languageChoice';

export * from './languageChoice';

/**
 * Each language's dictionary comes in parts (web/src/i18n/areas.ts): the core, which every page loads, and
 * the areas, which load with the screens that show them. Every part is a chunk of its own, but English's
 * core, which is part of the main bundle. web/src/i18n/nl/core.ts exports `core`; nl/course.ts `course`.
 */
const coreModules = import.meta.glob<{ core?: Partial<Dictionary> }>([
  '../i18n/*/core.ts',
  '!../i18n/en/core.ts',
]);
const areaModules = import.meta.glob<Partial<Record<DictionaryArea, Partial<Dictionary>>>>(
  '../i18n/*/{booking,club,course,ecology,golfshop,greenfees,members,privacy,validation,waitingList}.ts',
);

/** The source file of a language's core dictionary, as Vite's manifest names it (scripts/prerender.mjs). */
export const dictionarySource = (language: Language) => `src/i18n/${language}/core.ts`;

/** The source file of one area of a language's dictionary, as Vite's manifest names it. */
export const dictionaryAreaSource = (language: Language, area: DictionaryArea) =>
  `src/i18n/${language}/${area}.ts`;

/** Each language's dictionary as loaded so far: its core, and the areas added to it as they load. */
const dictionaries = new Map<Language, Promise<Dictionary>>([
  [DEFAULT_LANGUAGE, Promise.resolve(englishDictionary)],
]);

function coreDictionary(language: Language): Promise<Dictionary> {
  let dictionary = dictionaries.get(language);
  if (!dictionary) {
    const load = coreModules[`../i18n/${language}/core.ts`];
    dictionary = (load ? load() : Promise.resolve(undefined)).then((module) => {
      if (!module?.core) throw new Error(`web/src/i18n/${language}/core.ts must export the dictionary core`);
      return { ...module.core } as Dictionary;
    });
    // A failed load (the network) is tried again the next time.
    dictionary.catch(() => dictionaries.delete(language));
    dictionaries.set(language, dictionary);
  }
  return dictionary;
}

async function areaTexts(language: Language, area: DictionaryArea): Promise<Partial<Dictionary>> {
  const load = areaModules[`../i18n/${language}/${area}.ts`];
  const texts = load ? (await load())[area] : undefined;
  if (!texts) throw new Error(`web/src/i18n/${language}/${area}.ts must export the texts ${area}`);
  return texts;
}

/**
 * A language's dictionary with the areas named loaded into it (all of them unless named: the server's
 * render, the tests). Areas only add keys, so the object a page's LanguageProvider holds stays the same one.
 */
export async function loadDictionary(
  language: Language,
  areas: readonly DictionaryArea[] = DICTIONARY_AREAS,
): Promise<Dictionary> {
  const [dictionary, parts] = await Promise.all([
    coreDictionary(language),
    Promise.all(areas.map((area) => areaTexts(language, area))),
  ]);
  for (const part of parts) Object.assign(dictionary, part);
  return dictionary;
}

/** The language of this page in the browser (prepareLanguage), whose areas the screens load. */
let pageLanguage: Language = DEFAULT_LANGUAGE;

/**
 * Loads areas of the page's dictionary: a screen's route does before it renders (web/src/app/screens.ts),
 * so that no text of the screen is missing, on the first render or after a client-side navigation.
 */
export async function loadDictionaryAreas(areas: readonly DictionaryArea[]): Promise<void> {
  if (areas.length > 0) await loadDictionary(pageLanguage, areas);
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
  pageLanguage = language;
  // The core only: the screen's areas load with the screen's module (web/src/app/router.tsx, preloadRoute).
  const dictionary = await loadDictionary(language, []);
  document.documentElement.lang = language;
  return { language, dictionary };
}
