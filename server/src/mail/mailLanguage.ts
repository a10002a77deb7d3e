import { DEFAULT_LANGUAGE, isLanguage, type Language, LOCALE_OF } from '../../../common/i18n/languages';
import { selectPlurals } from '../../../common/i18n/plural';
import { parseIsoDate } from '../../../common/rules/clubTime';
import { de } from './texts/de';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { nl } from './texts/nl';
import type { MailTexts } from './texts/types';

export const mailTexts: Record<Language, MailTexts> = { en, nl, fr, de };

/** The language of a stored locale column; anything unknown falls back to English. */
export const mailLanguage = (locale: string | null | undefined): Language =>
  isLanguage(locale) ? locale : DEFAULT_LANGUAGE;

type English = typeof en;
type TemplateKey = { [K in keyof English]: English[K] extends string ? K : never }[keyof English];
/** A placeholder's name: `{count}`, or a plural slot `{count:player|players}` (common/i18n/plural.ts). */
type SlotName<S> = S extends `${infer Name}:${string}` ? Name : S;
type Placeholders<S> = S extends `${string}{${infer Slot}}${infer Rest}`
  ? SlotName<Slot> | Placeholders<Rest>
  : never;
type ValuesOf<K extends TemplateKey> = [Placeholders<English[K]>] extends [never]
  ? []
  : [Record<Placeholders<English[K]>, string | number>];

/** A {placeholder} or a plural slot, {count:player|players}: one form for 1, the other for the rest. */
export const PLACEHOLDER = /\{(\w+)(?::[^{}|]*\|[^{}|]*)?\}/g;

/**
 * The names of a template's {placeholders} and plural slots, each once, in order: a language whose word does
 * not change with the count ("{players} Spieler") may leave the plural slot out.
 */
export const placeholdersOf = (template: string): string[] => [
  ...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1] as string)),
];

/**
 * A text in a language with its plural slots chosen by the language's rule and its {placeholders} filled
 * in; the English template decides which values it needs.
 */
export function mailText<K extends TemplateKey>(language: Language, key: K, ...values: ValuesOf<K>): string {
  const given: Record<string, string | number> = values[0] ?? {};
  const template: string = (mailTexts[language] as Record<TemplateKey, string>)[key];
  for (const name of placeholdersOf(template)) {
    if (given[name] === undefined) throw new Error(`mail text ${key} needs a value for {${name}}`);
  }
  return selectPlurals(template, given, language).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(given[name]),
  );
}

/**
 * A day, with its time when there is one: "2026-05-04 at 10:30" in English, as its mails have always
 * written it; "maandag 4 mei 2026 om 10:30" in Dutch. A date that does not parse is shown as stored.
 */
export function mailWhen(language: Language, date: string, time?: string | null): string {
  const day = parseIsoDate(date);
  const shownDate =
    language === DEFAULT_LANGUAGE || !day
      ? date
      : new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
          Date.UTC(day.year, day.month - 1, day.day),
        );
  return time ? mailText(language, 'dateAtTime', { date: shownDate, time }) : shownDate;
}

/** A table request's date, "2026-05-04" or "2026-05-04T19:30" (a datetime-local value). */
export function mailTableWhen(language: Language, date: string): string {
  const [day = '', time] = date.split('T');
  return mailWhen(language, day, time);
}

/** A country by its ISO 3166-1 code, in the mail's language: "BE" is "Belgium", "België", "Belgique", "Belgien". */
export const mailCountry = (language: Language, code: string): string =>
  new Intl.DisplayNames([LOCALE_OF[language]], { type: 'region' }).of(code) ?? code;

/** An amount in EUR: "EUR 110.00" in English as before, "€ 110,00" in Dutch, "110,00 €" in French. */
export function mailPrice(language: Language, cents: number): string {
  if (language === DEFAULT_LANGUAGE) return `EUR ${(cents / 100).toFixed(2)}`;
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
