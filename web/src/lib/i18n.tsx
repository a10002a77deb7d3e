import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { DEFAULT_LANGUAGE, type Language, LOCALE_OF, localizedPath } from '../../../common/i18n/languages';
import { en } from '../i18n/en';

export { en };

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
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

/** Translates outside React (the default English dictionary). */
export const t: Translate = (key, params) => formatMessage(en[key], params);

interface LanguageState {
  language: Language;
  dictionary: Dictionary;
}

const LanguageContext = createContext<LanguageState>({ language: DEFAULT_LANGUAGE, dictionary: en });

/**
 * The page's language and its dictionary, both known before the first render (main.tsx and the
 * prerender load the dictionary first), so the browser's first render equals the prerendered page.
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
