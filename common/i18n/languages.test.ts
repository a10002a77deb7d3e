import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isTranslationLanguage,
  LANGUAGES,
  localizedPath,
  pickLanguage,
  splitLanguagePath,
  TRANSLATION_LANGUAGES,
} from './languages';

describe('language paths', () => {
  it('splits a prefixed path into language and route', () => {
    expect(splitLanguagePath('/nl/greenfees')).toEqual({ language: 'nl', path: '/greenfees' });
    expect(splitLanguagePath('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguagePath('/greenfees')).toEqual({ language: 'en', path: '/greenfees' });
    expect(splitLanguagePath('/nlx/greenfees')).toEqual({ language: 'en', path: '/nlx/greenfees' });
    expect(splitLanguagePath('/en/greenfees')).toEqual({ language: 'en', path: '/en/greenfees' });
  });

  it('prefixes every language but English', () => {
    expect(localizedPath('en', '/greenfees')).toBe('/greenfees');
    expect(localizedPath('de', '/greenfees')).toBe('/de/greenfees');
    expect(localizedPath('nl', '/')).toBe('/nl');
  });

  it('picks the first language of ours from the browser list', () => {
    expect(pickLanguage(['nl-BE', 'en'])).toBe('nl');
    expect(pickLanguage(['es-ES', 'fr-BE'])).toBe('fr');
    expect(pickLanguage(['es-ES'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('the languages staff write versions in', () => {
  it('are every language but English, which every staff text has', () => {
    expect([...TRANSLATION_LANGUAGES].sort()).toEqual(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).sort());
    expect(LANGUAGES.filter(isTranslationLanguage)).toEqual([...TRANSLATION_LANGUAGES]);
  });
});
