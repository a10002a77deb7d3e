import type { Reservation, ReservationChangeBody, TimeSlot } from '../../../../../common/api/reservations';
import { BOOKING_HORIZON_DAYS, isBeyondBookingHorizon } from '../../../../../common/rules/bookingHorizon';
import { isoDate, parseIsoDate } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { messages } from '../../../../../common/validation/messages';
import { sameSlot } from '../../booking/lib/slots';

/**
 * The change form holds the body of POST /reservations/{id}/change itself (reservationChangeBody): what the
 * player has not chosen (yet) is NaN, which the schema refuses like any number that is not one.
 */
export type ChangeValues = ReservationChangeBody;

/** The form as it opens: the booking as it is, its own time chosen. */
export const changeDefaults = (r: Reservation): ChangeValues => ({
  year: r.year,
  month: r.month,
  day: r.day,
  hour: r.hour,
  minute: r.minute,
  adults: r.adults,
  juniors: r.juniors,
});

const whole = (value: number) => Number.isInteger(value);

/** The chosen date as YYYY-MM-DD, or '' while there is none. */
export function dateOf(values: Pick<ChangeValues, 'year' | 'month' | 'day'>): string {
  if (![values.year, values.month, values.day].every(whole)) return '';
  const text = isoDate(values);
  return parseIsoDate(text) ? text : '';
}

/** The year, month and day of a date input's value, NaN each for none. */
export function dayOf(text: string): Pick<ChangeValues, 'year' | 'month' | 'day'> {
  const day = parseIsoDate(text);
  return day ?? { year: Number.NaN, month: Number.NaN, day: Number.NaN };
}

/** The chosen tee time, or null. */
export const slotOf = (values: Pick<ChangeValues, 'hour' | 'minute'>): TimeSlot | null =>
  whole(values.hour) && whole(values.minute) ? { hour: values.hour, min: values.minute } : null;

/** The party's size when both counts are whole numbers of at least 0, else null. */
export function partySize(values: Pick<ChangeValues, 'adults' | 'juniors'>): number | null {
  const { adults, juniors } = values;
  return whole(adults) && whole(juniors) && adults >= 0 && juniors >= 0 ? adults + juniors : null;
}

/** A party one tee time takes online: 1 to 4 (MAX_PARTY), as for a new booking. */
export const partyFitsOnline = (size: number | null): size is number =>
  size !== null && size >= 1 && size <= MAX_PARTY;

/** The last date the booking form offers: the booking horizon from the club's today. */
export function lastBookableDate(today: string): string {
  const day = parseIsoDate(today);
  if (!day) return '';
  const last = new Date(Date.UTC(day.year, day.month - 1, day.day + BOOKING_HORIZON_DAYS));
  return isoDate({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() });
}

/** What is wrong with a chosen date, by the rules of a new booking (common/rules/bookingHorizon.ts). */
export function dateProblem(date: string, today: string): string | null {
  if (date === '') return null;
  if (date < today) return messages.dateInPast;
  if (isBeyondBookingHorizon(date, today)) return messages.dateTooFarAhead;
  return null;
}

/**
 * The tee times the form offers: the free ones of the date for the party, the booking's own time on its own
 * date (its places are the booking's already: the free times count them as taken, the change does not, so a
 * larger party may fit there too, or the server offers the nearest times), and any nearest time the server
 * offered after a refusal.
 */
export function offeredSlots(
  free: readonly TimeSlot[],
  r: Reservation,
  at: { date: string },
  nearest: readonly TimeSlot[],
): TimeSlot[] {
  const own: TimeSlot = { hour: r.hour, min: r.minute };
  const extra = [...(at.date === isoDate(r) ? [own] : []), ...nearest];
  const slots = [...free];
  for (const slot of extra) if (!slots.some((s) => sameSlot(s, slot))) slots.push(slot);
  return slots;
}

/** Whether the form still holds the booking as it is: then there is nothing to send. */
export const isUnchanged = (values: ChangeValues, r: Reservation): boolean =>
  (['year', 'month', 'day', 'hour', 'minute', 'adults', 'juniors'] as const).every(
    (key) => values[key] === r[key],
  );
