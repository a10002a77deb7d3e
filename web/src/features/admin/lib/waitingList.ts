import type { TeeSheetDay } from '../../../../../common/api/teeSheet';
import type { AdminWaitingListEntry } from '../../../../../common/api/waitingList';
import { clubNow, formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';

type SheetTime = TeeSheetDay['times'][number];

export interface OfferableTime {
  hour: number;
  minute: number;
  /** "HH:MM", also the select's value. */
  at: string;
  free: number;
  membersOnly: boolean;
}

export interface OfferableTimes {
  /** Within the entry's window (its ends included), then the rest of the day. */
  inWindow: OfferableTime[];
  others: OfferableTime[];
}

type EntryWish = Pick<AdminWaitingListEntry, 'adults' | 'juniors' | 'from' | 'to'>;

/**
 * The times of the sheet staff can offer an entry: not blocked, with room for its whole party, and not yet
 * past on the club's clock. Staff may go outside the window the visitor gave, so every such time of the
 * day is offered, the window's first.
 */
export function offerableTimes(
  times: readonly SheetTime[],
  entry: EntryWish,
  date: string,
  now: Date = new Date(),
): OfferableTimes {
  const club = clubNow(now);
  const party = entry.adults + entry.juniors;
  const result: OfferableTimes = { inWindow: [], others: [] };
  if (date < club.date) return result;
  for (const time of times) {
    if (time.blocks.length > 0 || time.free < party) continue;
    if (date === club.date && time.hour * 60 + time.minute <= club.minutes) continue;
    const at = formatTime(time.hour, time.minute);
    const offerable = {
      hour: time.hour,
      minute: time.minute,
      at,
      free: time.free,
      membersOnly: time.membersOnly,
    };
    (at >= entry.from && at <= entry.to ? result.inWindow : result.others).push(offerable);
  }
  return result;
}

/** Entries still to be served: waiting, or holding an offer. */
export const isActiveEntry = (entry: Pick<AdminWaitingListEntry, 'state'>) =>
  entry.state === 'waiting' || entry.state === 'offered';

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * An instant on the club's clock: "14:05" on the club's `today`, else "24 Nov, 14:05" (staff may sit in
 * another time zone; the sheet's times are the club's).
 */
export function clubStamp(iso: string, today: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, minutes } = clubNow(instant);
  const time = formatTime(Math.floor(minutes / 60), minutes % 60);
  if (date === today) return time;
  const day = parseIsoDate(date);
  if (!day) return time;
  return `${shortDay.format(new Date(Date.UTC(day.year, day.month - 1, day.day)))}, ${time}`;
}
