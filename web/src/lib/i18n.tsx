import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { DEFAULT_LANGUAGE, type Language, LOCALE_OF, localizedPath } from '../../../common/i18n/languages';
import type { en } from '../i18n/en';
import { core } from '../i18n/en/core';

/** Every text's key: those of the whole English dictionary (web/src/i18n/en), whatever part has loaded. */
export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;

/**
 * The English dictionary as the app holds it: the core, part of the main bundle, and each area
 * (web/src/i18n/areas.ts) added to it once loaded (web/src/lib/language.ts). A screen renders only once its
 * areas are in (web/src/app/screens.ts), so no key it asks for is missing.
 */
export const englishDictionary: Dictionary = { ...core } as Dictionary;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Fills `{name}` slots from params; an unknown slot stays as written, so it shows up in review. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name];
    return value === undefined ? slot : String(value);
  });
}

/** Translates outside React (the default English dictionary, with the areas loaded so far). */
export const t: Translate = (key, params) => formatMessage(englishDictionary[key], params);

interface LanguageState {
  language: Language;
  dictionary: Dictionary;
}

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  dictionary: englishDictionary,
});

/**
 * The page's language and its dictionary, both known before the first render (main.tsx and the
 * prerender load the dictionary first: the browser its core and the screen's areas, the prerender all of it),
 * so the browser's first render equals the prerendered page.
 */
export function LanguageProvider({
  language,
  dictionary,
  children,
}: LanguageState & { children: ReactNode }) {
  const value = useMemo(() => ({ language, dictionary }), [language, dictionary]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language of the page (English unless a LanguageProvider says otherwise). */
export const useLanguage = (): Language => useContext(LanguageContext).language;

/** The locale dates, numbers and prices are formatted in: en-US, nl-BE, fr-BE, de-BE. */
export const useLocale = (): string => LOCALE_OF[useLanguage()];

/** The translate function of the current dictionary. */
export function useT(): Translate {
  const { dictionary } = useContext(LanguageContext);
  return useCallback<Translate>((key, params) => formatMessage(dictionary[key], params), [dictionary]);
}

/**
 * For plain <a href> links, which the router's basename does not reach: a route's path in the
 * page's language ('/greenfees' → '/nl/greenfees'). Router <Link>s need nothing.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(language, path), [language]);
}
