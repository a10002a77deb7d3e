import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_OF } from '../../../common/i18n/languages';
import { type Dictionary, en } from '../lib/i18n';
import { loadDictionary } from '../lib/language';
import { club } from './club';

describe("the club's country", () => {
  // The site names it from its dictionaries (no Intl on public pages), the mails with Intl.DisplayNames
  // (server/src/mail/mailLanguage.ts): both must say the same (docs/product.md, Languages).
  it.each(LANGUAGES)('is named in %s as the mails name it', async (language) => {
    const dictionary: Dictionary = language === 'en' ? en : await loadDictionary(language);
    const name = new Intl.DisplayNames([LOCALE_OF[language]], { type: 'region' }).of(
      club.address.countryCode,
    );
    expect(dictionary['club.country']).toBe(name);
  });
});
