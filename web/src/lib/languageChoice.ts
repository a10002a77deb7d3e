import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  localizedPath,
  pickLanguage,
  splitLanguagePath,
} from '../../../common/i18n/languages';

/*
 * Which language a visitor gets, decided before anything renders. No React and no dictionary here: the
 * tiny head script of web/src/boot/languageRedirect.ts runs this before the first paint.
 */

/** Where the visitor's own choice of language is kept, across pages and visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language of a page address: its path prefix (/nl/greenfees is Dutch), English without one. */
export const languageOfLocation = (pathname: string = window.location.pathname): Language =>
  splitLanguagePath(pathname).language;

/** The language the visitor chose with the switch, if any (storage can be blocked: then there is none). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()) {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice holds for this page only, which is all we can do.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The staff admin is English only, at its own unprefixed paths. */
const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(path);

export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where an unprefixed (English) address must go before anything renders: to the visitor's stored choice,
 * or on a first visit (no choice) to the browser's language. A prefixed address always wins, and a
 * stored English keeps English. Undefined: stay.
 */
export function languageRedirect(
  { pathname, search, hash }: PageAddress,
  stored: Language | undefined,
  preferred: readonly string[],
): string | undefined {
  const { language, path } = splitLanguagePath(pathname);
  if (language !== DEFAULT_LANGUAGE || isAdminPath(path)) return undefined;
  const wanted = stored ?? pickLanguage(preferred);
  if (wanted === DEFAULT_LANGUAGE) return undefined;
  return `${localizedPath(wanted, path)}${search}${hash}`;
}

/** The same page in another language: its path under that language's prefix, with query and anchor. */
export function addressIn(language: Language, { pathname, search, hash }: PageAddress): string {
  return `${localizedPath(language, splitLanguagePath(pathname).path)}${search}${hash}`;
}

/** The browser's languages, most wanted first. */
export const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * The language switch: stores the choice for later visits and opens the same page in that language (a
 * full load, as each language has its own prerendered pages). The page's own language only is stored.
 */
export function switchLanguage(
  language: Language,
  address: PageAddress = window.location,
  go: (url: string) => void = (url) => window.location.assign(url),
  storage?: Pick<Storage, 'setItem'>,
) {
  storeLanguage(language, storage);
  if (language !== languageOfLocation(address.pathname)) go(addressIn(language, address));
}
