import type { Language } from './languages';

/**
 * The plural forms our texts tell apart. CLDR gives French a third, "many", for round millions
 * ("1 000 000 de joueurs"); no count the site shows comes near, so it takes the "other" form.
 */
export type PluralCategory = 'one' | 'other';

/**
 * Which form a count takes, by the CLDR rules of our four languages, written out so that public pages
 * need no Intl.PluralRules (docs/decisions/0027-plural-rules-in-the-i18n-layer.md):
 * - en, nl, de: "one" for exactly 1 written without decimals; 0, 2 and 1.5 are "other".
 * - fr: "one" for 0 and 1 and anything between ("0 joueur", "1,5 heure"); 2 and up are "other".
 * plural.test.ts compares these with Intl.PluralRules.
 */
export function pluralCategory(language: Language, count: number): PluralCategory {
  const n = Math.abs(count);
  if (language === 'fr') return n < 2 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}

/**
 * Chooses the form in a template's plural slots, `{count:adult|adults}` (one|other), by the count in
 * params; any other slot is left for the caller to fill. A slot whose count is missing or not a number
 * stays as written, so it shows up in review.
 */
export function selectPlurals(
  template: string,
  params: Record<string, string | number> | undefined,
  language: Language,
): string {
  if (!template.includes('|')) return template;
  return template.replace(
    /\{(\w+):([^|{}]*)\|([^|{}]*)\}/g,
    (slot, name: string, one: string, other: string) => {
      const value = params?.[name];
      const count = typeof value === 'number' ? value : Number(value);
      if (value === undefined || value === '' || Number.isNaN(count)) return slot;
      return pluralCategory(language, count) === 'one' ? one : other;
    },
  );
}
