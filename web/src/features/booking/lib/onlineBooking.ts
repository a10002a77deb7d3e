import {
  type BookingCreatePayload,
  bookingCreatePayload,
  bookingCreatePayloadFor,
  handicapOnDayFor,
  type TimeSlot,
} from '../../../../../common/api/reservations';
import { clubToday, parseIsoDate } from '../../../../../common/rules/clubTime';
import type { HandicapRules } from '../../../../../common/rules/handicapLimits';
import { MAX_PARTY } from '../../../../../common/rules/party';
import {
  MAX_HANDICAP,
  parseCount,
  parseHandicap,
} from '../../../../../common/validation/greenfeeRequestFields';
import { parseHandicapLimitMessage } from '../../../../../common/validation/handicapLimitMessages';
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

/**
 * One of the other players as typed (docs/product.md, Playing partners): both optional; an e-mail asks for
 * a copy of the confirmation, and then the name is needed too.
 */
export interface PartnerDraft {
  name: string;
  email: string;
}
export type PartnerPart = keyof PartnerDraft;
/** A partner's field by the index of its row: row 0 is player 2 (the booker is player 1). */
export type PartnerField = `partner-${number}-${PartnerPart}`;
export const partnerField = (index: number, part: PartnerPart): PartnerField => `partner-${index}-${part}`;

/** Rows for every other player a party can have: the form shows as many as the party has. */
const PARTNER_ROWS = MAX_PARTY - 1;
const emptyPartners = (): PartnerDraft[] =>
  Array.from({ length: PARTNER_ROWS }, () => ({ name: '', email: '' }));

export interface OnlineBookingState {
  details: Record<DetailField, string>;
  /** As typed; an empty count is 0. */
  adults: string;
  juniors: string;
  /**
   * The other players, one row each (player 2 on), always PARTNER_ROWS long: rows beyond the party are
   * kept while the party is smaller, and not sent.
   */
  partners: PartnerDraft[];
  /** YYYY-MM-DD, or '' while none is chosen. */
  date: string;
  slot: TimeSlot | null;
  checkout: CheckoutState;
  /** The last checkout failed because someone else took the chosen time meanwhile. */
  slotTaken: boolean;
  /**
   * What a change of party size let go, because the free times for the new party no longer hold it: the
   * time only, or the date too when that day has no free time for the party at all.
   */
  dropped: { what: 'time' | 'date'; date: string; slot: TimeSlot } | null;
}

export type OnlineBookingAction =
  | { type: 'detailChanged'; field: DetailField; value: string }
  | { type: 'adultsChanged'; value: string }
  | { type: 'juniorsChanged'; value: string }
  | { type: 'partnerChanged'; index: number; part: PartnerPart; value: string }
  | { type: 'dateChanged'; value: string }
  | { type: 'slotSelected'; slot: TimeSlot }
  | { type: 'checkoutStarted' }
  | { type: 'checkoutSucceeded' }
  | { type: 'checkoutFailed'; slotTaken: boolean }
  /** The free times for the current party arrived without the chosen time (none at all: dayFull). */
  | { type: 'choiceNoLongerFits'; dayFull: boolean }
  /** The page came back from the payment page (Back): the form is the player's again. */
  | { type: 'returnedFromCheckout' }
  | { type: 'reset' };

export const initialOnlineBooking: OnlineBookingState = {
  details: { firstname: '', lastname: '', handicap: '', email: '', telephone: '' },
  adults: '1',
  juniors: '0',
  partners: emptyPartners(),
  date: '',
  slot: null,
  checkout: 'idle',
  slotTaken: false,
  dropped: null,
};

/** After a failed checkout, any change is a fresh start for the message. */
const settled = (state: OnlineBookingState): Pick<OnlineBookingState, 'checkout'> => ({
  checkout: state.checkout === 'failed' ? 'idle' : state.checkout,
});

/**
 * Changing the adults or juniors count keeps the chosen date and time: they are let go only once the free
 * times for the new party are known and no longer hold them (choiceNoLongerFits; docs/product.md, Online
 * booking).
 */
