import type { Weather } from '../api/content';

/** Readings older than this are not shown as current. */
export const WEATHER_STALE_MINUTES = 30;

/** Is this reading something to show as the weather now? */
export function isCurrentWeather(reading: Weather, now = new Date()): boolean {
  if (reading.status === 'Offline') return false;
  if (!reading.time) return true;
  const age = now.getTime() - Date.parse(reading.time);
  return Number.isFinite(age) && age <= WEATHER_STALE_MINUTES * 60_000;
}
