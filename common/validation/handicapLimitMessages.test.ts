import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { SEEDED_CLUB_RULES as seeded } from '../rules/clubRules';
import {
  handicapLimitMessage,
  handicapLimitMessageIn,
  handicapLimitTemplates,
  handicapLimitText,
  parseHandicapLimitMessage,
} from './handicapLimitMessages';
import { messages } from './messages';

const staffSet = { mondayToThursday: 30, fridayToSundayAndHolidays: 22.5 };

describe('handicapLimitTemplates', () => {
  it('leaves the numbers as placeholders, in every language', () => {
    for (const language of LANGUAGES) {
      const { mondayToThursday, fridayToSundayAndHolidays } = handicapLimitTemplates[language];
      expect(mondayToThursday, language).toContain('{weekday}');
      expect(fridayToSundayAndHolidays, language).toContain('{weekend}');
      expect(fridayToSundayAndHolidays, language).toContain('{weekday}');
      expect(`${mondayToThursday}${fridayToSundayAndHolidays}`, language).not.toMatch(/\d/);
    }
    expect(new Set(LANGUAGES.map((l) => handicapLimitTemplates[l].mondayToThursday)).size).toBe(4);
  });

  it('is the shared English message the schema carries', () => {
    expect(handicapLimitTemplates.en.mondayToThursday).toBe(messages.handicapOverWeekdayLimit);
    expect(handicapLimitTemplates.en.fridayToSundayAndHolidays).toBe(messages.handicapOverWeekendLimit);
  });

  it('keeps the wording with the limits filled in', () => {
    expect(handicapLimitText('en', 'fridayToSundayAndHolidays', seeded.handicapLimits)).toBe(
      'The maximum handicap from Friday to Sunday and on holidays is 28. Please choose a day from Monday to Thursday (maximum 34) or contact us.',
    );
    expect(handicapLimitText('nl', 'mondayToThursday', staffSet)).toBe(
      'De maximumhandicap van maandag tot donderdag is 30. Neem voor een hogere handicap contact met ons op.',
    );
  });
});

describe('handicapLimitMessage', () => {
  const thursday = { year: 2026, month: 6, day: 11 };
  const friday = { year: 2026, month: 6, day: 12 };

  it('refuses by the day: a Thursday above 34, a Friday above 28, nothing within', () => {
    expect(handicapLimitMessage(34, thursday, seeded)).toBeNull();
    expect(handicapLimitMessage(34.1, thursday, seeded)).toBe(
      handicapLimitText('en', 'mondayToThursday', seeded.handicapLimits),
    );
    expect(handicapLimitMessage(28, friday, seeded)).toBeNull();
    expect(handicapLimitMessage(30, friday, seeded)).toBe(
      handicapLimitText('en', 'fridayToSundayAndHolidays', seeded.handicapLimits),
    );
  });

  it('names the limits staff set', () => {
    const rules = { handicapLimits: staffSet, holidays: [] };
    expect(handicapLimitMessage(23, friday, rules)).toBe(
      'The maximum handicap from Friday to Sunday and on holidays is 22.5. Please choose a day from Monday to Thursday (maximum 30) or contact us.',
    );
  });
});

describe('handicapLimitMessageIn', () => {
  it('gives a refusal in the language asked for, same numbers, and any other text unchanged', () => {
    const weekend = handicapLimitText('en', 'fridayToSundayAndHolidays', staffSet);
    expect(handicapLimitMessageIn(weekend, 'de')).toBe(
      handicapLimitText('de', 'fridayToSundayAndHolidays', staffSet),
    );
    const weekday = handicapLimitText('en', 'mondayToThursday', staffSet);
    expect(handicapLimitMessageIn(weekday, 'fr')).toBe(handicapLimitText('fr', 'mondayToThursday', staffSet));
    expect(handicapLimitMessageIn(messages.handicapRange, 'nl')).toBe(messages.handicapRange);
  });

  it('reads the day and the limits back from the English text', () => {
    expect(parseHandicapLimitMessage(handicapLimitText('en', 'fridayToSundayAndHolidays', staffSet))).toEqual(
      {
        day: 'fridayToSundayAndHolidays',
        limits: staffSet,
      },
    );
    expect(parseHandicapLimitMessage('The maximum handicap is 12.')).toBeNull();
  });
});
