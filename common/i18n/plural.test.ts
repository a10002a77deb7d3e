import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './languages';
import { pluralCategory, selectPlurals } from './plural';

describe('pluralCategory', () => {
  const cases: Record<Language, [number, 'one' | 'other'][]> = {
    en: [
      [0, 'other'],
      [1, 'one'],
      [2, 'other'],
      [1.5, 'other'],
    ],
    nl: [
      [0, 'other'],
      [1, 'one'],
      [2, 'other'],
      [1.5, 'other'],
    ],
    de: [
      [0, 'other'],
      [1, 'one'],
      [2, 'other'],
      [1.5, 'other'],
    ],
    fr: [
      [0, 'one'],
      [1, 'one'],
      [2, 'other'],
      [1.5, 'one'],
    ],
  };

  it.each(LANGUAGES)('gives the CLDR form of 0, 1, 2 and 1.5 in %s', (language) => {
    for (const [count, form] of cases[language])
      expect([count, pluralCategory(language, count)]).toEqual([count, form]);
  });

  // The rules are written out for the public pages, which may not call Intl; here Intl checks them.
  it.each(LANGUAGES)('agrees with Intl.PluralRules in %s for the counts the site shows', (language) => {
    const rules = new Intl.PluralRules(language);
    const counts = [...Array.from({ length: 201 }, (_, n) => n), 0.5, 1.5, 2.5, 10.25, 999, 1000, 12345];
    for (const count of counts) {
      const intl = rules.select(count);
      expect([count, pluralCategory(language, count)]).toEqual([count, intl === 'one' ? 'one' : 'other']);
    }
  });
});

describe('selectPlurals', () => {
  const template = '{adults} {adults:adult|adults}, {juniors} {juniors:junior|juniors}';

  it('chooses each slot by its own count and leaves the other slots to fill', () => {
    expect(selectPlurals(template, { adults: 1, juniors: 0 }, 'en')).toBe(
      '{adults} adult, {juniors} juniors',
    );
    expect(selectPlurals(template, { adults: 2, juniors: 1 }, 'en')).toBe(
      '{adults} adults, {juniors} junior',
    );
  });

  it('takes the "one" form for 0 in French only', () => {
    expect(selectPlurals('{n:joueur|joueurs}', { n: 0 }, 'fr')).toBe('joueur');
    expect(selectPlurals('{n:speler|spelers}', { n: 0 }, 'nl')).toBe('spelers');
    expect(selectPlurals('{n:Spieler|Spieler}', { n: 1 }, 'de')).toBe('Spieler');
  });

  it('reads counts given as text, and keeps a slot without a count as written', () => {
    expect(selectPlurals('{n:day|days}', { n: '1' }, 'en')).toBe('day');
    expect(selectPlurals('{n:day|days}', {}, 'en')).toBe('{n:day|days}');
    expect(selectPlurals('{n:day|days}', undefined, 'en')).toBe('{n:day|days}');
  });
});
