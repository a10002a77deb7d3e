import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { cancelMessages, tooLateToCancelMessage } from './cancelMessages';

describe('cancelMessages', () => {
  it.each(LANGUAGES)(
    '%s: says every refusal, the late one with the club’s telephone and e-mail',
    (language) => {
      const texts = cancelMessages[language];
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
      expect(texts.tooLate.match(/\{phone\}/g)).toHaveLength(1);
      expect(texts.tooLate.match(/\{email\}/g)).toHaveLength(1);
      if (language !== 'en') {
        for (const [key, text] of Object.entries(texts)) {
          expect(text, key).not.toBe(cancelMessages.en[key as keyof typeof texts]);
        }
      }
      const said = tooLateToCancelMessage(language, { phone: '+32 50 00 00 00', email: 'shop@example.org' });
      expect(said).toContain('+32 50 00 00 00');
      expect(said).toContain('shop@example.org');
      expect(said).not.toMatch(/[{}]/);
    },
  );
});
