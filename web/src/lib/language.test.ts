import { describe, expect, it } from 'vitest';
import {
  addressIn,
  LANGUAGE_STORAGE_KEY,
  languageOfLocation,
  languageRedirect,
  readStoredLanguage,
  storeLanguage,
  switchLanguage,
} from './language';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('languageOfLocation', () => {
  it.each([
    ['/', 'en'],
    ['/greenfees', 'en'],
    ['/nl', 'nl'],
    ['/nl/greenfees', 'nl'],
    ['/fr/holes/hole-3-page', 'fr'],
    ['/de/', 'de'],
    ['/nlx/greenfees', 'en'],
  ])('reads %s as %s', (pathname, language) => {
    expect(languageOfLocation(pathname)).toBe(language);
  });
});

describe('languageRedirect, before the first render', () => {
  it('sends a first visitor whose browser asks for nl-BE to the Dutch page, query and anchor kept', () => {
    expect(languageRedirect(at('/greenfees', '?x=1', '#fees'), undefined, ['nl-BE', 'en'])).toBe(
      '/nl/greenfees?x=1#fees',
    );
    expect(languageRedirect(at('/'), undefined, ['nl-BE'])).toBe('/nl');
  });

  it('takes the first of our languages the browser lists', () => {
    expect(languageRedirect(at('/'), undefined, ['es-ES', 'fr-BE', 'nl'])).toBe('/fr');
    expect(languageRedirect(at('/history'), undefined, ['de-DE'])).toBe('/de/history');
  });

  it('keeps English for a first visitor whose browser asks for none of ours, or for English', () => {
    expect(languageRedirect(at('/'), undefined, ['es-ES', 'it'])).toBeUndefined();
    expect(languageRedirect(at('/'), undefined, [])).toBeUndefined();
    expect(languageRedirect(at('/greenfees'), undefined, ['en-US', 'nl-BE'])).toBeUndefined();
  });

  it('follows a stored choice over the browser', () => {
    expect(languageRedirect(at('/booking'), 'fr', ['nl-BE'])).toBe('/fr/booking');
  });

  it('keeps English when English is the stored choice, whatever the browser asks for', () => {
    expect(languageRedirect(at('/greenfees'), 'en', ['nl-BE'])).toBeUndefined();
  });

  it('never moves a prefixed address: the language in the address wins', () => {
    expect(languageRedirect(at('/nl/greenfees'), 'fr', ['de-DE'])).toBeUndefined();
    expect(languageRedirect(at('/de'), undefined, ['nl-BE'])).toBeUndefined();
  });

  it('leaves the English-only staff admin alone', () => {
    expect(languageRedirect(at('/admin'), 'nl', ['nl-BE'])).toBeUndefined();
    expect(languageRedirect(at('/admin/requests'), 'nl', ['nl-BE'])).toBeUndefined();
  });
});

describe('addressIn', () => {
  it('gives the same page in another language', () => {
    expect(addressIn('nl', at('/greenfees', '?a=1', '#b'))).toBe('/nl/greenfees?a=1#b');
    expect(addressIn('en', at('/nl/greenfees'))).toBe('/greenfees');
    expect(addressIn('fr', at('/de'))).toBe('/fr');
    expect(addressIn('en', at('/fr'))).toBe('/');
    expect(addressIn('de', at('/nl/bookings/abc'))).toBe('/de/bookings/abc');
  });
});

describe('the stored choice', () => {
  it('is written under its key and read back', () => {
    const storage = memoryStorage();
    storeLanguage('de', storage);
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(readStoredLanguage(storage)).toBe('de');
  });

  it('is none when nothing, or nothing valid, is stored', () => {
    expect(readStoredLanguage(memoryStorage())).toBeUndefined();
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' }))).toBeUndefined();
  });

  it('is none, without an error, when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredLanguage(blocked)).toBeUndefined();
    expect(() => storeLanguage('nl', blocked)).not.toThrow();
  });
});

describe('switchLanguage', () => {
  it('stores the choice and opens the same page in that language', () => {
    const storage = memoryStorage();
    const opened: string[] = [];
    switchLanguage('nl', at('/greenfees', '', '#fees'), (url) => opened.push(url), storage);
    expect(opened).toEqual(['/nl/greenfees#fees']);
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('nl');
  });

  it('goes back to the unprefixed path for English, and stores English so it stays', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'nl' });
    const opened: string[] = [];
    switchLanguage('en', at('/nl/greenfees'), (url) => opened.push(url), storage);
    expect(opened).toEqual(['/greenfees']);
    expect(readStoredLanguage(storage)).toBe('en');
    expect(languageRedirect(at('/greenfees'), readStoredLanguage(storage), ['nl-BE'])).toBeUndefined();
  });

  it('only stores the page language when it is chosen again', () => {
    const storage = memoryStorage();
    const opened: string[] = [];
    switchLanguage('fr', at('/fr/history'), (url) => opened.push(url), storage);
    expect(opened).toEqual([]);
    expect(readStoredLanguage(storage)).toBe('fr');
  });
});
