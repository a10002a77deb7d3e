import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { changeMessages } from './changeMessages';

describe('changeMessages', () => {
  it.each(LANGUAGES)('%s: says every refusal of a change, in its own words', (language) => {
    const texts = changeMessages[language];
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/[{}]/);
      if (language !== 'en') expect(text, key).not.toBe(changeMessages.en[key as keyof typeof texts]);
    }
  });
});
