import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/i18n/languages';
import {
  mailCountry,
  mailLanguage,
  mailPrice,
  mailTableWhen,
  mailText,
  mailTexts,
  mailWhen,
  PLACEHOLDER,
  placeholdersOf,
} from './mailLanguage';

/** Every text of a set by its dotted path: "greeting", "fields.greenfee.firstname". */
function entries(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const english = new Map(entries(mailTexts.en));
const normalSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('mail texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English text, and only those', (language) => {
    const texts = new Map(entries(mailTexts[language]));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s uses the same placeholders as English', (language) => {
    for (const [path, text] of entries(mailTexts[language])) {
      const template = english.get(path) as string;
      expect(placeholdersOf(text as string).sort(), path).toEqual(placeholdersOf(template).sort());
      // A brace that is not part of a {placeholder} or a plural slot is a typo in one.
      expect((text as string).replace(PLACEHOLDER, ''), path).not.toMatch(/[{}]/);
    }
  });

  it.each(LANGUAGES)('%s writes counts in their plural form, never as "player(s)"', (language) => {
    for (const [path, text] of entries(mailTexts[language])) {
      expect(text as string, path).not.toMatch(/\((s|e|en|n|nen)\)/);
    }
  });

  it("chooses the plural form of each count by the language's rule", () => {
    const players = (language: (typeof LANGUAGES)[number], adults: number, juniors: number) =>
      normalSpaces(mailText(language, 'confirmationPlayers', { adults, juniors }));
    expect(players('en', 1, 0)).toBe('Players: 1 adult, 0 juniors');
    expect(players('en', 2, 1)).toBe('Players: 2 adults, 1 junior');
    expect(players('nl', 1, 2)).toBe('Spelers: 1 volwassene, 2 junioren');
    expect(players('nl', 0, 1)).toBe('Spelers: 0 volwassenen, 1 junior');
    // French takes the singular for 0 as for 1.
    expect(players('fr', 0, 1)).toBe('Joueurs : 0 adulte, 1 junior');
    expect(players('fr', 2, 2)).toBe('Joueurs : 2 adultes, 2 juniors');
    expect(players('de', 1, 0)).toBe('Spieler: 1 Erwachsener, 0 Jugendliche');
    expect(players('de', 3, 1)).toBe('Spieler: 3 Erwachsene, 1 Jugendlicher');
    const calendar = (language: (typeof LANGUAGES)[number], count: number) =>
      normalSpaces(mailText(language, 'calendarDescription', { players: count, link: 'L' }));
    expect([1, 2].map((n) => calendar('en', n))).toEqual([
      '1 player. Your booking: L',
      '2 players. Your booking: L',
    ]);
    expect([1, 2].map((n) => calendar('nl', n))).toEqual([
      '1 speler. Uw reservatie: L',
      '2 spelers. Uw reservatie: L',
    ]);
    expect([1, 2].map((n) => calendar('fr', n))).toEqual([
      '1 joueur. Votre réservation : L',
      '2 joueurs. Votre réservation : L',
    ]);
    expect([1, 2].map((n) => calendar('de', n))).toEqual([
      '1 Spieler. Ihre Buchung: L',
      '2 Spieler. Ihre Buchung: L',
    ]);
  });

  it('names each placeholder once, plural slots included', () => {
    expect(placeholdersOf('{n} {n:day|days}, {a}')).toEqual(['n', 'a']);
    expect(() =>
      (mailText as (...args: unknown[]) => string)('en', 'calendarDescription', { link: 'L' }),
    ).toThrow(/\{players\}/);
  });

  it('changes nothing in a text but its placeholders, and only with the values given', () => {
    expect(mailText('en', 'greeting', { name: 'Ann {club} $& Peeters' })).toBe('Dear Ann {club} $& Peeters,');
    expect(mailText('de', 'decisionDeclined', { what: 'X' })).toBe('Leider können wir X nicht bestätigen.');
    expect(() => (mailText as (...args: unknown[]) => string)('nl', 'greeting', {})).toThrow(/\{name\}/);
  });

  it('writes dates and times as each language does, and English as its mails always have', () => {
    expect(mailWhen('en', '2026-12-01', '10:30')).toBe('2026-12-01 at 10:30');
    expect(mailWhen('nl', '2026-12-01', '10:30')).toBe('dinsdag 1 december 2026 om 10:30');
    expect(mailWhen('fr', '2026-12-01', '10:30')).toBe('mardi 1 décembre 2026 à 10:30');
    expect(mailWhen('de', '2026-12-01', '10:30')).toBe('Dienstag, 1. Dezember 2026 um 10:30 Uhr');
    expect(mailWhen('nl', '2026-03-29')).toBe('zondag 29 maart 2026');
    expect(mailTableWhen('en', '2026-12-01T19:30')).toBe('2026-12-01 at 19:30');
    expect(mailTableWhen('fr', '2026-12-01')).toBe('mardi 1 décembre 2026');
    expect(mailWhen('de', 'sometime')).toBe('sometime');
  });

  it('writes prices in EUR in each language', () => {
    expect(mailPrice('en', 22000)).toBe('EUR 220.00');
    expect(normalSpaces(mailPrice('nl', 22050))).toBe('€ 220,50');
    expect(normalSpaces(mailPrice('fr', 22000))).toBe('220,00 €');
    expect(normalSpaces(mailPrice('de', 123456))).toBe('1.234,56 €');
  });

  it('names a country in the language of the mail', () => {
    expect(LANGUAGES.map((language) => mailCountry(language, 'BE'))).toEqual([
      'Belgium',
      'België',
      'Belgique',
      'Belgien',
    ]);
    expect(mailCountry('fr', 'NL')).toBe('Pays-Bas');
  });

  it('reads a stored locale, falling back to English', () => {
    expect(mailLanguage('de')).toBe('de');
    expect(mailLanguage('es')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
  });
});
