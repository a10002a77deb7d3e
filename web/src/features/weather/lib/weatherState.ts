import type { Weather } from '../../../../../common/api/content';
import { isCurrentWeather } from '../../../../../common/rules/weather';
import { readingClock } from '../components/weatherFormat';

/**
 * What the weather bar can say about a reading at a moment: show it, or tell that the station is offline,
 * or that its last reading is too old (WEATHER_STALE_MINUTES) to pass for the weather now.
 */
export type WeatherState =
  | { kind: 'current' }
  | { kind: 'offline' }
  | { kind: 'stale'; lastReading: string | undefined };

export function weatherState(reading: Weather, now: Date): WeatherState {
  if (reading.status === 'Offline') return { kind: 'offline' };
  if (isCurrentWeather(reading, now)) return { kind: 'current' };
  return { kind: 'stale', lastReading: readingClock(reading.time) };
}
