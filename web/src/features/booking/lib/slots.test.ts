import { describe, expect, it } from 'vitest';
import { twilightFromOn } from '../../../../../common/rules/priceLists';
import { SEEDED_PRICE_LIST } from '../../../../../common/test/seededPriceList';
import { formatSlot, groupSlots, parseSlot, playersForSlots, sameSlot, slotPeriod } from './slots';

// The twilight starts of the seeded list on a low and a high season day.
const lowSeasonDay = twilightFromOn(SEEDED_PRICE_LIST, { year: 2026, month: 1, day: 14 });
const highSeasonDay = twilightFromOn(SEEDED_PRICE_LIST, { year: 2026, month: 6, day: 10 });

describe('formatSlot', () => {
  it('pads hours and minutes to two digits', () => {
    expect(formatSlot({ hour: 7, min: 5 })).toBe('07:05');
    expect(formatSlot({ hour: 9, min: 0 })).toBe('09:00');
    expect(formatSlot({ hour: 16, min: 30 })).toBe('16:30');
  });

  it('round-trips through parseSlot', () => {
    expect(parseSlot('08:40')).toEqual({ hour: 8, min: 40 });
    expect(parseSlot(formatSlot({ hour: 7, min: 0 }))).toEqual({ hour: 7, min: 0 });
    expect(parseSlot('8:40')).toBeNull();
    expect(parseSlot('24:00')).toBeNull();
    expect(parseSlot('')).toBeNull();
  });
});

describe('sameSlot', () => {
  it('compares hour and minute, and never matches null', () => {
    expect(sameSlot({ hour: 9, min: 10 }, { hour: 9, min: 10 })).toBe(true);
    expect(sameSlot({ hour: 9, min: 10 }, { hour: 9, min: 20 })).toBe(false);
    expect(sameSlot(null, { hour: 9, min: 10 })).toBe(false);
    expect(sameSlot(null, null)).toBe(false);
  });
});

describe('slotPeriod and groupSlots', () => {
  it('starts twilight at 14:30 in low season and at 16:30 in high season', () => {
    expect(slotPeriod({ hour: 14, min: 20 }, lowSeasonDay)).toBe('afternoon');
    expect(slotPeriod({ hour: 14, min: 30 }, lowSeasonDay)).toBe('twilight');
    expect(slotPeriod({ hour: 14, min: 30 }, highSeasonDay)).toBe('afternoon');
    expect(slotPeriod({ hour: 16, min: 30 }, highSeasonDay)).toBe('twilight');
    expect(slotPeriod({ hour: 11, min: 50 }, highSeasonDay)).toBe('morning');
    expect(slotPeriod({ hour: 12, min: 0 }, highSeasonDay)).toBe('afternoon');
  });

  it('starts twilight at the start it is given, and has none without one (list not loaded)', () => {
    expect(slotPeriod({ hour: 15, min: 0 }, { hour: 15, minute: 0 })).toBe('twilight');
    expect(slotPeriod({ hour: 14, min: 50 }, { hour: 15, minute: 0 })).toBe('afternoon');
    expect(slotPeriod({ hour: 18, min: 0 }, null)).toBe('afternoon');
  });

  it('sorts the slots and groups them, leaving out empty periods', () => {
    const groups = groupSlots(
      [
        { hour: 17, min: 0 },
        { hour: 8, min: 30 },
        { hour: 7, min: 30 },
      ],
      highSeasonDay,
    );
    expect(groups).toEqual([
      {
        period: 'morning',
        slots: [
          { hour: 7, min: 30 },
          { hour: 8, min: 30 },
        ],
      },
      { period: 'twilight', slots: [{ hour: 17, min: 0 }] },
    ]);
    expect(groupSlots([], highSeasonDay)).toEqual([]);
  });
});

describe('playersForSlots', () => {
  it('asks for the party within the 1 to 4 of one tee time', () => {
    expect(playersForSlots(0)).toBe(1);
    expect(playersForSlots(3)).toBe(3);
    expect(playersForSlots(4)).toBe(4);
    expect(playersForSlots(12)).toBe(4);
    expect(playersForSlots(Number.NaN)).toBe(1);
  });
});
