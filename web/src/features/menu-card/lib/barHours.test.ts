import { describe, expect, it } from 'vitest';
import { barHoursOn, barSeasonHours } from './barHours';

describe('barSeasonHours', () => {
  it('gives the two seasons of docs/product.md from the shared opening hours', () => {
    expect(barSeasonHours()).toEqual([
      { season: 'low', from: '01/11', to: '31/03', opens: '10:00', closes: null, closedOn: [2] },
      { season: 'high', from: '01/04', to: '30/10', opens: '09:30', closes: '22:00', closedOn: [] },
    ]);
  });
});

describe('barHoursOn', () => {
  it('is closed on a Tuesday in low season', () => {
    // 2025-01-14 is a Tuesday.
    expect(barHoursOn({ year: 2025, month: 1, day: 14 })).toEqual({ kind: 'closed', weekday: 2 });
  });

  it('opens at 10:00 on other low-season days, also across the new year', () => {
    expect(barHoursOn({ year: 2025, month: 1, day: 15 })).toEqual({
      kind: 'open',
      weekday: 3,
      opens: '10:00',
      closes: null,
    });
    expect(barHoursOn({ year: 2024, month: 11, day: 1 })).toMatchObject({ kind: 'open', opens: '10:00' });
    expect(barHoursOn({ year: 2025, month: 3, day: 31 })).toMatchObject({ kind: 'open', opens: '10:00' });
  });

  it('is open 09:30 to 22:00 every day of high season, Tuesdays too', () => {
    // 2025-07-15 is a Tuesday.
    expect(barHoursOn({ year: 2025, month: 7, day: 15 })).toEqual({
      kind: 'open',
      weekday: 2,
      opens: '09:30',
      closes: '22:00',
    });
    expect(barHoursOn({ year: 2025, month: 4, day: 1 })).toMatchObject({ opens: '09:30' });
    expect(barHoursOn({ year: 2025, month: 10, day: 30 })).toMatchObject({ opens: '09:30' });
  });

  it('says nothing for 31 October, which neither bar season covers', () => {
    expect(barHoursOn({ year: 2025, month: 10, day: 31 })).toBeNull();
  });
});