function partyChanged(
  state: OnlineBookingState,
  key: 'adults' | 'juniors',
  value: string,
): OnlineBookingState {
  if (state[key] === value) return state;
  return { ...state, ...settled(state), [key]: value, slotTaken: false, dropped: null };
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
    case 'partnerChanged': {
      if (busy || action.index < 0 || action.index >= state.partners.length) return state;
      const partners = state.partners.map((row, index) =>
        index === action.index ? { ...row, [action.part]: action.value } : row,
      );
      return { ...state, ...settled(state), partners };
    }
    case 'dateChanged':
      if (busy || state.date === action.value) return state;
      return { ...state, ...settled(state), date: action.value, slot: null, slotTaken: false, dropped: null };
    case 'slotSelected':
      if (busy || !onlineProgress(state).showSlots) return state;
      if (sameSlot(state.slot, action.slot)) return state;
      return { ...state, ...settled(state), slot: action.slot, slotTaken: false, dropped: null };
    case 'choiceNoLongerFits':
      if (busy || state.slot === null) return state;
      return action.dayFull
        ? { ...state, date: '', slot: null, dropped: { what: 'date', date: state.date, slot: state.slot } }
        : { ...state, slot: null, dropped: { what: 'time', date: state.date, slot: state.slot } };
    case 'returnedFromCheckout':
      return busy ? { ...state, checkout: 'idle' } : state;
    case 'reset':
      return busy ? state : initialOnlineBooking;
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
  | { ok: false; field: DetailField | 'adults' | 'date' | 'slot' | PartnerField; message: string };

/** How many other players the party has room to name: its size less the booker, while it is valid. */
export function partnerCount(state: OnlineBookingState): number {
  const { total, partyValid } = onlineProgress(state);
  return partyValid && total !== null ? Math.min(total - 1, PARTNER_ROWS) : 0;
}

/**
 * The partners the booking sends: the rows the party shows that hold anything, trimmed, each with the
 * index of its row (for the field a problem points at). Rows left empty are left out: they are optional.
 */
function partnerRows(state: OnlineBookingState) {
  return state.partners
    .slice(0, partnerCount(state))
    .map((row, index) => ({ index, name: row.name.trim(), email: row.email.trim() }))
    .filter((row) => row.name !== '' || row.email !== '');
}

/** The payload as the state stands; what is missing or not a number is NaN, which the schema refuses. */
function payloadOf(state: OnlineBookingState): BookingCreatePayload {
  const date = parseIsoDate(state.date);
  const { adults, juniors } = onlineProgress(state);
  const partners = partnerRows(state).map(({ name, email }) => (email ? { name, email } : { name }));
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
    ...(partners.length > 0 ? { partners } : {}),
  };
}

/** The form's field a schema issue points at, for the partners: `partners.1.email` is the row it came from. */
function partnerFieldOf(state: OnlineBookingState, path: readonly PropertyKey[]): PartnerField | null {
  const [key, position, part] = path;
  if (key !== 'partners' || typeof position !== 'number' || (part !== 'name' && part !== 'email'))
    return null;
  const row = partnerRows(state)[position];
  return row ? partnerField(row.index, part) : null;
}

/**
 * Until the club's rules have come (GET /rules), the form checks the handicap's range only: the server checks
 * the day's limit by the stored rules in any case.
 */
const NO_DAY_LIMIT: HandicapRules = {
  handicapLimits: { mondayToThursday: MAX_HANDICAP, fridayToSundayAndHolidays: MAX_HANDICAP },
  holidays: [],
};

/** The server's schema under the club's rules (decision 0023), or without the day's limit before they come. */
const payloadSchema = (rules: HandicapRules | undefined) =>
  rules ? bookingCreatePayloadFor(rules) : bookingCreatePayload;

/**
 * The booking payload of docs/product.md, POST /reservations/website (month 1 to 12), checked with the schema
 * the server uses.
 */
export function prepareCheckout(state: OnlineBookingState, rules?: HandicapRules): CheckoutCheck {
  const payload = payloadOf(state);
  const parsed = payloadSchema(rules).safeParse(payload);
  if (parsed.success) return { ok: true, payload };
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const partner = issue ? partnerFieldOf(state, issue.path) : null;
  const field = isDetailField(key)
    ? key
    : partner
      ? partner
      : key === 'adults' || key === 'juniors' || key === 'partners'
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
export function handicapProblem(state: OnlineBookingState, rules?: HandicapRules): string | null {
  if (state.details.handicap.trim() === '') return null;
  const { handicap, year, month, day } = payloadOf(state);
  const parsed = handicapOnDayFor(rules ?? NO_DAY_LIMIT).safeParse({ handicap, year, month, day });
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === 'handicap')?.message ?? null;
}

/** The refusal of a handicap above the day's limit, as against one outside -5 to 35. */
export const isDayLimitMessage = (message: string): boolean => parseHandicapLimitMessage(message) !== null;

/** The fields the schema's issues point at, per step of the step list. */
const dateKeys: readonly PropertyKey[] = ['year', 'month', 'day'];

