import { describe, expect, it } from 'vitest';
import { type OpeningException, openingHours } from '../api/openingHours';
import { addDays, hoursOn, SEEDED_OPENING_HOURS, weekOf } from './openingHours';

const reason = (en: string) => ({ en, nl: '', fr: '', de: '' });
const christmas: OpeningException = {
  facility: 'bar',
  from: '2026-12-25',
  to: '2026-12-25',
  closed: true,
  opens: null,
  closes: null,
  reason: reason('Christmas Day'),
};
const clubDinner: OpeningException = {
  facility: 'bar',
  from: '2026-07-15',
  to: '2026-07-15',
  closed: false,
  opens: '09:30',
  closes: '23:59',
  reason: reason('Club dinner'),
};

describe('SEEDED_OPENING_HOURS', () => {
  it('is valid data of the shared schema', () => {
    expect(openingHours.parse(SEEDED_OPENING_HOURS)).toEqual(SEEDED_OPENING_HOURS);
  });
});

describe('hoursOn', () => {
  it('states nothing for the bar on 31 October, which no season covers', () => {
    expect(hoursOn(SEEDED_OPENING_HOURS, [], 'bar', '2026-10-31')).toEqual({
      date: '2026-10-31',
      period: null,
      hours: null,
      exception: null,
    });
    // The driving range's low season covers it.
    expect(hoursOn(SEEDED_OPENING_HOURS, [], 'drivingRange', '2026-10-31').hours).toEqual({
      opens: '08:30',
      closes: '17:00',
    });
  });

  it('closes on an exceptional day, for its facility only', () => {
    const day = hoursOn(SEEDED_OPENING_HOURS, [christmas], 'bar', '2026-12-25');
    expect(day.hours).toBeNull();
    expect(day.exception).toBe(christmas);
    expect(day.period).toEqual(SEEDED_OPENING_HOURS.bar[0]?.name);
    expect(hoursOn(SEEDED_OPENING_HOURS, [christmas], 'shop', '2026-12-25')).toMatchObject({
      hours: { opens: '08:30', closes: '17:00' },
      exception: null,
    });
  });

  it('gives an exceptional day its own hours (the bar open late)', () => {
    expect(hoursOn(SEEDED_OPENING_HOURS, [clubDinner], 'bar', '2026-07-15')).toMatchObject({
      hours: { opens: '09:30', closes: '23:59' },
      exception: clubDinner,
    });
    expect(hoursOn(SEEDED_OPENING_HOURS, [clubDinner], 'bar', '2026-07-16').hours).toEqual({
      opens: '09:30',
      closes: '22:00',
    });
  });

  it('reads a season that wraps the year end, and its closed weekday (Monday first)', () => {
    // 2026-12-29 and 2027-01-05 are Tuesdays; 2027-01-06 a Wednesday.
    expect(hoursOn(SEEDED_OPENING_HOURS, [], 'bar', '2026-12-29').hours).toBeNull();
    expect(hoursOn(SEEDED_OPENING_HOURS, [], 'bar', '2027-01-05')).toMatchObject({
      hours: null,
      period: { en: 'Low season' },
    });
    expect(hoursOn(SEEDED_OPENING_HOURS, [], 'bar', '2027-01-06').hours).toEqual({
      opens: '10:00',
      closes: null,
    });
    expect(hoursOn(SEEDED_OPENING_HOURS, [], 'bar', '2027-03-31').hours).toEqual({
      opens: '10:00',
      closes: null,
    });
  });
});

describe('weekOf', () => {
  it('gives seven days from a date, across the month and the exceptions', () => {
    const week = weekOf(SEEDED_OPENING_HOURS, [christmas], 'bar', '2026-12-24');
    expect(week.map((day) => day.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
    ]);
    expect(week.map((day) => (day.hours ? day.hours.opens : day.exception ? 'exception' : 'closed'))).toEqual(
      ['10:00', 'exception', '10:00', '10:00', '10:00', 'closed', '10:00'],
    );
  });

  it('crosses the year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
