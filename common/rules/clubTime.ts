/** The club plays on Belgian time: "today" and "now" are always Europe/Brussels. */
export const CLUB_TIME_ZONE = 'Europe/Brussels';

export interface ClubMoment {
  /** YYYY-MM-DD */
  date: string;
  /** minutes since local midnight */
  minutes: number;
}

const HOUR = 60 * 60_000;

/** 01:00 UTC on the last Sunday of a month (0-11): when the EU's clocks change. */
function lastSundayAt1Utc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Brussels' offset from UTC at an instant, by the EU summer-time rule in force since 1996: UTC+2 from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+1 otherwise.
 * Worked out here rather than asked of Intl because the web calls it while a page loads, and the first
 * Intl use costs Chromium 35–55 ms there; clubTime.test.ts checks it against the tz database.
 */
function brusselsOffset(utc: number): number {
  const year = new Date(utc).getUTCFullYear();
  const summer = utc >= lastSundayAt1Utc(year, 2) && utc < lastSundayAt1Utc(year, 9);
  return summer ? 2 * HOUR : HOUR;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function clubNow(now: Date = new Date()): ClubMoment {
  const utc = now.getTime();
  if (Number.isNaN(utc)) throw new RangeError('Invalid time value');
  const wallClock = new Date(utc + brusselsOffset(utc));
  return {
    date: `${wallClock.getUTCFullYear()}-${pad2(wallClock.getUTCMonth() + 1)}-${pad2(wallClock.getUTCDate())}`,
    minutes: wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes(),
  };
}

export const clubToday = (now: Date = new Date()): string => clubNow(now).date;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Parses YYYY-MM-DD, refusing dates that do not exist (30 February). */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidDate(date) ? date : null;
}

export function isValidDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isoDate = ({ year, month, day }: CalendarDate): string => `${year}-${pad2(month)}-${pad2(day)}`;

/** "07:05" — time slots are always shown padded to two digits (docs/product.md, Club time). */
export const formatTime = (hour: number, minute: number): string => `${pad2(hour)}:${pad2(minute)}`;

/** Parses HH:MM (24 h). */
export function parseTime(text: string): { hour: number; minute: number } | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** The UTC instant of a wall-clock time at the club (Europe/Brussels, summer time included). */
export function clubLocalToUtc(date: CalendarDate, hour: number, minute: number): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Brussels is UTC+1 or UTC+2: start from +1 and correct by what the clock there actually shows.
  let guess = wanted - 60 * 60_000;
  for (let i = 0; i < 2; i += 1) {
    const shown = clubNow(new Date(guess));
    const [y, m, d] = shown.date.split('-').map(Number) as [number, number, number];
    const shownUtc = Date.UTC(y, m - 1, d, Math.floor(shown.minutes / 60), shown.minutes % 60);
    guess += wanted - shownUtc;
  }
  return new Date(guess);
}
