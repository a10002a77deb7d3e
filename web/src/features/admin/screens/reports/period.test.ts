import { describe, expect, it } from 'vitest';
import {
  defaultSeasons,
  type PickedPeriod,
  periodAround,
  periodAYearEarlier,
  periodLength,
  type ReportSeason,
  seasonPresets,
  stepPeriod,
} from './period';

const seasons = defaultSeasons({ high: 'High season', low: 'Low season' });
const always = () => seasons;
const span = ({ from, to }: PickedPeriod) => `${from}..${to}`;

describe('the report’s periods', () => {
  it('finds the day, the week from Monday, the month and the year around a day', () => {
    expect(span(periodAround('day', '2026-11-27', always))).toBe('2026-11-27..2026-11-27');
    // 27 November 2026 is a Friday; a Sunday belongs to the week before it.
    expect(span(periodAround('week', '2026-11-27', always))).toBe('2026-11-23..2026-11-29');
    expect(span(periodAround('week', '2026-11-29', always))).toBe('2026-11-23..2026-11-29');
    expect(span(periodAround('week', '2026-12-30', always))).toBe('2026-12-28..2027-01-03');
    expect(span(periodAround('month', '2028-02-10', always))).toBe('2028-02-01..2028-02-29');
    expect(span(periodAround('year', '2026-06-01', always))).toBe('2026-01-01..2026-12-31');
  });

  it('finds a season in the year, and one across the year end from either side of it', () => {
    const high = periodAround('season', '2026-07-14', always);
    expect(span(high)).toBe('2026-04-01..2026-11-16');
    expect(high.season?.name).toBe('High season');
    expect(span(periodAround('season', '2026-11-27', always))).toBe('2026-11-17..2027-03-31');
    expect(span(periodAround('season', '2027-02-01', always))).toBe('2026-11-17..2027-03-31');
  });

  it('takes the seasons of the list in force on the day', () => {
    const later: ReportSeason[] = [
      { key: 'all', name: 'All year', from: { month: 1, day: 1 }, to: { month: 12, day: 31 } },
    ];
    const byList = (day: string) => (day >= '2027-01-01' ? later : seasons);
    expect(span(periodAround('season', '2027-05-05', byList))).toBe('2027-01-01..2027-12-31');
    expect(span(periodAround('season', '2026-05-05', byList))).toBe('2026-04-01..2026-11-16');
  });

  it('steps to the period before and after, a range by its own length', () => {
    const november = periodAround('month', '2026-11-27', always);
    expect(span(stepPeriod(november, -1, always))).toBe('2026-10-01..2026-10-31');
    expect(span(stepPeriod(november, 1, always))).toBe('2026-12-01..2026-12-31');
    const low = periodAround('season', '2026-12-01', always);
    expect(span(stepPeriod(low, -1, always))).toBe('2026-04-01..2026-11-16');
    expect(span(stepPeriod(low, 1, always))).toBe('2027-04-01..2027-11-16');
    const range: PickedPeriod = { kind: 'range', from: '2026-11-01', to: '2026-11-10' };
    expect(periodLength(range)).toBe(10);
    expect(span(stepPeriod(range, 1, always))).toBe('2026-11-11..2026-11-20');
  });

  it('compares a day or a week with 52 weeks earlier, and longer periods with the same dates', () => {
    const friday = periodAround('day', '2026-11-27', always);
    expect(span({ ...friday, ...periodAYearEarlier(friday) })).toBe('2025-11-28..2025-11-28');
    const week = periodAround('week', '2026-11-27', always);
    expect(span({ ...week, ...periodAYearEarlier(week) })).toBe('2025-11-24..2025-11-30');
    const leapFebruary = periodAround('month', '2028-02-10', always);
    expect(span({ ...leapFebruary, ...periodAYearEarlier(leapFebruary) })).toBe('2027-02-01..2027-02-28');
    const february = periodAround('month', '2029-02-10', always);
    expect(span({ ...february, ...periodAYearEarlier(february) })).toBe('2028-02-01..2028-02-29');
    const range: PickedPeriod = { kind: 'range', from: '2026-03-05', to: '2026-03-20' };
    expect(span({ ...range, ...periodAYearEarlier(range) })).toBe('2025-03-05..2025-03-20');
  });

  it('offers the season of today and the one before it', () => {
    const [current, previous] = seasonPresets('2026-11-27', always);
    expect(current && span(current)).toBe('2026-11-17..2027-03-31');
    expect(previous && span(previous)).toBe('2026-04-01..2026-11-16');
    expect(previous?.season?.name).toBe('High season');
    expect(seasonPresets('2026-11-27', () => [])).toEqual([]);
  });
});
