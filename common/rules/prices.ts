import type { CalendarDate } from './clubTime';
import { isWeekendOrHoliday } from './holidays';
import { type ClockTime, minutesOfDay, type Season, seasonOf } from './seasons';

/** Prices are whole euros (docs/product.md, Seasons and prices). */
export const PRICE_CURRENCY = 'EUR';

export type FeeId = 'weekday' | 'weekend' | 'groupWeekday' | 'groupWeekend' | 'twilight' | 'dayFee';

export interface GreenFee {
  id: FeeId;
  label: string;
  price: Record<Season, number>;
  /** The "asterisked" prices of docs/product.md, Seasons and prices: juniors under 21 pay half. */
  juniorDiscount: boolean;
  /** Only for fees that start at a time of day (twilight). */
  startsAt?: Record<Season, ClockTime>;
}

export const TWILIGHT_STARTS_AT: Record<Season, ClockTime> = {
  low: { hour: 14, minute: 30 },
  high: { hour: 16, minute: 30 },
};

export const GROUP_MIN_PLAYERS = 12;

/** The green fee table, in display order: the Green Fees page renders it, priceFor charges from it. */
export const GREEN_FEES_2025: readonly GreenFee[] = [
  { id: 'weekday', label: 'Weekday', price: { low: 100, high: 110 }, juniorDiscount: true },
  { id: 'weekend', label: 'Weekend and holidays', price: { low: 110, high: 120 }, juniorDiscount: true },
  {
    id: 'groupWeekday',
    label: 'Groups of 12 or more, weekdays',
    price: { low: 80, high: 90 },
    juniorDiscount: true,
  },
  {
    id: 'groupWeekend',
    label: 'Groups of 12 or more, weekends',
    price: { low: 90, high: 100 },
    juniorDiscount: true,
  },
  {
    id: 'twilight',
    label: 'Twilight',
    price: { low: 80, high: 80 },
    juniorDiscount: false,
    startsAt: TWILIGHT_STARTS_AT,
  },
  { id: 'dayFee', label: 'Day fee (2 rounds)', price: { low: 170, high: 170 }, juniorDiscount: true },
];

export function greenFee(id: FeeId): GreenFee {
  const fee = GREEN_FEES_2025.find((row) => row.id === id);
  if (!fee) throw new Error(`No green fee ${id}`);
  return fee;
}

export const SEASON_TICKET_2025 = { rounds: 12, price: 1050 };
export const JUNIOR_DISCOUNT = { maxAgeExclusive: 21, percent: 50 };
/** Members of an at-golf scheme pay this much more per green fee. */
export const AT_GOLF_SURCHARGE = 10;

export const DRIVING_RANGE_2025 = {
  minutes: 120,
  adult: { minAge: 18, price: 30 },
  junior: { maxAgeExclusive: 18, price: 15 },
  cardsAccepted: ['Visa', 'Mastercard', 'American Express'],
};

export const BUGGY_2024 = {
  pricePerRound: 45,
  validFrom: { year: 2024, month: 1, day: 1 },
  validTo: { year: 2024, month: 12, day: 31 },
  driverMinAge: 18,
  availableUntil: { low: { hour: 12, minute: 0 }, high: { hour: 14, minute: 0 } } satisfies Record<
    Season,
    ClockTime
  >,
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

function feeIdFor(request: PriceRequest): FeeId {
  if (request.rounds === 2) return 'dayFee';
  const season = seasonOf(request.date);
  if (minutesOfDay(request) >= minutesOfDay(TWILIGHT_STARTS_AT[season])) return 'twilight';
  const isGroup = (request.groupSize ?? request.adults + request.juniors) >= GROUP_MIN_PLAYERS;
  if (isWeekendOrHoliday(request.date)) return isGroup ? 'groupWeekend' : 'weekend';
  return isGroup ? 'groupWeekday' : 'weekday';
}

export function priceFor(request: PriceRequest): PriceQuote {
  const { adults, juniors } = request;
  if (!Number.isInteger(adults) || !Number.isInteger(juniors) || adults < 0 || juniors < 0) {
    throw new RangeError('adults and juniors must be whole numbers of at least 0');
  }
  const fee = greenFee(feeIdFor(request));
  const adult = fee.price[seasonOf(request.date)];
  const junior = fee.juniorDiscount ? Math.round((adult * (100 - JUNIOR_DISCOUNT.percent)) / 100) : adult;
  return { total: adults * adult + juniors * junior, perPlayer: { adult, junior }, fee: fee.id };
}
