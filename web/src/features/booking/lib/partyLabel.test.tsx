import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../../common/i18n/languages';
import { en } from '../../../i18n/en';
import { type Dictionary, LanguageProvider, type Translate, useT } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { loadDictionary } from '../../../lib/language';
import { adultsLabel, juniorsLabel, partyLabel } from './partyLabel';

/** The translate a booking page of that language has: usePluralT inside its LanguageProvider. */
async function pageTranslate(language: Language, hook: () => Translate = usePluralT): Promise<Translate> {
  const dictionary: Dictionary = language === 'en' ? en : await loadDictionary(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider language={language} dictionary={dictionary}>
      {children}
    </LanguageProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}

/** Each language's words for 0, 1 and 2 adults and juniors, by its plural rule (common/i18n/plural.ts). */
const expected: Record<Language, { adults: [string, string, string]; juniors: [string, string, string] }> = {
  en: { adults: ['0 adults', '1 adult', '2 adults'], juniors: ['0 juniors', '1 junior', '2 juniors'] },
  nl: {
    adults: ['0 volwassenen', '1 volwassene', '2 volwassenen'],
    juniors: ['0 junioren', '1 junior', '2 junioren'],
  },
  // French takes the singular for 0 as for 1.
  fr: { adults: ['0 adulte', '1 adulte', '2 adultes'], juniors: ['0 junior', '1 junior', '2 juniors'] },
  de: {
    adults: ['0 Erwachsene', '1 Erwachsener', '2 Erwachsene'],
    juniors: ['0 Jugendliche', '1 Jugendlicher', '2 Jugendliche'],
  },
};

describe.each(Object.keys(expected) as Language[])('the party in words, %s', (language) => {
  it('takes the plural form of the language for 0, 1 and 2', async () => {
    const t = await pageTranslate(language);
    const words = expected[language];
    expect([0, 1, 2].map((count) => adultsLabel(t, count))).toEqual(words.adults);
    expect([0, 1, 2].map((count) => juniorsLabel(t, count))).toEqual(words.juniors);
  });

  it('leaves out a count of 0 unless both are 0', async () => {
    const t = await pageTranslate(language);
    const { adults, juniors } = expected[language];
    expect(partyLabel(t, 0, 0)).toBe(adults[0]);
    expect(partyLabel(t, 1, 0)).toBe(adults[1]);
    expect(partyLabel(t, 0, 2)).toBe(juniors[2]);
    expect(partyLabel(t, 2, 1)).toBe(`${adults[2]}, ${juniors[1]}`);
  });
});

describe('the party texts', () => {
  it('are plural slots, which the plain translate leaves for usePluralT to choose', async () => {
    const plain = await pageTranslate('fr', useT);
    expect(adultsLabel(plain, 0)).toBe('0 {count:adulte|adultes}');
  });
});
