import type { PriceListAnswer, PriceListBody } from '../../../../../common/api/priceLists';
import type { Language } from '../../../../../common/i18n/languages';
import { localizePriceList } from '../../../../../common/rules/priceLists';
import { SEEDED_PRICE_LIST } from '../../../../../common/test/seededPriceList';

const same = (text: string) => ({ en: text, nl: text, fr: text, de: text });

/** A list with three seasons and fees unlike the seeded ones, so that a page can only show them from it. */
export const THREE_SEASON_LIST: PriceListBody = {
  ...SEEDED_PRICE_LIST,
  name: { en: 'Green fees 2031', nl: 'Greenfees 2031', fr: 'Green fees 2031', de: 'Greenfees 2031' },
  effectiveFrom: '2031-01-01',
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
  junior: { underAge: 19, percent: 40, fees: ['weekday', 'weekend'] },
  atGolfSurcharge: 7,
  products: {
    seasonTicket: {
      label: same('Season ticket 2031'),
      rounds: 15,
      price: 1234,
      note: same('One ticket per member.'),
    },
    drivingRange: {
      label: same('Range 2031'),
      minutes: 90,
      adultPrice: 26,
      juniorPrice: 13,
      juniorUnderAge: 16,
      note: same('Pay at the range.'),
    },
    buggy: {
      label: same('Buggies 2031'),
      pricePerRound: 47,
      driverMinAge: 21,
      availableUntil: { winter: '11:30', spring: '13:30', summer: '15:30' },
      note: same('Book a buggy a day ahead.'),
    },
  },
  notes: same('No discount on twilight.'),
};

/** GET /prices/{date}'s answer with a list, in a language, and the next list if any. */
export function answerOf(
  list: PriceListBody,
  language: Language = 'en',
  next: PriceListAnswer['next'] = null,
): PriceListAnswer {
  return { list: localizePriceList({ id: 1, ...list }, language), next };
}

/** The answer of a fresh install: the seeded list, nothing after it. */
export const seededAnswer = (language: Language = 'en'): PriceListAnswer =>
  answerOf(SEEDED_PRICE_LIST, language);
