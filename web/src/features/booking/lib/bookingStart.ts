import { clubToday, parseIsoDate } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { type DetailField, initialOnlineBooking, type OnlineBookingState } from './onlineBooking';

/**
 * Where the online form starts when Booking Details sends a player back to choose another time
 * (docs/product.md, Booking Details): the date, the party and the details of the booking whose payment
 * ended unpaid. Handed over in the router's history state, never in the address, so no personal detail
 * reaches a log or a referrer.
 */
export interface BookingStart {
  date: string;
  adults: number;
  juniors: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
}

const KEY = 'bookingStart';

/** The history state a link to the booking page carries. */
export const bookingStartState = (start: BookingStart) => ({ [KEY]: start });

const text = (value: unknown, max: number): string =>
  typeof value === 'string' && value.length <= max ? value : '';
const count = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PARTY
    ? String(value)
    : null;

/**
 * The form's first state from a history state: anything may be there (another tab's, an old version's),
 * so each part is taken only when it fits, and a date already past is left out.
 */
export function onlineBookingStart(historyState: unknown, today: string = clubToday()): OnlineBookingState {
  const start =
    typeof historyState === 'object' && historyState !== null
      ? (historyState as Record<string, unknown>)[KEY]
      : undefined;
  if (typeof start !== 'object' || start === null) return initialOnlineBooking;
  const s = start as Record<string, unknown>;
  const details: Record<DetailField, string> = {
    firstname: text(s.firstname, 100),
    lastname: text(s.lastname, 100),
    handicap: '',
    email: text(s.email, 254),
    telephone: text(s.telephone, 40),
  };
  const date = typeof s.date === 'string' && parseIsoDate(s.date) && s.date >= today ? s.date : '';
  return {
    ...initialOnlineBooking,
    details,
    adults: count(s.adults) ?? initialOnlineBooking.adults,
    juniors: count(s.juniors) ?? initialOnlineBooking.juniors,
    date,
  };
}

/** Whether a history state carries a start from Booking Details at all (else the form starts from its draft). */
export function hasBookingStart(historyState: unknown): boolean {
  return (
    typeof historyState === 'object' &&
    historyState !== null &&
    typeof (historyState as Record<string, unknown>)[KEY] === 'object' &&
    (historyState as Record<string, unknown>)[KEY] !== null
  );
}
