import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/i18n/languages';
import { en } from '../i18n/en';
import { loadDictionary } from '../lib/language';

const YEAR = /\b20\d\d\b/;

/**
 * Issue 37: every price and season label comes from the price lists, so no text of the interface names a
 * year. The texts whose years are history (the ecology plans and their timeline, the club's story, the
 * members page's date) are the pages' texts (server/src/content/seed/pages).
 */
describe('the dictionaries', () => {
  it.each(LANGUAGES)('write no year in %s', async (language) => {
    const dictionary = language === 'en' ? en : await loadDictionary(language);
    const withYears = Object.entries(dictionary)
      .filter(([, text]) => YEAR.test(text))
      .map(([key]) => key);
    expect(withYears).toEqual([]);
  });
});
