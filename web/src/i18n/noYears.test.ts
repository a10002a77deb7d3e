import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/i18n/languages';
import { en } from '../i18n/en';
import { loadDictionary } from '../lib/language';

const YEAR = /\b20\d\d\b/;

/**
 * Texts whose years are history, not price labels (issue 37: every price and season label comes from
 * the price lists): the steps of the ecology plans' timeline. The plans' own texts, the club's story and
 * the members page's date are the pages' texts now (server/src/content/seed/pages).
 */
const isHistory = (key: string) => /^ecology\.timeline\.20\d\d\./.test(key);

describe('the dictionaries', () => {
  it.each(LANGUAGES)('write no year in %s, except in history', async (language) => {
    const dictionary = language === 'en' ? en : await loadDictionary(language);
    const withYears = Object.entries(dictionary)
      .filter(([key, text]) => YEAR.test(text) && !isHistory(key))
      .map(([key]) => key);
    expect(withYears).toEqual([]);
  });

  it('exempt only the timeline, whose steps are each named by a year', () => {
    const steps = Object.entries(en).filter(([key]) => isHistory(key) && key.endsWith('.when'));
    expect(steps.length).toBeGreaterThan(0);
    for (const [key, when] of steps) expect(when, key).toMatch(YEAR);
  });
});
