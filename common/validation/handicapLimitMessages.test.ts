import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { handicapLimitMessage, handicapLimitMessageIn, handicapLimitMessages } from './handicapLimitMessages';
import { messages } from './messages';

describe('handicapLimitMessages', () => {
  it('names each limit, in every language', () => {
    for (const language of LANGUAGES) {
      const { mondayToThursday, fridayToSundayAndHolidays } = handicapLimitMessages[language];
      expect(mondayToThursday, language).toContain('34');
      expect(fridayToSundayAndHolidays, language).toContain('28');
      expect(mondayToThursday).not.toBe(fridayToSundayAndHolidays);
    }
    expect(new Set(LANGUAGES.map((l) => handicapLimitMessages[l].mondayToThursday)).size).toBe(4);
  });

  it('is the shared English message the schema carries', () => {
    expect(handicapLimitMessages.en.mondayToThursday).toBe(messages.handicapOverWeekdayLimit);
    expect(handicapLimitMessages.en.fridayToSundayAndHolidays).toBe(messages.handicapOverWeekendLimit);
  });
});

describe('handicapLimitMessage', () => {
  it('refuses by the day: a Thursday above 34, a Friday above 28, nothing within', () => {
    const thursday = { year: 2026, month: 6, day: 11 };
    const friday = { year: 2026, month: 6, day: 12 };
    expect(handicapLimitMessage(34, thursday)).toBeNull();
    expect(handicapLimitMessage(34.1, thursday)).toBe(messages.handicapOverWeekdayLimit);
    expect(handicapLimitMessage(28, friday)).toBeNull();
    expect(handicapLimitMessage(30, friday)).toBe(messages.handicapOverWeekendLimit);
  });
});

describe('handicapLimitMessageIn', () => {
  it('gives a refusal in the language asked for, and any other text unchanged', () => {
    expect(handicapLimitMessageIn(messages.handicapOverWeekendLimit, 'de')).toBe(
      handicapLimitMessages.de.fridayToSundayAndHolidays,
    );
    expect(handicapLimitMessageIn(messages.handicapOverWeekdayLimit, 'fr')).toBe(
      handicapLimitMessages.fr.mondayToThursday,
    );
    expect(handicapLimitMessageIn(messages.handicapRange, 'nl')).toBe(messages.handicapRange);
  });
});
