import { describe, expect, it } from 'vitest';
import { teeSheetConfig, teeTimesFor, unpaidHoldCap } from './teeSheet';

describe('unpaidHoldCap (docs/product.md, Abuse limits)', () => {
  const lowDay = { year: 2027, month: 1, day: 15 };

  it('is the configured share of the day’s online places, rounded down', () => {
    const places = teeTimesFor(lowDay, teeSheetConfig).length * teeSheetConfig.playersPerTime;
    expect(unpaidHoldCap(lowDay, teeSheetConfig)).toBe(Math.floor(places / 4));
    expect(unpaidHoldCap(lowDay, { ...teeSheetConfig, unpaidHoldSharePercent: 100 })).toBe(places);
  });

  it('leaves room for one full party however small the share', () => {
    expect(unpaidHoldCap(lowDay, { ...teeSheetConfig, unpaidHoldSharePercent: 1 })).toBe(4);
  });
});
