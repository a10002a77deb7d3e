/**
 * The site's languages. English is the default and lives at the unprefixed paths
 * (docs/product.md, Languages); the others live under a path prefix (/nl/greenfees), so each has its own
 * prerendered pages and URLs.
 */
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The languages staff may write their own version of a text in, beside the English every text has
 * (docs/product.md, Staff texts in four languages); where one is missing, English stands in.
 */
export const TRANSLATION_LANGUAGES = ['nl', 'fr', 'de'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export const isTranslationLanguage = (language: Language): language is TranslationLanguage =>
  language !== DEFAULT_LANGUAGE;

/**
 * The locale each language formats dates, numbers and prices in: English keeps en-US
 * (docs/product.md, Languages) ("€110", "Jun 14, 2025"); nl-BE writes "€ 110", fr-BE and de-BE "110 €".
 */
export const LOCALE_OF: Record<Language, string> = {
  en: 'en-US',
  nl: 'nl-BE',
  fr: 'fr-BE',
  de: 'de-BE',
};

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAME: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

/** The language switch's own label, in each language (it sits next to the language names). */
export const LANGUAGE_SWITCH_LABEL: Record<Language, string> = {
  en: 'Language',
  nl: 'Taal',
  fr: 'Langue',
  de: 'Sprache',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, '/nl' for Dutch. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** A path's language prefix, one of the languages other than the default ('/nl' of '/nl/greenfees'). */
const PREFIXED_PATH = new RegExp(
  `^/(${LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')})(?=/|$)`,
);

/** The language a path is in, and the path without its prefix ('/nl/greenfees' → nl, '/greenfees'). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = PREFIXED_PATH.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { language: match[1] as Language, path: rest === '' ? '/' : rest };
}

/** The path of an unprefixed route in a language ('/greenfees' in nl → '/nl/greenfees'; '/' in nl → '/nl'). */
export function localizedPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The best language for an Accept-Language header or navigator.languages list (nl-BE → nl),
 * English when none of ours is asked for.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
