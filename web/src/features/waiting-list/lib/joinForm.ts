import type { TimeSlot } from '../../../../../common/api/reservations';
import type { WaitingListJoinBody } from '../../../../../common/api/waitingList';
import type { Language } from '../../../../../common/i18n/languages';
import { formatTime } from '../../../../../common/rules/clubTime';
import { parseCount } from '../../../../../common/validation/greenfeeRequestFields';

/**
 * What the booking form already holds when the visitor asks for the waiting list: the date, the time they
 * chose (if any), the party and their details, as typed.
 */
export interface WaitingListPrefill {
  date: string;
  slot: TimeSlot | null;
  adults: string;
  juniors: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
}

/** The window's ends are offered every 10 minutes from 06:00 to 21:00: wider than any day on the sheet. */
const STEP_MINUTES = 10;
const FIRST_MINUTES = 6 * 60;
const LAST_MINUTES = 21 * 60;

const clock = (minutes: number) => formatTime(Math.floor(minutes / 60), minutes % 60);

/** "06:00", "06:10", … "21:00": the times the window's two selects offer. */
export const windowTimes: readonly string[] = Array.from(
  { length: (LAST_MINUTES - FIRST_MINUTES) / STEP_MINUTES + 1 },
  (_, index) => clock(FIRST_MINUTES + index * STEP_MINUTES),
);

/** Without a chosen time the window is most of the day: any time is better than none. */
export const DEFAULT_WINDOW = { from: '08:00', to: '18:00' } as const;

/** The hour either side of a chosen time: the visitor wanted about then. */
const MARGIN_MINUTES = 60;

const clamp = (minutes: number) => Math.min(LAST_MINUTES, Math.max(FIRST_MINUTES, minutes));

/** The window around a chosen time, its ends on the selects' steps: 10:05 gives 09:00 to 11:10. */
export function windowAround(slot: TimeSlot | null): { from: string; to: string } {
  if (!slot) return { ...DEFAULT_WINDOW };
  const minutes = slot.hour * 60 + slot.min;
  const from = Math.floor((minutes - MARGIN_MINUTES) / STEP_MINUTES) * STEP_MINUTES;
  const to = Math.ceil((minutes + MARGIN_MINUTES) / STEP_MINUTES) * STEP_MINUTES;
  return { from: clock(clamp(from)), to: clock(clamp(to)) };
}

/** A count as the booking form holds it; one that is not a count starts as `fallback`. */
const countOf = (text: string, fallback: number) => parseCount(text) ?? fallback;

/** The form's first values: the booking form's, the window around the chosen time, the page's language. */
export function joinDefaults(prefill: WaitingListPrefill, language: Language): WaitingListJoinBody {
  const adults = countOf(prefill.adults, 1);
  const juniors = countOf(prefill.juniors, 0);
  const empty = adults + juniors === 0;
  return {
    date: prefill.date,
    ...windowAround(prefill.slot),
    adults: empty ? 1 : adults,
    juniors,
    firstname: prefill.firstname.trim(),
    lastname: prefill.lastname.trim(),
    email: prefill.email.trim(),
    telephone: prefill.telephone.trim(),
    language,
  };
}

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const joinFields = [
  'date',
  'from',
  'to',
  'adults',
  'juniors',
  'firstname',
  'lastname',
  'email',
  'telephone',
] as const satisfies readonly (keyof WaitingListJoinBody)[];
export type JoinField = (typeof joinFields)[number];
