import type { CalendarDate } from './clubTime';
import { type ClockTime, minutesOfDay, type Season, seasonOf } from './seasons';

export interface TeeSheetConfig {
  low: { first: ClockTime; last: ClockTime };
  high: { first: ClockTime; last: ClockTime };
  intervalMinutes: number;
  playersPerTime: number;
  /** Half-open window [from, to): reserved for members (docs/product.md, Tee sheet). */
  membersOnly: { from: ClockTime; to: ClockTime };
}

/** Sample values; the club can change them. */
export const teeSheetConfig: TeeSheetConfig = {
  low: { first: { hour: 8, minute: 30 }, last: { hour: 15, minute: 30 } },
  high: { first: { hour: 7, minute: 30 }, last: { hour: 18, minute: 0 } },
  intervalMinutes: 10,
  playersPerTime: 4,
  membersOnly: { from: { hour: 12, minute: 0 }, to: { hour: 14, minute: 0 } },
};

export interface TeeTime {
  hour: number;
  min: number;
}

export function isMembersOnly(
  hour: number,
  minute: number,
  config: TeeSheetConfig = teeSheetConfig,
): boolean {
  const time = minutesOfDay({ hour, minute });
  return time >= minutesOfDay(config.membersOnly.from) && time < minutesOfDay(config.membersOnly.to);
}

export function teeTimesFor(date: CalendarDate, config: TeeSheetConfig = teeSheetConfig): TeeTime[] {
  const season: Season = seasonOf(date);
  const { first, last } = config[season];
  if (config.intervalMinutes <= 0) throw new RangeError('intervalMinutes must be positive');
  const times: TeeTime[] = [];
  for (let time = minutesOfDay(first); time <= minutesOfDay(last); time += config.intervalMinutes) {
    const hour = Math.floor(time / 60);
    const min = time % 60;
    if (!isMembersOnly(hour, min, config)) times.push({ hour, min });
  }
  return times;
}

export const isTeeTime = (
  date: CalendarDate,
  hour: number,
  minute: number,
  config: TeeSheetConfig = teeSheetConfig,
): boolean => teeTimesFor(date, config).some((time) => time.hour === hour && time.min === minute);
