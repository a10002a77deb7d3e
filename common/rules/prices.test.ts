import { describe, expect, it } from 'vitest';
import type { PriceListBody } from '../api/priceLists';
import { SEEDED_PRICE_LIST } from '../test/seededPriceList';
import { priceFor } from './prices';

const lowWeekday = { year: 2025, month: 1, day: 7 };
const lowSaturday = { year: 2025, month: 1, day: 11 };
const lowHoliday = { year: 2025, month: 12, day: 25 };
const highWeekday = { year: 2025, month: 6, day: 10 };
const highSaturday = { year: 2025, month: 6, day: 14 };
const highHoliday = { year: 2025, month: 7, day: 21 };

const morning = { hour: 10, minute: 0 };
const one = { adults: 1, juniors: 0 };

describe('priceFor: the list it is given', () => {
  const same = (text: string) => ({ en: text, nl: text, fr: text, de: text });
  const list: PriceListBody = {
    ...SEEDED_PRICE_LIST,
    seasons: [
      { key: 'winter', name: same('Winter'), from: { month: 11, day: 1 }, to: { month: 2, day: 28 } },
      { key: 'spring', name: same('Spring'), from: { month: 3, day: 1 }, to: { month: 5, day: 31 } },
      { key: 'summer', name: same('Summer'), from: { month: 6, day: 1 }, to: { month: 10, day: 31 } },
    ],
    greenFees: {
      weekday: { winter: 61, spring: 72, summer: 83 },
      weekend: { winter: 64, spring: 75, summer: 86 },
      groupWeekday: { winter: 51, spring: 52, summer: 53 },
      groupWeekend: { winter: 54, spring: 55, summer: 56 },
      twilight: { winter: 41, spring: 42, summer: 43 },
      dayFee: { winter: 121, spring: 132, summer: 143 },
    },
    twilightFrom: { winter: '13:45', spring: '15:15', summer: '17:05' },
    groupSize: 9,
    junior: { underAge: 19, percent: 40, fees: ['weekday'] },
  };

  it("charges its season's fees, its junior percentage and its twilight start", () => {
    const party = { adults: 2, juniors: 1 };
    expect(priceFor({ date: highWeekday, ...morning, ...party }, list)).toEqual({
      total: 2 * 83 + 50,
      perPlayer: { adult: 83, junior: 50 },
      fee: 'weekday',
    });
    expect(priceFor({ date: highWeekday, hour: 17, minute: 5, ...one }, list).fee).toBe('twilight');
    expect(priceFor({ date: highWeekday, hour: 17, minute: 0, ...one }, list).fee).toBe('weekday');
    expect(priceFor({ date: highSaturday, ...morning, ...party }, list).perPlayer).toEqual({
      adult: 86,
      junior: 86,
    });
  });

  it('charges group rates from its group size', () => {
    const march = { year: 2031, month: 3, day: 12 };
    expect(
      priceFor({ date: march, ...morning, adults: 4, juniors: 0, groupSize: 9 }, list).perPlayer.adult,
    ).toBe(52);
    expect(priceFor({ date: march, ...morning, adults: 4, juniors: 0, groupSize: 8 }, list).fee).toBe(
      'weekday',
    );
  });
});

describe('priceFor: day of the week and season', () => {
  it.each([
    ['low weekday', lowWeekday, 'weekday', 100],
    ['low Saturday', lowSaturday, 'weekend', 110],
    ['low Sunday', { year: 2025, month: 1, day: 12 }, 'weekend', 110],
    ['low weekday holiday', lowHoliday, 'weekend', 110],
    ['high weekday', highWeekday, 'weekday', 110],
    ['high Saturday', highSaturday, 'weekend', 120],
    ['high weekday holiday', highHoliday, 'weekend', 120],
    ['Ascension Day', { year: 2025, month: 5, day: 29 }, 'weekend', 120],
    ['31 March (low)', { year: 2025, month: 3, day: 31 }, 'weekday', 100],
    ['1 April (high)', { year: 2025, month: 4, day: 1 }, 'weekday', 110],
    ['16 November (high Sunday)', { year: 2025, month: 11, day: 16 }, 'weekend', 120],
    ['17 November (low Monday)', { year: 2025, month: 11, day: 17 }, 'weekday', 100],
  ] as const)('%s', (_name, date, fee, price) => {
    expect(priceFor({ date, ...morning, ...one }, SEEDED_PRICE_LIST)).toEqual({
      total: price,
      perPlayer: { adult: price, junior: price / 2 },
      fee,
    });
  });
});

