import { describe, expect, it } from 'vitest';
import { monthsEarlier, noShowStanding } from './noShows';

const rule = { count: 2, withinMonths: 12, stopDays: 90 };
const at = (iso: string) => new Date(iso);
const days = (n: number) => n * 86_400_000;

describe('noShowStanding (docs/product.md, No-shows that count)', () => {
  const now = at('2026-06-01T10:00:00Z');

  it('stops after the rule’s count of no-shows within its months, for its days from the last', () => {
    const standing = noShowStanding(
      [at('2026-03-01T08:00:00Z'), at('2026-05-20T09:30:00Z')],
      null,
      rule,
      now,
    );
    expect(standing.count).toBe(2);
    expect(standing.stoppedUntil).toEqual(new Date(at('2026-05-20T09:30:00Z').getTime() + days(90)));
  });

  it('does not stop below the count, nor for no-shows further apart than the months', () => {
    expect(noShowStanding([at('2026-05-20T09:30:00Z')], null, rule, now)).toEqual({
      count: 1,
      stoppedUntil: null,
    });
    const apart = noShowStanding([at('2025-04-01T08:00:00Z'), at('2026-05-20T08:00:00Z')], null, rule, now);
    expect(apart).toEqual({ count: 1, stoppedUntil: null });
  });

  it('counts two no-shows exactly the months apart as within them', () => {
    const standing = noShowStanding(
      [at('2025-05-20T08:00:00Z'), at('2026-05-20T08:00:00Z')],
      null,
      rule,
      now,
    );
    expect(standing.stoppedUntil).not.toBeNull();
  });

  it('ends the stop after its days', () => {
    const last = at('2026-05-20T09:30:00Z');
    const noShows = [at('2026-03-01T08:00:00Z'), last];
    const end = new Date(last.getTime() + days(90));
    expect(noShowStanding(noShows, null, rule, new Date(end.getTime() - 1)).stoppedUntil).toEqual(end);
    expect(noShowStanding(noShows, null, rule, end).stoppedUntil).toBeNull();
  });

  it('keeps a stop its whole time after the first no-show has left the months before today', () => {
    const last = at('2026-05-20T08:00:00Z');
    const later = at('2026-07-01T08:00:00Z');
    const standing = noShowStanding([at('2025-06-15T08:00:00Z'), last], null, rule, later);
    expect(standing.count).toBe(1);
    expect(standing.stoppedUntil).toEqual(new Date(last.getTime() + days(90)));
  });

  it('takes the latest stop when several no-shows complete the count', () => {
    const noShows = [at('2026-01-10T08:00:00Z'), at('2026-02-10T08:00:00Z'), at('2026-05-01T08:00:00Z')];
    expect(noShowStanding(noShows, null, rule, now).stoppedUntil).toEqual(
      new Date(at('2026-05-01T08:00:00Z').getTime() + days(90)),
    );
  });

  it('leaves out the no-shows up to a lift: a later one starts counting again', () => {
    const noShows = [at('2026-03-01T08:00:00Z'), at('2026-05-20T09:30:00Z')];
    const lifted = at('2026-05-25T12:00:00Z');
    expect(noShowStanding(noShows, lifted, rule, now)).toEqual({ count: 0, stoppedUntil: null });
    const again = [...noShows, at('2026-05-28T08:00:00Z')];
    expect(noShowStanding(again, lifted, rule, now)).toEqual({ count: 1, stoppedUntil: null });
    const twice = [...again, at('2026-05-30T08:00:00Z')];
    expect(noShowStanding(twice, lifted, rule, now).stoppedUntil).toEqual(
      new Date(at('2026-05-30T08:00:00Z').getTime() + days(90)),
    );
  });

  it('never stops with a count of 0, but still counts', () => {
    const noShows = [at('2026-03-01T08:00:00Z'), at('2026-04-01T08:00:00Z'), at('2026-05-20T08:00:00Z')];
    expect(noShowStanding(noShows, null, { ...rule, count: 0 }, now)).toEqual({
      count: 3,
      stoppedUntil: null,
    });
  });

  it('stops at the first no-show with a count of 1', () => {
    const standing = noShowStanding([at('2026-05-20T08:00:00Z')], null, { ...rule, count: 1 }, now);
    expect(standing.stoppedUntil).toEqual(new Date(at('2026-05-20T08:00:00Z').getTime() + days(90)));
  });

  it('ignores a no-show on a tee time still to come, and takes the no-shows in any order', () => {
    const future = noShowStanding([at('2026-05-20T08:00:00Z'), at('2026-06-02T08:00:00Z')], null, rule, now);
    expect(future).toEqual({ count: 1, stoppedUntil: null });
    const unordered = noShowStanding(
      [at('2026-05-20T08:00:00Z'), at('2026-03-01T08:00:00Z')],
      null,
      rule,
      now,
    );
    expect(unordered.stoppedUntil).toEqual(new Date(at('2026-05-20T08:00:00Z').getTime() + days(90)));
  });
});

describe('monthsEarlier', () => {
  it('keeps the time of day and clamps to the month’s last day', () => {
    expect(monthsEarlier(at('2026-03-31T09:15:00Z'), 1).toISOString()).toBe('2026-02-28T09:15:00.000Z');
    expect(monthsEarlier(at('2026-06-01T10:00:00Z'), 12).toISOString()).toBe('2025-06-01T10:00:00.000Z');
  });
});