/** The schema's issues for the state as it stands, by the field they point at. */
function issuesOf(
  state: OnlineBookingState,
  rules?: HandicapRules,
): { key: PropertyKey | undefined; message: string }[] {
  const parsed = payloadSchema(rules).safeParse(payloadOf(state));
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ key: issue.path[0], message: issue.message }));
}

/**
 * What the server's schema says of one detail as typed, for the check when the field is left
 * (docs/product.md, Online booking); null when it is fine. The handicap has its own check (handicapProblem),
 * the date is the schema's year, month and day, and not before today.
 */
export function detailProblem(
  state: OnlineBookingState,
  field: DetailField | 'date',
  today: string = clubToday(),
  rules?: HandicapRules,
): string | null {
  if (field === 'handicap') return handicapProblem(state, rules);
  // The server refuses a past day by itself (docs/product.md, Server-side checks); the form says it first.
  if (field === 'date' && parseIsoDate(state.date) && state.date < today) return messages.dateInPast;
  const keys: readonly PropertyKey[] = field === 'date' ? dateKeys : [field];
  return issuesOf(state, rules).find((issue) => keys.includes(issue.key ?? ''))?.message ?? null;
}

/**
 * What the server's schema says of one partner field as typed, for the check when it is left; null when
 * it is fine or its row is beyond the party.
 */
export function partnerProblem(state: OnlineBookingState, field: PartnerField): string | null {
  const parsed = payloadSchema(undefined).safeParse(payloadOf(state));
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => partnerFieldOf(state, issue.path) === field)?.message ?? null;
}

/**
 * Which steps are done: valid, not merely filled. The step list ticks only these, so a step the player has
 * passed with a detail the booking would refuse (an e-mail "jan@") is not shown as done.
 */
export function stepsDone(state: OnlineBookingState, rules?: HandicapRules): Record<OnlineStep, boolean> {
  const issues = issuesOf(state, rules);
  const progress = onlineProgress(state);
  const details = progress.detailsComplete && !issues.some((issue) => isDetailField(issue.key));
  const date = progress.showSlots && !issues.some((issue) => dateKeys.includes(issue.key ?? ''));
  return {
    details,
    party: progress.partyValid && !issues.some((issue) => issue.key === 'partners'),
    date,
    slot: date && state.slot !== null,
    confirm: false,
  };
}

/** What the draft keeps (docs/product.md, Booking): what was typed and chosen, never the checkout's state. */
export function onlineDraftOf(state: OnlineBookingState) {
  return {
    details: state.details,
    adults: state.adults,
    juniors: state.juniors,
    partners: state.partners,
    date: state.date,
    slot: state.slot,
  };
}

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The form's state from a stored draft: anything may be stored (another version's, a tampered one), so each
 * part is taken only when it fits, and a date already past is left out with its time. null: nothing usable.
 */
export function onlineBookingFromDraft(value: unknown, today: string): OnlineBookingState | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const stored = (typeof draft.details === 'object' && draft.details !== null ? draft.details : {}) as Record<
    string,
    unknown
  >;
  const text = (field: unknown, max: number, fallback = '') =>
    typeof field === 'string' && field.length <= max ? field : fallback;
  const details: Record<DetailField, string> = {
    firstname: text(stored.firstname, 100),
    lastname: text(stored.lastname, 100),
    handicap: text(stored.handicap, 6),
    email: text(stored.email, 254),
    telephone: text(stored.telephone, 40),
  };
  const date =
    typeof draft.date === 'string' && parseIsoDate(draft.date) && draft.date >= today ? draft.date : '';
  const rawSlot = draft.slot as Record<string, unknown> | null | undefined;
  const slot: TimeSlot | null =
    date !== '' && rawSlot && wholeNumber(rawSlot.hour) && wholeNumber(rawSlot.min)
      ? { hour: rawSlot.hour, min: rawSlot.min }
      : null;
  const storedPartners = Array.isArray(draft.partners) ? (draft.partners as unknown[]) : [];
  const partners = emptyPartners().map((empty, index) => {
    const row = storedPartners[index];
    if (typeof row !== 'object' || row === null) return empty;
    const { name, email } = row as Record<string, unknown>;
    return { name: text(name, 100), email: text(email, 254) };
  });
  return {
    ...initialOnlineBooking,
    details,
    adults: text(draft.adults, 3, initialOnlineBooking.adults),
    juniors: text(draft.juniors, 3, initialOnlineBooking.juniors),
    partners,
    date,
    slot,
  };
}
