import {
  type BookingCreatePayload,
  bookingCreatePayload,
  handicapOnDay,
  MAX_PARTY,
  type TimeSlot,
} from '../../../../../common/api/reservations';
import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { parseCount, parseHandicap } from '../../../../../common/validation/greenfeeRequest';
import { messages } from '../../../../../common/validation/messages';
import { sameSlot } from './slots';

/**
 * The payment-based flow of docs/product.md, Online booking, as a pure reducer: personal details, party size,
 * date, tee time, then confirm and checkout. What the screen shows follows from the state through
 * onlineProgress.
 */
export type DetailField = 'firstname' | 'lastname' | 'handicap' | 'email' | 'telephone';
export const detailFields: readonly DetailField[] = [
  'firstname',
  'lastname',
  'handicap',
  'email',
  'telephone',
];

/** The details section appears only once these are filled (docs/product.md, Online booking). */
export const requiredDetailFields: readonly DetailField[] = ['firstname', 'lastname', 'email', 'telephone'];

export type CheckoutState = 'idle' | 'submitting' | 'redirecting' | 'failed';

export interface OnlineBookingState {
  details: Record<DetailField, string>;
  /** As typed; an empty count is 0. */
  adults: string;
  juniors: string;
  /** YYYY-MM-DD, or '' while none is chosen. */
  date: string;
  slot: TimeSlot | null;
  checkout: CheckoutState;
  /** The last checkout failed because someone else took the chosen time meanwhile. */
  slotTaken: boolean;
}

export type OnlineBookingAction =
  | { type: 'detailChanged'; field: DetailField; value: string }
  | { type: 'adultsChanged'; value: string }
  | { type: 'juniorsChanged'; value: string }
  | { type: 'dateChanged'; value: string }
  | { type: 'slotSelected'; slot: TimeSlot }
  | { type: 'checkoutStarted' }
  | { type: 'checkoutSucceeded' }
  | { type: 'checkoutFailed'; slotTaken: boolean };

export const initialOnlineBooking: OnlineBookingState = {
  details: { firstname: '', lastname: '', handicap: '', email: '', telephone: '' },
  adults: '1',
  juniors: '0',
  date: '',
  slot: null,
  checkout: 'idle',
  slotTaken: false,
};

/** After a failed checkout, any change is a fresh start for the message. */
const settled = (state: OnlineBookingState): Pick<OnlineBookingState, 'checkout'> => ({
  checkout: state.checkout === 'failed' ? 'idle' : state.checkout,
});

/**
 * Changing the adults or juniors count clears the chosen date and time slot
 * (docs/product.md, Online booking).
 */
function partyChanged(
  state: OnlineBookingState,
  key: 'adults' | 'juniors',
  value: string,
): OnlineBookingState {
  if (state[key] === value) return state;
  return { ...state, ...settled(state), [key]: value, date: '', slot: null, slotTaken: false };
}

export function onlineBookingReducer(
  state: OnlineBookingState,
  action: OnlineBookingAction,
): OnlineBookingState {
  const busy = state.checkout === 'submitting' || state.checkout === 'redirecting';
  switch (action.type) {
    case 'detailChanged':
      if (busy) return state;
      return { ...state, ...settled(state), details: { ...state.details, [action.field]: action.value } };
    case 'adultsChanged':
      return busy ? state : partyChanged(state, 'adults', action.value);
    case 'juniorsChanged':
      return busy ? state : partyChanged(state, 'juniors', action.value);
    case 'dateChanged':
      if (busy || state.date === action.value) return state;
      return { ...state, ...settled(state), date: action.value, slot: null, slotTaken: false };
    case 'slotSelected':
      if (busy || !onlineProgress(state).showSlots) return state;
      if (sameSlot(state.slot, action.slot)) return state;
      return { ...state, ...settled(state), slot: action.slot, slotTaken: false };
    case 'checkoutStarted':
      return busy || !onlineProgress(state).showConfirm ? state : { ...state, checkout: 'submitting' };
    case 'checkoutSucceeded':
      return state.checkout === 'submitting' ? { ...state, checkout: 'redirecting' } : state;
    case 'checkoutFailed':
      if (state.checkout !== 'submitting') return state;
      return action.slotTaken
        ? { ...state, checkout: 'failed', slot: null, slotTaken: true }
        : { ...state, checkout: 'failed' };
  }
}

