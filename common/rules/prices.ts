import { FEE_IDS, type FeeId, type PriceListBody } from '../api/priceLists';
import type { CalendarDate } from './clubTime';
import { isWeekendOrHoliday } from './holidays';
import { SEEDED_PRICE_LIST, seasonKeyOn, twilightFromOn } from './priceLists';
import { type ClockTime, clockTimeOf, minutesOfDay, type Season } from './seasons';

/** Prices are whole euros (docs/product.md, Seasons and prices). */
export const PRICE_CURRENCY = 'EUR';

export type { FeeId } from '../api/priceLists';

export interface GreenFee {
  id: FeeId;
  label: string;
  price: Record<Season, number>;
  /** The "asterisked" prices of docs/product.md, Seasons and prices: juniors get the list's discount. */
  juniorDiscount: boolean;
  /** Only for fees that start at a time of day (twilight). */
  startsAt?: Record<Season, ClockTime>;
}

/*
 * The constants below are the seeded price list (SEEDED_PRICE_LIST) in the shapes the pages read before
 * prices became data (issue 37); they go once no page imports them. The seeded list is their one source.
 */
const seeded = SEEDED_PRICE_LIST;
const bySeason = <T>(record: Record<string, T>, key = ''): Record<Season, T> => {
  const { low, high } = record;
  if (low === undefined || high === undefined)
    throw new Error(`The seeded ${key} needs low and high seasons.`);
  return { low, high };
};

export const TWILIGHT_STARTS_AT: Record<Season, ClockTime> = {
  low: clockTimeOf(bySeason(seeded.twilightFrom).low),
  high: clockTimeOf(bySeason(seeded.twilightFrom).high),
};

export const GROUP_MIN_PLAYERS = seeded.groupSize;

/** The labels of the Green Fees page's English table, in display order. */
const FEE_LABELS: Record<FeeId, string> = {
  weekday: 'Weekday',
  weekend: 'Weekend and holidays',
  groupWeekday: `Groups of ${GROUP_MIN_PLAYERS} or more, weekdays`,
  groupWeekend: `Groups of ${GROUP_MIN_PLAYERS} or more, weekends`,
  twilight: 'Twilight',
  dayFee: 'Day fee (2 rounds)',
};

/** The green fee table, in display order. */
export const GREEN_FEES_2025: readonly GreenFee[] = FEE_IDS.map((id) => ({
  id,
  label: FEE_LABELS[id],
  price: bySeason(seeded.greenFees[id], id),
  juniorDiscount: seeded.junior.fees.includes(id),
  ...(id === 'twilight' ? { startsAt: TWILIGHT_STARTS_AT } : {}),
}));

export function greenFee(id: FeeId): GreenFee {
  const fee = GREEN_FEES_2025.find((row) => row.id === id);
  if (!fee) throw new Error(`No green fee ${id}`);
  return fee;
}

export const SEASON_TICKET_2025 = {
  rounds: seeded.products.seasonTicket.rounds,
  price: seeded.products.seasonTicket.price,
};
export const JUNIOR_DISCOUNT = { maxAgeExclusive: seeded.junior.underAge, percent: seeded.junior.percent };
/** Members of an at-golf scheme pay this much more per green fee. */
export const AT_GOLF_SURCHARGE = seeded.atGolfSurcharge;

const range = seeded.products.drivingRange;
export const DRIVING_RANGE_2025 = {
  minutes: range.minutes,
  adult: { minAge: range.juniorUnderAge, price: range.adultPrice },
  junior: { maxAgeExclusive: range.juniorUnderAge, price: range.juniorPrice },
  /** Interface, not price data: the card brands the golf shop takes. */
  cardsAccepted: ['Visa', 'Mastercard', 'American Express'],
};

