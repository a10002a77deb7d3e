import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/i18n/languages';
import { en } from '../lib/i18n';
import { loadDictionary } from '../lib/language';

const YEAR = /\b20\d\d\b/;

/**
 * Texts whose years are history, not price labels (issue 37: every price and season label comes from
 * the price lists): the ecology plans of 2003 and 2020, the club's story and the members page's date.
 */
const HISTORY_KEYS = [
  'ecology.plan2003.title',
  'ecology.plan2003.text1',
  'ecology.plan2020.title',
  'ecology.plan2020.text1',
  'history.today.text',
  'members.intro',
];
const isHistory = (key: string) => HISTORY_KEYS.includes(key) || /^ecology\.timeline\.20\d\d\./.test(key);

describe('the dictionaries', () => {
  it.each(LANGUAGES)('write no year in %s, except in history', async (language) => {
    const dictionary = language === 'en' ? en : await loadDictionary(language);
    const withYears = Object.entries(dictionary)
      .filter(([key, text]) => YEAR.test(text) && !isHistory(key))
      .map(([key]) => key);
    expect(withYears).toEqual([]);
  });

  it('exempt only texts that do hold a year', () => {
    for (const key of HISTORY_KEYS) expect(en[key as keyof typeof en], key).toMatch(YEAR);
  });
});
