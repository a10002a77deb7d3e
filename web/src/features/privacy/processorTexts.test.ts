import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../common/i18n/languages';
import { PROCESSOR_TEXTS } from './processorTexts';

describe("the privacy page's processor texts", () => {
  const names = Object.keys(PROCESSOR_TEXTS.en).sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'are all there in %s, none empty and none left in English',
    (language) => {
      const texts = PROCESSOR_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(names);
      for (const name of names) {
        const text = texts[name as keyof typeof texts];
        expect(text.trim(), name).not.toBe('');
        expect(text, name).not.toBe(PROCESSOR_TEXTS.en[name as keyof typeof texts]);
      }
    },
  );

  it('name Mollie and OpenStreetMap in every language', () => {
    for (const language of LANGUAGES) {
      expect(PROCESSOR_TEXTS[language].payment).toContain('Mollie');
      expect(PROCESSOR_TEXTS[language].map).toContain('OpenStreetMap');
    }
  });
});