export type OnlineStep = 'details' | 'party' | 'date' | 'slot' | 'confirm';

export interface OnlineProgress {
  step: OnlineStep;
  detailsComplete: boolean;
  adults: number | null;
  juniors: number | null;
  /** adults + juniors, or null while a count is not a whole number. */
  total: number | null;
  /** The total is 1 to 4. */
  partyValid: boolean;
  showParty: boolean;
  /** The date picker shows only for a total of 1 to 4. */
  showDate: boolean;
  showSlots: boolean;
  showConfirm: boolean;
}

const filled = (text: string) => text.trim() !== '';

const isDetailField = (key: unknown): key is DetailField =>
  typeof key === 'string' && (detailFields as readonly string[]).includes(key);

export function onlineProgress(state: OnlineBookingState): OnlineProgress {
  const detailsComplete = requiredDetailFields.every((field) => filled(state.details[field]));
  const adults = parseCount(state.adults);
  const juniors = parseCount(state.juniors);
  const total = adults === null || juniors === null ? null : adults + juniors;
  const partyValid = total !== null && total >= 1 && total <= MAX_PARTY;
  const showParty = detailsComplete;
  const showDate = showParty && partyValid;
  const showSlots = showDate && parseIsoDate(state.date) !== null;
  const showConfirm = showSlots && state.slot !== null;
  const step: OnlineStep = showConfirm
    ? 'confirm'
    : showSlots
      ? 'slot'
      : showDate
        ? 'date'
        : showParty
          ? 'party'
          : 'details';
  return {
    step,
    detailsComplete,
    adults,
    juniors,
    total,
    partyValid,
    showParty,
    showDate,
    showSlots,
    showConfirm,
  };
}

export type CheckoutCheck =
  | { ok: true; payload: BookingCreatePayload }
  | { ok: false; field: DetailField | 'adults' | 'date' | 'slot'; message: string };

/** The payload as the state stands; what is missing or not a number is NaN, which the schema refuses. */
function payloadOf(state: OnlineBookingState): BookingCreatePayload {
  const date = parseIsoDate(state.date);
  const { adults, juniors } = onlineProgress(state);
  return {
    firstname: state.details.firstname.trim(),
    lastname: state.details.lastname.trim(),
    handicap: parseHandicap(state.details.handicap) ?? Number.NaN,
    email: state.details.email.trim(),
    telephone: state.details.telephone.trim(),
    year: date?.year ?? Number.NaN,
    month: date?.month ?? Number.NaN,
    day: date?.day ?? Number.NaN,
    hour: state.slot?.hour ?? Number.NaN,
    minute: state.slot?.min ?? Number.NaN,
    adults: adults ?? Number.NaN,
    juniors: juniors ?? Number.NaN,
    type: 'greenfee',
  };
}

/**
 * The booking payload of docs/product.md, POST /reservations/website (month 1 to 12), checked with the schema
 * the server uses.
 */
export function prepareCheckout(state: OnlineBookingState): CheckoutCheck {
  const payload = payloadOf(state);
  const parsed = bookingCreatePayload.safeParse(payload);
  if (parsed.success) return { ok: true, payload };
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const field = isDetailField(key)
    ? key
    : key === 'adults' || key === 'juniors'
      ? 'adults'
      : key === 'hour' || key === 'minute'
        ? 'slot'
        : 'date';
  return { ok: false, field, message: issue?.message ?? '' };
}

/**
 * What the server's schema says of the handicap as typed, for the check when the field is left or the date
 * changes: its range, then the limit of the chosen day (docs/product.md, Handicap limits); null when it is
 * fine, not typed yet, or no day is chosen for the limit.
 */
export function handicapProblem(state: OnlineBookingState): string | null {
  if (state.details.handicap.trim() === '') return null;
  const { handicap, year, month, day } = payloadOf(state);
  const parsed = handicapOnDay.safeParse({ handicap, year, month, day });
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === 'handicap')?.message ?? null;
}

/** The refusal of a handicap above the day's limit, as against one outside -5 to 35. */
export const isDayLimitMessage = (message: string): boolean =>
  message === messages.handicapOverWeekdayLimit || message === messages.handicapOverWeekendLimit;
