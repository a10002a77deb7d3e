import { describe, expect, it } from 'vitest';
import { type PriceList, type PriceListBody, priceListBody } from '../api/priceLists';
import { SEEDED_PRICE_LIST, SEEDED_PRICE_LISTS } from '../test/seededPriceList';
import type { CalendarDate } from './clubTime';
import { isWeekendOrHoliday } from './holidays';
import { listInForce, localizePriceList, nextListAfter, seasonKeyOn, twilightFromOn } from './priceLists';
import { priceFor } from './prices';

const seeded = SEEDED_PRICE_LIST;
const copy = (): PriceListBody => structuredClone(seeded);
const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({
  year,
  month,
  day: dayOfMonth,
});

/** Winter, spring and summer: three seasons, one wrapping the year end. */
function threeSeasons(): PriceListBody {
  const list = copy();
  list.seasons = [
    {
      key: 'winter',
      name: { en: 'Winter', nl: '', fr: '', de: '' },
      from: { month: 11, day: 1 },
      to: { month: 2, day: 29 },
    },
    {
      key: 'spring',
      name: { en: 'Spring', nl: '', fr: '', de: '' },
      from: { month: 3, day: 1 },
      to: { month: 5, day: 31 },
    },
    {
      key: 'summer',
      name: { en: 'Summer', nl: '', fr: '', de: '' },
      from: { month: 6, day: 1 },
      to: { month: 10, day: 31 },
    },
  ];
  const perSeason = <T>(winter: T, spring: T, summer: T) => ({ winter, spring, summer });
  list.greenFees = {
    weekday: perSeason(60, 80, 100),
    weekend: perSeason(70, 90, 110),
    groupWeekday: perSeason(50, 70, 90),
    groupWeekend: perSeason(60, 80, 100),
    twilight: perSeason(40, 50, 60),
    dayFee: perSeason(100, 140, 170),
  };
  list.twilightFrom = perSeason('13:00', '15:00', '17:00');
  list.products.buggy.availableUntil = perSeason('12:00', '13:00', '14:00');
  return list;
}