describe('priceFor: twilight', () => {
  it('starts at 14:30 in low season', () => {
    expect(priceFor({ date: lowWeekday, hour: 14, minute: 29, ...one }, SEEDED_PRICE_LIST).fee).toBe(
      'weekday',
    );
    expect(priceFor({ date: lowWeekday, hour: 14, minute: 30, ...one }, SEEDED_PRICE_LIST)).toEqual({
      total: 80,
      perPlayer: { adult: 80, junior: 80 },
      fee: 'twilight',
    });
  });

  it('starts at 16:30 in high season', () => {
    expect(priceFor({ date: highWeekday, hour: 14, minute: 30, ...one }, SEEDED_PRICE_LIST).fee).toBe(
      'weekday',
    );
    expect(priceFor({ date: highWeekday, hour: 16, minute: 29, ...one }, SEEDED_PRICE_LIST).fee).toBe(
      'weekday',
    );
    expect(priceFor({ date: highWeekday, hour: 16, minute: 30, ...one }, SEEDED_PRICE_LIST).fee).toBe(
      'twilight',
    );
  });

  it('applies on weekends and holidays too', () => {
    expect(priceFor({ date: highSaturday, hour: 17, minute: 0, ...one }, SEEDED_PRICE_LIST).total).toBe(80);
    expect(priceFor({ date: lowHoliday, hour: 15, minute: 0, ...one }, SEEDED_PRICE_LIST).total).toBe(80);
  });

  it('gives juniors no discount', () => {
    expect(
      priceFor({ date: lowWeekday, hour: 15, minute: 0, adults: 1, juniors: 2 }, SEEDED_PRICE_LIST),
    ).toEqual({
      total: 240,
      perPlayer: { adult: 80, junior: 80 },
      fee: 'twilight',
    });
  });

  it('wins over group rates', () => {
    expect(
      priceFor({ date: lowWeekday, hour: 15, minute: 0, adults: 12, juniors: 0 }, SEEDED_PRICE_LIST).fee,
    ).toBe('twilight');
  });
});

describe('priceFor: juniors', () => {
  it('pay half on asterisked fees', () => {
    expect(priceFor({ date: highSaturday, ...morning, adults: 2, juniors: 2 }, SEEDED_PRICE_LIST)).toEqual({
      total: 2 * 120 + 2 * 60,
      perPlayer: { adult: 120, junior: 60 },
      fee: 'weekend',
    });
  });

  it('can play without adults', () => {
    expect(priceFor({ date: lowWeekday, ...morning, adults: 0, juniors: 1 }, SEEDED_PRICE_LIST).total).toBe(
      50,
    );
  });
});

describe('priceFor: groups', () => {
  it('charges group rates from 12 players', () => {
    expect(priceFor({ date: lowWeekday, ...morning, adults: 11, juniors: 0 }, SEEDED_PRICE_LIST).fee).toBe(
      'weekday',
    );
    expect(priceFor({ date: lowWeekday, ...morning, adults: 12, juniors: 0 }, SEEDED_PRICE_LIST)).toEqual({
      total: 12 * 80,
      perPlayer: { adult: 80, junior: 40 },
      fee: 'groupWeekday',
    });
  });

  it('counts juniors in the group', () => {
    expect(priceFor({ date: highWeekday, ...morning, adults: 10, juniors: 2 }, SEEDED_PRICE_LIST)).toEqual({
      total: 10 * 90 + 2 * 45,
      perPlayer: { adult: 90, junior: 45 },
      fee: 'groupWeekday',
    });
  });

  it('uses weekend group rates on weekends and holidays', () => {
    expect(
      priceFor({ date: lowSaturday, ...morning, adults: 12, juniors: 0 }, SEEDED_PRICE_LIST).perPlayer.adult,
    ).toBe(90);
    expect(
      priceFor({ date: highHoliday, ...morning, adults: 12, juniors: 0 }, SEEDED_PRICE_LIST),
    ).toMatchObject({
      fee: 'groupWeekend',
      perPlayer: { adult: 100, junior: 50 },
    });
  });

  it('uses groupSize when given', () => {
    expect(
      priceFor({ date: lowWeekday, ...morning, adults: 4, juniors: 0, groupSize: 12 }, SEEDED_PRICE_LIST),
    ).toEqual({
      total: 4 * 80,
      perPlayer: { adult: 80, junior: 40 },
      fee: 'groupWeekday',
    });
    expect(
      priceFor({ date: lowWeekday, ...morning, adults: 12, juniors: 0, groupSize: 11 }, SEEDED_PRICE_LIST)
        .fee,
    ).toBe('weekday');
  });
});

describe('priceFor: day fee', () => {
  it('charges 170 for two rounds, half for juniors, whatever the time', () => {
    expect(
      priceFor(
        { date: highSaturday, hour: 17, minute: 0, adults: 1, juniors: 1, rounds: 2 },
        SEEDED_PRICE_LIST,
      ),
    ).toEqual({
      total: 170 + 85,
      perPlayer: { adult: 170, junior: 85 },
      fee: 'dayFee',
    });
  });
});

describe('priceFor: player counts', () => {
  it('refuses negative or fractional counts', () => {
    expect(() =>
      priceFor({ date: lowWeekday, ...morning, adults: -1, juniors: 0 }, SEEDED_PRICE_LIST),
    ).toThrow(RangeError);
    expect(() =>
      priceFor({ date: lowWeekday, ...morning, adults: 1.5, juniors: 0 }, SEEDED_PRICE_LIST),
    ).toThrow(RangeError);
  });
});
