import type { CalendarDate } from './clubTime';
import { type ClockTime, type DaySpan, minutesOfDay, type Season, seasonOf } from './seasons';

export interface TeeSheetConfig {
  /** The days whose sheet has high season's times; the rest of the year has low season's. */
  highSeason: DaySpan;
  low: { first: ClockTime; last: ClockTime };
  high: { first: ClockTime; last: ClockTime };
  intervalMinutes: number;
  playersPerTime: number;
  /** Half-open window [from, to): reserved for members (docs/product.md, Tee sheet). */
  membersOnly: { from: ClockTime; to: ClockTime };
  /**
   * At most this share (in %) of a day's online places may be held unpaid at once (docs/product.md, Abuse
   * limits): no rotation of addresses can tie up a whole day.
   */
  unpaidHoldSharePercent: number;
  /** What players may do for themselves after booking (docs/product.md, Players help themselves). */
  selfService: SelfServiceRules;
}

/**
 * The seeded high season, 1 April to 16 November (the seeded green-fee seasons, docs/product.md, Seasons
 * and prices); a configuration stored before the setting existed reads it.
 */
export const DEFAULT_HIGH_SEASON: DaySpan = { from: { month: 4, day: 1 }, to: { month: 11, day: 16 } };

/** The share a configuration stored before the setting existed reads with. */
export const DEFAULT_UNPAID_HOLD_SHARE_PERCENT = 25;

/**
 * The club's rules for players acting on their own bookings (docs/product.md, Players help themselves).
 * A configuration stored before they existed reads these defaults.
 */
export interface SelfServiceRules {
  /** A booking can be canceled or changed online until this many hours before its tee time. */
  cancelDeadlineHours: number;
  /** The share (in %) of a paid online booking refunded when the player cancels in time. */
  refundPercent: number;
  /** The reminder mail goes out this many hours before the tee time; 0: no reminders. */
  reminderHours: number;
  /** A waiting-list offer holds the places this many minutes before it passes to the next entry. */
  offerMinutes: number;
  /**
   * `count` no-shows of one e-mail address within `withinMonths` stop its online booking for `stopDays`
   * from the last of them; a count of 0: no stops.
   */
  noShows: { count: number; withinMonths: number; stopDays: number };
}

export const DEFAULT_SELF_SERVICE: SelfServiceRules = {
  cancelDeadlineHours: 48,
  refundPercent: 100,
  reminderHours: 48,
  offerMinutes: 30,
  noShows: { count: 2, withinMonths: 12, stopDays: 90 },
};

/**
 * The seeded defaults: staff change the configuration in the database (tee_sheet_config, PUT
 * /api/v1/admin/tee-sheet/config); the web pages still show this members-only window.
 */
export const teeSheetConfig: TeeSheetConfig = {
  highSeason: DEFAULT_HIGH_SEASON,
  low: { first: { hour: 8, minute: 30 }, last: { hour: 15, minute: 30 } },
  high: { first: { hour: 7, minute: 30 }, last: { hour: 18, minute: 0 } },
  intervalMinutes: 10,
  playersPerTime: 4,
  membersOnly: { from: { hour: 12, minute: 0 }, to: { hour: 14, minute: 0 } },
  unpaidHoldSharePercent: DEFAULT_UNPAID_HOLD_SHARE_PERCENT,
  selfService: DEFAULT_SELF_SERVICE,
};

/**
 * How many players may hold places of a day unpaid at once: the share of the day's online places, at
 * least one party's worth so that a short day can still be booked.
 */
export function unpaidHoldCap(date: CalendarDate, config: TeeSheetConfig): number {
  const places = teeTimesFor(date, config).length * config.playersPerTime;
  return Math.max(config.playersPerTime, Math.floor((places * config.unpaidHoldSharePercent) / 100));
}

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

/** Every time on the day's sheet, members-only ones included (staff see and book those). */
export function sheetTimesFor(
  date: CalendarDate,
  config: TeeSheetConfig = teeSheetConfig,
): (TeeTime & { membersOnly: boolean })[] {
  const season: Season = seasonOf(date, config.highSeason);
  const { first, last } = config[season];
  if (config.intervalMinutes <= 0) throw new RangeError('intervalMinutes must be positive');
  const times: (TeeTime & { membersOnly: boolean })[] = [];
  for (let time = minutesOfDay(first); time <= minutesOfDay(last); time += config.intervalMinutes) {
    const hour = Math.floor(time / 60);
    const min = time % 60;
    times.push({ hour, min, membersOnly: isMembersOnly(hour, min, config) });
  }
  return times;
}

/** The times visitors may book: the sheet without the members-only window. */
export function teeTimesFor(date: CalendarDate, config: TeeSheetConfig = teeSheetConfig): TeeTime[] {
  return sheetTimesFor(date, config)
    .filter((time) => !time.membersOnly)
    .map(({ hour, min }) => ({ hour, min }));
}

export const isTeeTime = (
  date: CalendarDate,
  hour: number,
  minute: number,
  config: TeeSheetConfig = teeSheetConfig,
): boolean => teeTimesFor(date, config).some((time) => time.hour === hour && time.min === minute);
