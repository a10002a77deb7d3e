import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../lib/i18n';
import { hoursLabel, periodLabel } from './format';

const messages: Record<string, string> = {
  'openingHours.period': '{from} – {to}',
  'openingHours.daily': 'Daily {opens} to {closes}',
  'openingHours.dailyFrom': 'Daily from {opens}',
  'openingHours.closedOn': '{hours}, closed on {days}',
  'openingHours.and': ' and ',
};
const t = ((key: string, params?: Record<string, string | number>) =>
  formatMessage(messages[key] ?? key, params)) as Parameters<typeof periodLabel>[1];

const period = (from: [number, number], to: [number, number]) => ({
  from: { month: from[0], day: from[1] },
  to: { month: to[0], day: to[1] },
});

describe('periodLabel', () => {
  it('names whole months only', () => {
    expect(periodLabel(period([10, 1], [5, 31]), t)).toBe('October – May');
    expect(periodLabel(period([10, 1], [5, 31]), t, 'nl-BE')).toBe('oktober – mei');
  });

  it('writes day and month as the club does in English, and as each locale does elsewhere', () => {
    expect(periodLabel(period([4, 1], [10, 30]), t)).toBe('1 April – 30 October');
    expect(periodLabel(period([4, 1], [10, 30]), t, 'de-BE')).toBe('1. April – 30. Oktober');
    expect(periodLabel(period([4, 1], [10, 30]), t, 'nl-BE')).toBe('1 april – 30 oktober');
    expect(periodLabel(period([4, 1], [10, 30]), t, 'fr-BE')).toBe('1 avril – 30 octobre');
  });
});

describe('hoursLabel', () => {
  it('names the closed days, Monday first in the data, in the locale', () => {
    const days = [null, { opens: '10:00', closes: null }, null, null, null, null, null].map((day, index) =>
      index === 0 || index === 6 ? null : (day ?? { opens: '10:00', closes: null }),
    );
    expect(hoursLabel({ days }, t)).toBe('Daily from 10:00, closed on Monday and Sunday');
    expect(hoursLabel({ days }, t, 'colon', 'fr-BE')).toBe('Daily from 10:00, closed on lundi and dimanche');
  });
});
