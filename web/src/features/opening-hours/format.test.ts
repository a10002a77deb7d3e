import { describe, expect, it } from 'vitest';
import type { OpeningPeriod } from '../../../../common/rules/prices';
import { formatMessage } from '../../lib/i18n';
import { periodLabel } from './format';

const t = ((key: string, params?: Record<string, string | number>) =>
  key === 'openingHours.period' ? formatMessage('{from} – {to}', params) : key) as Parameters<
  typeof periodLabel
>[1];

const period = (from: [number, number], to: [number, number]) =>
  ({
    from: { month: from[0], day: from[1] },
    to: { month: to[0], day: to[1] },
    opens: { hour: 8, minute: 30 },
    closedOn: [],
  }) as unknown as OpeningPeriod;

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
