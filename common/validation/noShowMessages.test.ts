import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { noShowStopMessage, noShowStopMessages } from './noShowMessages';

describe('noShowStopMessages', () => {
  it.each(LANGUAGES)('%s: names the club’s telephone once, in its own words', (language) => {
    expect(noShowStopMessages[language].match(/\{telephone\}/g)).toHaveLength(1);
    if (language !== 'en') expect(noShowStopMessages[language]).not.toBe(noShowStopMessages.en);
    expect(noShowStopMessage(language, '+32 50 12 34 56')).toContain('+32 50 12 34 56');
    expect(noShowStopMessage(language, '+32 50 12 34 56')).not.toContain('{');
  });
});
