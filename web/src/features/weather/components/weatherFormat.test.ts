import { describe, expect, it } from 'vitest';
import { compassPoint, readingClock, windArrowRotation } from './weatherFormat';

describe('compassPoint', () => {
  it.each([
    [0, 'N'],
    [11.24, 'N'],
    [11.26, 'NNE'],
    [90, 'E'],
    [202.5, 'SSW'],
    [250, 'WSW'],
    [348.74, 'NNW'],
    [348.76, 'N'],
    [360, 'N'],
    [-90, 'W'],
    [450, 'E'],
  ])('%s° is %s', (degrees, point) => {
    expect(compassPoint(degrees)).toBe(point);
  });
});

describe('windArrowRotation', () => {
  it('points downwind', () => {
    expect(windArrowRotation(250)).toBe(70);
    expect(windArrowRotation(90)).toBe(270);
    expect(windArrowRotation(-10)).toBe(170);
  });
});

describe('readingClock', () => {
  it('reads a time of day as the club clock', () => {
    expect(readingClock('14:05')).toBe('14:05');
    expect(readingClock('7:30:59')).toBe('07:30');
    expect(readingClock('24:00')).toBeUndefined();
    expect(readingClock('12:60')).toBeUndefined();
  });

  it('shows a date-time in Belgian time, winter and summer', () => {
    expect(readingClock('2025-01-15T08:00:00Z')).toBe('09:00');
    expect(readingClock('2025-07-15T08:00:00Z')).toBe('10:00');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(readingClock(undefined)).toBeUndefined();
    expect(readingClock('')).toBeUndefined();
    expect(readingClock('yesterday')).toBeUndefined();
    expect(readingClock('2025-13-45T99:00')).toBeUndefined();
  });
});
