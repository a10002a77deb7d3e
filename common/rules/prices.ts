import type { FeeId } from '../api/feeIds';
import type { PriceListBody } from '../api/priceLists';
import type { CalendarDate } from './clubTime';
import { type ClubHoliday, isWeekendOrHoliday } from './holidays';
import { type SeasonedList, seasonKeyOn, twilightFromOn } from './priceLists';
import { minutesOfDay } from './seasons';

/** Prices are whole euros (docs/product.md, Seasons and prices). */
export const PRICE_CURRENCY = 'EUR';

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
  /** The club's own holidays (its rules), priced as weekend like the Belgian ones. */
  clubHolidays?: readonly ClubHoliday[];
}

export interface PriceQuote {
  total: number;
  perPlayer: { adult: number; junior: number };
  fee: FeeId;
}

/** What pricing reads of a list: a staff list or the public one (GET /prices/{date}) will do. */
export type PricingList = SeasonedList &
  Pick<PriceListBody, 'greenFees' | 'twilightFrom' | 'groupSize' | 'junior'>;

function feeIdFor(request: PriceRequest, list: PricingList): FeeId {
  if (request.rounds === 2) return 'dayFee';
  if (minutesOfDay(request) >= minutesOfDay(twilightFromOn(list, request.date))) return 'twilight';
  const isGroup = (request.groupSize ?? request.adults + request.juniors) >= list.groupSize;
  if (isWeekendOrHoliday(request.date, request.clubHolidays)) return isGroup ? 'groupWeekend' : 'weekend';
  return isGroup ? 'groupWeekday' : 'weekday';
}

/** What a party pays for a round on a date, by the price list in force then (listInForce). */
export function priceFor(request: PriceRequest, list: PricingList): PriceQuote {
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
