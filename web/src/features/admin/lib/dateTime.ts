const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value ("2026-03-01T07:30", the device's time zone) as an ISO time with that zone's
 * offset ("2026-03-01T07:30:00+01:00"); an empty field is null, an unreadable one undefined.
 */
export function isoFromLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (Number.isNaN(date.getTime())) return undefined;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00${zone}`;
}

/** An ISO time as a datetime-local value in the device's time zone; empty when there is none. */
export function localInputFromIso(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', hourCycle: 'h23' });

/** "Mar 1, 2026, 07:30", or the text as it came when it is no time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** "07:30" */
export function formatTime(date: Date): string {
  return timeFormat.format(date);
}

const playDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A booking's day ("2026-03-01", no time zone) as "Mar 1, 2026". */
export function formatPlayDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return playDateFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "in 5 minutes", "in 2 hours", "now" for a time to come; the same words for one just past say "now". */
export function relativeTime(iso: string, now: Date): string {
  const ms = Date.parse(iso) - now.getTime();
  if (Number.isNaN(ms)) return iso;
  const minutes = Math.round(ms / 60_000);
  if (minutes <= 0) return relative.format(0, 'minute');
  if (minutes < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}
