// What the busiest hour looks like: the dates, the tee times in demand, who arrives when and what they send.
// Every random choice comes from a seeded generator, so two runs send the same visitors and bookings.

import { SEEDED_CLUB_RULES } from '../../common/rules/clubRules.ts';
import { clubNow, isoDate } from '../../common/rules/clubTime.ts';
import { maxHandicapOn } from '../../common/rules/handicapLimits.ts';
import { dayOfWeek } from '../../common/rules/seasons.ts';
import { teeSheetConfig, teeTimesFor } from '../../common/rules/teeSheet.ts';

export { seededRandom as seeded } from '../seeded-random.mjs';

const addDays = (date, days) => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/**
 * The bench's Saturday: the second Saturday of the next July still ahead (within the booking horizon of a
 * year), and the Saturdays one, two and three weeks later: fresh sheets for the booking burst, the ceiling
 * and the ceiling's warm-up.
 */
export function benchSaturdays(now = new Date()) {
  const today = clubNow(now).date;
  const thisYear = Number(today.slice(0, 4));
  for (const year of [thisYear, thisYear + 1]) {
    let date = { year, month: 7, day: 8 };
    while (dayOfWeek(date) !== 6) date = addDays(date, 1);
    if (isoDate(date) > today) return [0, 7, 14, 21].map((days) => addDays(date, days));
  }
  throw new Error('no July Saturday ahead');
}

export const neighbourDays = (date, span) =>
  Array.from({ length: span * 2 }, (_, i) => addDays(date, i < span ? i - span : i - span + 1));

/** Morning tee times sell first: the 40 times nearest 10:00 (then the earlier one), the busiest of a Saturday. */
export function busiestTimes(date, count = 40) {
  const peak = 10 * 60;
  const minutes = (t) => t.hour * 60 + t.min;
  return teeTimesFor(date)
    .sort((a, b) => Math.abs(minutes(a) - peak) - Math.abs(minutes(b) - peak) || minutes(a) - minutes(b))
    .slice(0, count);
}

export const capacityOf = (times) => times.length * teeSheetConfig.playersPerTime;

/** Arrival times in ms, uniform over the window (a Poisson process given its count), sorted. */
export function arrivals(count, windowMs, random) {
  return Array.from({ length: count }, () => random() * windowMs).sort((a, b) => a - b);
}

/**
 * Booking attempts: each a tee time among `times` (the busiest most wanted: weight 1/√rank) and a party of
 * 1–4 players (twos and fours most common, as on a golf course).
 */
export function bookingAttempts(count, date, times, random) {
  const weights = times.map((_, rank) => 1 / Math.sqrt(rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = random() * total;
    for (let i = 0; i < times.length; i++) {
      r -= weights[i];
      if (r <= 0) return times[i];
    }
    return times[times.length - 1];
  };
  const parties = [1, 2, 2, 2, 3, 4, 4, 4];
  // Within the day's limit, which the booking refuses above (docs/product.md, Handicap limits).
  const maxHandicap = maxHandicapOn(date, SEEDED_CLUB_RULES);
  return Array.from({ length: count }, (_, i) => {
    const time = pick();
    const players = parties[Math.floor(random() * parties.length)];
    const juniors = players > 1 && random() < 0.25 ? 1 : 0;
    return {
      firstname: 'Bench',
      lastname: `Player ${i + 1}`,
      handicap: Math.round(random() * maxHandicap * 10) / 10,
      email: `bench.player${i + 1}@example.net`,
      telephone: '+32 470 12 34 56',
      year: date.year,
      month: date.month,
      day: date.day,
      hour: time.hour,
      minute: time.min,
      adults: players - juniors,
      juniors,
      type: 'greenfee',
    };
  });
}
