import { monthsBefore } from '../config/retention';
import type { SelfServiceRules } from './teeSheet';

/** The club's no-show rule (tee sheet config, selfService.noShows); a count of 0: no stops. */
export type NoShowRule = SelfServiceRules['noShows'];

/** Where one e-mail address stands (docs/product.md, No-shows that count). */
export interface NoShowStanding {
  /** Its no-shows within the rule's months before now, those up to the last lift left out. */
  count: number;
  /** Until when online booking with the address is stopped; null when it is not. */
  stoppedUntil: Date | null;
}

const DAY_MS = 86_400_000;

/** The instant `months` calendar months before `at`, at the same time of day (UTC); 31 March − 1 → 28/29 Feb. */
export function monthsEarlier(at: Date, months: number): Date {
  const iso = at.toISOString();
  return new Date(`${monthsBefore(iso.slice(0, 10), months)}${iso.slice(10)}`);
}

/**
 * Whether an address's online booking is stopped, and until when. `noShows` are the tee times (instants)
 * of its bookings marked no-show; those up to `liftedAt` (staff's last lift of a stop) no longer count.
 *
 * A stop starts at a no-show that is the rule's `count`-th within `withinMonths` (that no-show and the
 * `count - 1` before it all fall within those months) and lasts `stopDays` from it. The window is the
 * no-shows' own, not the months before today: a stop runs its whole time even after its first no-show
 * has left the last `withinMonths`. No-shows still to come (a mistake on a future booking) do not count.
 */
export function noShowStanding(
  noShows: readonly Date[],
  liftedAt: Date | null,
  rule: NoShowRule,
  now: Date,
): NoShowStanding {
  const counting = noShows
    .map((at) => at.getTime())
    .filter((at) => at <= now.getTime() && (liftedAt === null || at > liftedAt.getTime()))
    .sort((a, b) => a - b);
  const windowStart = monthsEarlier(now, rule.withinMonths).getTime();
  const count = counting.filter((at) => at >= windowStart).length;
  if (rule.count < 1) return { count, stoppedUntil: null };
  // Each later stop ends later: the last no-show that completes the count decides.
  for (let last = counting.length - 1; last >= rule.count - 1; last -= 1) {
    const lastAt = counting[last] as number;
    const firstAt = counting[last - rule.count + 1] as number;
    if (firstAt < monthsEarlier(new Date(lastAt), rule.withinMonths).getTime()) continue;
    const until = lastAt + rule.stopDays * DAY_MS;
    return { count, stoppedUntil: until > now.getTime() ? new Date(until) : null };
  }
  return { count, stoppedUntil: null };
}