const buggy = seeded.products.buggy;
export const BUGGY_2024 = {
  pricePerRound: buggy.pricePerRound,
  // The seeded list states these in its label; they stay here only for the page that still reads them.
  validFrom: { year: 2024, month: 1, day: 1 },
  validTo: { year: 2024, month: 12, day: 31 },
  driverMinAge: buggy.driverMinAge,
  availableUntil: {
    low: clockTimeOf(bySeason(buggy.availableUntil).low),
    high: clockTimeOf(bySeason(buggy.availableUntil).high),
  } satisfies Record<Season, ClockTime>,
};

interface MonthDay {
  month: number;
  day: number;
}

/** Opening hours follow their own months, not the green-fee seasons. */
export interface OpeningPeriod {
  from: MonthDay;
  to: MonthDay;
  opens: ClockTime;
  /** null: no closing time is given (docs/product.md, Opening hours). */
  closes: ClockTime | null;
  /** dayOfWeek values, 0 = Sunday. */
  closedOn: number[];
}

const rangeAndShopHours: Record<Season, OpeningPeriod> = {
  low: {
    from: { month: 10, day: 1 },
    to: { month: 5, day: 31 },
    opens: { hour: 8, minute: 30 },
    closes: { hour: 17, minute: 0 },
    closedOn: [],
  },
  high: {
    from: { month: 6, day: 1 },
    to: { month: 9, day: 30 },
    opens: { hour: 8, minute: 0 },
    closes: { hour: 19, minute: 0 },
    closedOn: [],
  },
};

export const OPENING_HOURS: Record<'drivingRange' | 'shop' | 'bar', Record<Season, OpeningPeriod>> = {
  drivingRange: rangeAndShopHours,
  shop: rangeAndShopHours,
  bar: {
    low: {
      from: { month: 11, day: 1 },
      to: { month: 3, day: 31 },
      opens: { hour: 10, minute: 0 },
      closes: null,
      closedOn: [2],
    },
    high: {
      from: { month: 4, day: 1 },
      to: { month: 10, day: 30 },
      opens: { hour: 9, minute: 30 },
      closes: { hour: 22, minute: 0 },
      closedOn: [],
    },
  },
};

export interface PriceRequest {
  date: CalendarDate;
  hour: number;
  minute: number;
  adults: number;
  juniors: number;
  /** The whole group when it books in several parties; defaults to adults + juniors. */
  groupSize?: number;
  /** 2 charges the day fee; the tee time then plays no part. */
  rounds?: 1 | 2;
}

export interface PriceQuote {
  total: number;
  perPlayer: { adult: number; junior: number };
  fee: FeeId;
}

function feeIdFor(request: PriceRequest, list: PriceListBody): FeeId {
  if (request.rounds === 2) return 'dayFee';
  if (minutesOfDay(request) >= minutesOfDay(twilightFromOn(list, request.date))) return 'twilight';
  const isGroup = (request.groupSize ?? request.adults + request.juniors) >= list.groupSize;
  if (isWeekendOrHoliday(request.date)) return isGroup ? 'groupWeekend' : 'weekend';
  return isGroup ? 'groupWeekday' : 'weekday';
}

/** What a party pays for a round on a date, by the price list in force then (the seeded one by default). */
export function priceFor(request: PriceRequest, list: PriceListBody = SEEDED_PRICE_LIST): PriceQuote {
  const { adults, juniors } = request;
  if (!Number.isInteger(adults) || !Number.isInteger(juniors) || adults < 0 || juniors < 0) {
    throw new RangeError('adults and juniors must be whole numbers of at least 0');
  }
  const fee = feeIdFor(request, list);
  const season = seasonKeyOn(list, request.date);
  const adult = list.greenFees[fee][season];
  if (adult === undefined) throw new RangeError(`The price list has no ${fee} fee for season ${season}.`);
  const junior = list.junior.fees.includes(fee)
    ? Math.round((adult * (100 - list.junior.percent)) / 100)
    : adult;
  return { total: adults * adult + juniors * junior, perPlayer: { adult, junior }, fee };
}
