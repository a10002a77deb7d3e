import type { z } from 'zod';
import {
  clockText,
  type DeskBookingInput,
  deskBookingInput,
  type MoveInput,
  moveInput,
  type TeeSheetBlockInput,
  teeSheetBlockInput,
} from '../../../../../common/api/teeSheet';
import { formatTime, isoDate, parseIsoDate } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';

/** The day `days` after (or before) a yyyy-mm-dd date, across months and years. */
export function addDays(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  const moved = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return isoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

const dayTitleFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Saturday 5 December 2026" for 2026-12-05. */
export function formatDayTitle(date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return dayTitleFormat.format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

export interface TeeTime {
  hour: number;
  minute: number;
}

/** The fields of the desk booking form, as typed. */
export interface DeskBookingDraft {
  adults: string;
  juniors: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  handicap: string;
  note: string;
  /** The other players' names, separated by commas. */
  partners: string;
}

export const emptyDeskBooking: DeskBookingDraft = {
  adults: '1',
  juniors: '0',
  firstname: '',
  lastname: '',
  email: '',
  telephone: '',
  handicap: '',
  note: '',
  partners: '',
};

export type DeskBookingErrors = Partial<Record<keyof DeskBookingDraft, string>>;

/** A number field: empty is undefined, anything unreadable NaN (which the schema refuses). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());
/** Names separated by commas, each trimmed; none is undefined. */
const namesOf = (text: string) => {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length === 0 ? undefined : names.map((name) => ({ name }));
};

/** Zod's own words for an empty or unreadable field are for developers: these are for staff. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
    return 'Please fill this in.';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Please enter a number.';
  return issue.message;
}

/** The first message per field of a failed check, keyed by the draft's field names. */
function errorsByField<Field extends string>(error: z.ZodError, fields: readonly Field[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as Field] ??= messageOf(issue);
    }
  }
  return errors;
}

/**
 * The request for a desk booking at `time` of `date`, checked with the server's own schema; or the
 * errors per field. Empty counts are 0.
 */
export function deskBookingFrom(
  draft: DeskBookingDraft,
  date: string,
  time: TeeTime,
): { input: DeskBookingInput; errors?: never } | { input?: never; errors: DeskBookingErrors } {
  const candidate = {
    date,
    hour: time.hour,
    minute: time.minute,
    adults: numberOf(draft.adults) ?? 0,
    juniors: numberOf(draft.juniors) ?? 0,
    firstname: draft.firstname,
    lastname: draft.lastname,
    email: optionalText(draft.email),
    telephone: optionalText(draft.telephone),
    handicap: numberOf(draft.handicap),
    note: optionalText(draft.note),
    partners: namesOf(draft.partners),
  };
  const parsed = deskBookingInput.safeParse(candidate);
  if (parsed.success) return { input: parsed.data };
  const errors = errorsByField(parsed.error, Object.keys(draft) as (keyof DeskBookingDraft)[]);
  // The schema checks the party's size only once every field passes: say it together with the rest.
  const party = candidate.adults + candidate.juniors;
  if (!errors.adults && !errors.juniors && !(party >= 1 && party <= MAX_PARTY)) {
    errors.adults = `A party is 1 to ${MAX_PARTY} players.`;
  }
  return { errors };
}

/** The fields of the block form, as typed. */
export interface BlockDraft {
  fromTime: string;
  toTime: string;
  /** The block's last day (yyyy-mm-dd); empty for the one day it starts on. */
  untilDate: string;
  reason: TeeSheetBlockInput['reason'];
  label: string;
}

export type BlockErrors = Partial<Record<keyof BlockDraft, string>>;

/** A block of one time by default: from it up to the next (the sheet's following time, or 10 minutes on). */
export function blockDraftFor(time: TeeTime, next: TeeTime | undefined): BlockDraft {
  const end = next ?? { hour: time.hour, minute: time.minute + 10 };
  const endMinutes = Math.min(end.hour * 60 + end.minute, 23 * 60 + 59);
  return {
    fromTime: formatTime(time.hour, time.minute),
    toTime: formatTime(Math.floor(endMinutes / 60), endMinutes % 60),
    untilDate: '',
    reason: 'competition',
    label: '',
  };
}

/** The block of `date` the draft describes, checked with the server's own schema; or the errors per field. */
export function blockFrom(
  draft: BlockDraft,
  date: string,
  force: boolean,
): { input: TeeSheetBlockInput; errors?: never } | { input?: never; errors: BlockErrors } {
  const { untilDate, ...rest } = draft;
  const parsed = teeSheetBlockInput.safeParse({
    ...rest,
    from: date,
    to: untilDate.trim() === '' ? date : untilDate,
    ...(force ? { force } : {}),
  });
  if (parsed.success) return { input: parsed.data };
  const errors: BlockErrors = errorsByField(parsed.error, ['fromTime', 'toTime', 'reason', 'label'] as const);
  // The schema names the last day `to`; the form calls it untilDate.
  const last = parsed.error.issues.find((issue) => issue.path[0] === 'to');
  if (last) errors.untilDate = last.message;
  return { errors };
}

/**
 * The move to `date` at `time` (HH:MM, as a time input gives it), checked with the server's own schema;
 * or the first thing wrong with it.
 */
export function moveFrom(draft: {
  date: string;
  time: string;
}): { input: MoveInput; error?: never } | { input?: never; error: string } {
  const time = clockText.safeParse(draft.time.trim());
  if (!time.success) return { error: time.error.issues[0]?.message ?? 'Use a time as HH:MM.' };
  const [hour, minute] = time.data.split(':').map(Number);
  const parsed = moveInput.safeParse({ date: draft.date, hour, minute });
  if (parsed.success) return { input: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Use a date as yyyy-mm-dd.' };
}
