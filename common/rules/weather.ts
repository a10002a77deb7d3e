import type { Weather } from '../api/content';
import { clubLocalToUtc, clubToday, parseIsoDate } from './clubTime';

/** Readings older than this are not shown as current. */
export const WEATHER_STALE_MINUTES = 30;

const DAY_MS = 24 * 60 * 60_000;

/**
 * When a reading was taken: a date-time as it says, or a bare time of day ("07:45", as staff may type it)
 * as the latest moment the club's clock showed it, today or else yesterday. Undefined when unreadable.
 */
export function readingInstant(time: string, now = new Date()): Date | undefined {
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (clock) {
    const hour = Number(clock[1]);
    const minute = Number(clock[2]);
    const today = parseIsoDate(clubToday(now));
    if (hour > 23 || minute > 59 || !today) return undefined;
    const taken = clubLocalToUtc(today, hour, minute);
    return taken.getTime() > now.getTime() ? new Date(taken.getTime() - DAY_MS) : taken;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(time.trim())) return undefined;
  const instant = new Date(time);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/**
 * The first moment (ms) a reading no longer counts as current: WEATHER_STALE_MINUTES after it was taken;
 * never (Infinity) for one without a time; at once (-Infinity) when offline or its time is unreadable.
 */
function staleFrom(reading: Weather, now: Date): number {
  if (reading.status === 'Offline') return Number.NEGATIVE_INFINITY;
  if (!reading.time) return Number.POSITIVE_INFINITY;
  const taken = readingInstant(reading.time, now);
  return taken ? taken.getTime() + WEATHER_STALE_MINUTES * 60_000 + 1 : Number.NEGATIVE_INFINITY;
}

/** Is this reading something to show as the weather now? */
export function isCurrentWeather(reading: Weather, now = new Date()): boolean {
  return now.getTime() < staleFrom(reading, now);
}

/**
 * When a reading shown as current stops being so; undefined for one not shown as current or never going
 * stale. (A stale bare time of day passes for current again when the clock next shows it; a station that
 * sends readings never gets there.)
 */
export function currentUntil(reading: Weather, now = new Date()): Date | undefined {
  const until = staleFrom(reading, now);
  return Number.isFinite(until) && until > now.getTime() ? new Date(until) : undefined;
}
