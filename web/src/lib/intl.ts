import { DEFAULT_LANGUAGE, LOCALE_OF } from '../../../common/i18n/languages';

/** The locale of English pages (SPEC section 9: en-US), the default of every formatter. */
export const ENGLISH_LOCALE = LOCALE_OF[DEFAULT_LANGUAGE];

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format>(cache: Map<string, Format>, key: string, create: () => Format): Format {
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** One Intl.NumberFormat per locale and options: building them is slow, using them is cheap. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** One Intl.DateTimeFormat per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
