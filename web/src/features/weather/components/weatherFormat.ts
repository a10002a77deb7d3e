import { ENGLISH_LOCALE, formatNumber } from '../../../../../common/i18n/localeFormat';
import { clubNow } from '../../../../../common/rules/clubTime';
import type { MessageKey } from '../../../lib/i18n';

/** The 16 points of the compass, clockwise from north. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

const normalDegrees = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The compass point of a wind direction in degrees (where the wind comes from, as weather stations say). */
export function compassPoint(degrees: number): CompassPoint {
  const index = Math.round(normalDegrees(degrees) / 22.5) % COMPASS_POINTS.length;
  return COMPASS_POINTS[index] ?? 'N';
}

export const compassKey = (point: CompassPoint): MessageKey => `weather.compass.${point}`;

/**
 * The rotation of an arrow drawn pointing north, so that it points where the wind blows to:
 * a wind from the west-south-west (250°) blows towards 70°.
 */
export const windArrowRotation = (degrees: number): number => normalDegrees(degrees + 180);

const READING = { maximumFractionDigits: 1, useGrouping: false };

/** A reading with at most one decimal and no thousands separator: 9.5, 1017, 18 (9,5 in nl-BE). */
export const formatReading = (value: number, locale: string = ENGLISH_LOCALE): string =>
  formatNumber(value, locale, READING);

/** hh:mm of the club's clock at an instant. */
function clubClock(date: Date): string {
  const { minutes } = clubNow(date);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The hh:mm of the reading's time: a time of day ("14:05", "9:05:30") is taken as the club's clock,
 * a date-time is shown in the club's time zone. Anything else gives undefined, and no line is shown.
 */
export function readingClock(time: string | undefined): string | undefined {
  const text = time?.trim() ?? '';
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (clock) {
    const hour = Number(clock[1]);
    const minute = Number(clock[2]);
    return hour < 24 && minute < 60 ? `${String(hour).padStart(2, '0')}:${clock[2]}` : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : clubClock(date);
}
