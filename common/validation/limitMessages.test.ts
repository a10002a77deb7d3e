import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { limitMessages } from './limitMessages';

describe('limitMessages', () => {
  it.each(LANGUAGES)('%s: says every limit, with the wait in seconds where the English does', (language) => {
    const texts = limitMessages[language];
    for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    expect(texts.tooManyRequests.match(/\{seconds\}/g)).toHaveLength(1);
    if (language !== 'en') {
      for (const [key, text] of Object.entries(texts)) {
        expect(text, key).not.toBe(limitMessages.en[key as keyof typeof texts]);
      }
    }
  });
});