const problems = (body: unknown) => {
  const result = priceListBody.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('SEEDED_PRICE_LISTS', () => {
  it('is one valid list, in force from 1 January 2025', () => {
    expect(SEEDED_PRICE_LISTS).toHaveLength(1);
    expect(problems(seeded)).toEqual([]);
    expect(seeded.effectiveFrom).toBe('2025-01-01');
  });
});

describe('listInForce and nextListAfter', () => {
  const lists = [
    { effectiveFrom: '2027-01-01', id: 2 },
    { effectiveFrom: '2025-01-01', id: 1 },
    { effectiveFrom: '2026-04-01', id: 3 },
  ];

  it('take the latest list on or before the date', () => {
    expect(listInForce(lists, '2024-12-31')).toBeNull();
    expect(listInForce(lists, '2025-01-01')?.id).toBe(1);
    expect(listInForce(lists, '2026-03-31')?.id).toBe(1);
    expect(listInForce(lists, '2026-04-01')?.id).toBe(3);
    expect(listInForce(lists, '2026-12-31')?.id).toBe(3);
    expect(listInForce(lists, '2027-01-01')?.id).toBe(2);
    expect(listInForce([], '2027-01-01')).toBeNull();
  });

  it('find the first list after the date', () => {
    expect(nextListAfter(lists, '2024-12-31')?.id).toBe(1);
    expect(nextListAfter(lists, '2025-01-01')?.id).toBe(3);
    expect(nextListAfter(lists, '2026-03-31')?.id).toBe(3);
    expect(nextListAfter(lists, '2026-04-01')?.id).toBe(2);
    expect(nextListAfter(lists, '2027-01-01')).toBeNull();
  });
});

describe('seasonKeyOn', () => {
  it.each([
    [day(2025, 1, 1), 'low'],
    [day(2025, 3, 31), 'low'],
    [day(2025, 4, 1), 'high'],
    [day(2025, 11, 16), 'high'],
    [day(2025, 11, 17), 'low'],
    [day(2025, 12, 31), 'low'],
    [day(2024, 2, 29), 'low'],
  ] as const)('puts %o in the seeded %s season', (date, key) => {
    expect(seasonKeyOn(seeded, date)).toBe(key);
  });

  it('reads a three-season list, wrapping the year end and 29 February', () => {
    const list = threeSeasons();
    expect(problems(list)).toEqual([]);
    expect(seasonKeyOn(list, day(2025, 12, 31))).toBe('winter');
    expect(seasonKeyOn(list, day(2024, 2, 29))).toBe('winter');
    expect(seasonKeyOn(list, day(2025, 3, 1))).toBe('spring');
    expect(seasonKeyOn(list, day(2025, 10, 31))).toBe('summer');
    expect(twilightFromOn(list, day(2025, 4, 1))).toEqual({ hour: 15, minute: 0 });
  });

  it('prices a round by a three-season list', () => {
    const list = threeSeasons();
    const request = { date: day(2025, 4, 1), hour: 10, minute: 0, adults: 1, juniors: 1 };
    expect(priceFor(request, list)).toEqual({
      total: 80 + 40,
      perPlayer: { adult: 80, junior: 40 },
      fee: 'weekday',
    });
    expect(priceFor({ ...request, hour: 15 }, list).fee).toBe('twilight');
    expect(priceFor({ ...request, date: day(2025, 11, 20) }, list).total).toBe(60 + 30);
  });
});

describe('priceListBody refuses', () => {
  it('seasons that overlap', () => {
    const list = copy();
    list.seasons[1] = {
      ...(list.seasons[1] as PriceListBody['seasons'][number]),
      from: { month: 3, day: 31 },
    };
    expect(problems(list)).toEqual(['seasons: Seasons low and high overlap on 31/3 (day/month).']);
  });

  it('a day no season covers', () => {
    const list = copy();
    list.seasons[0] = {
      ...(list.seasons[0] as PriceListBody['seasons'][number]),
      from: { month: 11, day: 18 },
    };
    expect(problems(list)).toEqual(['seasons: No season covers 17/11 (day/month).']);
  });

  it('29 February left out', () => {
    const list = copy();
    list.seasons[0] = {
      ...(list.seasons[0] as PriceListBody['seasons'][number]),
      from: { month: 3, day: 1 },
      to: { month: 3, day: 31 },
    };
    list.seasons[1] = {
      ...(list.seasons[1] as PriceListBody['seasons'][number]),
      from: { month: 4, day: 1 },
      to: { month: 2, day: 28 },
    };
    expect(problems(list)).toEqual(['seasons: No season covers 29/2 (day/month).']);
  });

  it('a fee for a season the list does not have, and a season without a fee', () => {
    const list = copy();
    list.greenFees.weekday = { low: 100, mid: 105 };
    expect(problems(list)).toEqual([
      'greenFees.weekday.mid: No season mid.',
      'greenFees.weekday.high: Season high is missing.',
    ]);
  });

  it('unknown seasons in twilight and buggy times, and two seasons with one key', () => {
    const list = copy();
    list.twilightFrom = { ...list.twilightFrom, summer: '17:00' };
    expect(problems(list)).toEqual(['twilightFrom.summer: No season summer.']);
    const twice = copy();
    twice.seasons[1] = { ...(twice.seasons[1] as PriceListBody['seasons'][number]), key: 'low' };
    expect(problems(twice)).toEqual(['seasons: Two seasons have the same key.']);
  });

  it('bad dates, times, keys, and an empty English name', () => {
    expect(problems({ ...copy(), effectiveFrom: '2026-02-30' })).toEqual(['effectiveFrom: No such date.']);
    expect(problems({ ...copy(), twilightFrom: { low: '24:00', high: '16:30' } })).toEqual([
      'twilightFrom.low: Write a time as HH:MM.',
    ]);
    expect(problems({ ...copy(), name: { en: ' ', nl: '', fr: '', de: '' } })).toEqual([
      'name.en: Enter the English text.',
    ]);
    const list = copy();
    list.seasons[0] = { ...(list.seasons[0] as PriceListBody['seasons'][number]), key: 'Low' };
    expect(problems(list)[0]).toBe('seasons.0.key: A season key is a-z, 0-9 and -.');
    expect(problems({ ...copy(), seasons: [] }).length).toBeGreaterThan(0);
  });
});

describe('localizePriceList', () => {
  const list: PriceList = { id: 7, ...copy() };

  it('resolves every text to the language, falling back to English when empty', () => {
    const nl = localizePriceList(list, 'nl');
    expect(nl.id).toBe(7);
    expect(nl.name).toBe('Greenfees 2025');
    expect(nl.seasons.map((season) => season.name)).toEqual(['Laagseizoen', 'Hoogseizoen']);
    expect(nl.products.seasonTicket.label).toBe('Seizoenskaart 2025');
    expect(nl.greenFees).toEqual(list.greenFees);
    const fallback = localizePriceList({ ...list, notes: { ...list.notes, de: '' } }, 'de');
    expect(fallback.notes).toBe(list.notes.en);
  });
});

/** The 2025 rules as prices.ts coded them before price lists (issue 37). */
function oldPriceFor(request: Parameters<typeof priceFor>[0]) {
  const key = request.date.month * 100 + request.date.day;
  const season = key >= 401 && key <= 1116 ? 'high' : 'low';
  const table = {
    weekday: { low: 100, high: 110 },
    weekend: { low: 110, high: 120 },
    groupWeekday: { low: 80, high: 90 },
    groupWeekend: { low: 90, high: 100 },
    twilight: { low: 80, high: 80 },
    dayFee: { low: 170, high: 170 },
  } as const;
  const twilight = season === 'low' ? 14 * 60 + 30 : 16 * 60 + 30;
  const group = (request.groupSize ?? request.adults + request.juniors) >= 12;
  const fee =
    request.rounds === 2
      ? 'dayFee'
      : request.hour * 60 + request.minute >= twilight
        ? 'twilight'
        : isWeekendOrHoliday(request.date)
          ? group
            ? 'groupWeekend'
            : 'weekend'
          : group
            ? 'groupWeekday'
            : 'weekday';
  const adult = table[fee][season];
  const junior = fee === 'twilight' ? adult : Math.round(adult / 2);
  return { total: request.adults * adult + request.juniors * junior, perPlayer: { adult, junior }, fee };
}

describe('priceFor by the seeded list', () => {
  it('charges what the old 2025 table charged on every day of 2025 and 2026', () => {
    const times = [
      [8, 0],
      [14, 29],
      [14, 30],
      [16, 29],
      [16, 30],
    ] as const;
    const parties = [
      { adults: 1, juniors: 0 },
      { adults: 2, juniors: 2 },
      { adults: 0, juniors: 1 },
      { adults: 12, juniors: 0 },
      { adults: 3, juniors: 1, groupSize: 12 },
      { adults: 10, juniors: 2, groupSize: 11 },
    ];
    let compared = 0;
    const mismatches: string[] = [];
    for (
      let date = new Date(Date.UTC(2025, 0, 1));
      date.getUTCFullYear() < 2027;
      date.setUTCDate(date.getUTCDate() + 1)
    ) {
      const calendarDate = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      for (const [hour, minute] of times) {
        for (const party of parties) {
          for (const rounds of [1, 2] as const) {
            const request = { date: calendarDate, hour, minute, ...party, rounds };
            const [now, before] = [
              JSON.stringify(priceFor(request, SEEDED_PRICE_LIST)),
              JSON.stringify(oldPriceFor(request)),
            ];
            if (now !== before) mismatches.push(`${JSON.stringify(request)}: ${now}, was ${before}`);
            compared++;
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(compared).toBe(730 * times.length * parties.length * 2);
  });
});
