import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../common/rules/clubTime';
import { teeSheetConfig } from '../../common/rules/teeSheet';
import { messages } from '../../common/validation/messages';
import { reservations } from '../src/db/schema';
import { booking, createReservation, dayInSeason, freeSlots } from './fixtures';
import { build } from './helpers';

const CAPACITY = teeSheetConfig.playersPerTime;

describe('simultaneous bookings of one tee time', async () => {
  const { app, database } = await build();

  const storedPlayers = async (date: CalendarDate, hour: number, minute: number) => {
    const rows = await database.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.year, date.year),
          eq(reservations.month, date.month),
          eq(reservations.day, date.day),
          eq(reservations.hour, hour),
          eq(reservations.minute, minute),
        ),
      );
    return rows.reduce((sum, r) => sum + r.adults + r.juniors, 0);
  };

  /** Fires all bookings at once and checks that exactly the capacity was accepted. */
  async function race(date: CalendarDate, hour: number, minute: number, parties: [number, number][]) {
    const results: LightMyRequestResponse[] = await Promise.all(
      parties.map(([adults, juniors], i) =>
        createReservation(app, booking(date, hour, minute, { adults, juniors, firstname: `Racer ${i}` })),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ message: messages.slotUnavailable });
    }
    const accepted = parties.filter((_, i) => results[i]?.statusCode === 201);
    const players = accepted.reduce((sum, [adults, juniors]) => sum + adults + juniors, 0);
    expect(players).toBe(CAPACITY);
    expect(await storedPlayers(date, hour, minute)).toBe(CAPACITY);
    expect(await freeSlots(app, date)).not.toContainEqual({ hour, min: minute });
    return { accepted: accepted.length, refused: results.length - accepted.length };
  }

  it('accepts exactly 4 players out of 20 parties of 1 or 2 players', async () => {
    const date = dayInSeason('high', 0);
    const parties = Array.from({ length: 20 }, (_, i): [number, number] => (i % 2 ? [1, 1] : [1, 0]));
    const { accepted, refused } = await race(date, 10, 0, parties);
    expect(accepted + refused).toBe(20);
    expect(refused).toBeGreaterThanOrEqual(16);
    // Neighbouring times are untouched.
    expect(await freeSlots(app, date, '?players=4')).toContainEqual({ hour: 9, min: 50 });
    expect(await freeSlots(app, date, '?players=4')).toContainEqual({ hour: 10, min: 10 });
  });

  it('accepts exactly 4 out of 20 single-player bookings', async () => {
    const date = dayInSeason('low', 0);
    const parties = Array.from({ length: 20 }, (): [number, number] => [0, 1]);
    const { accepted, refused } = await race(date, 9, 30, parties);
    expect(accepted).toBe(4);
    expect(refused).toBe(16);
  });

  it('fills a partly booked time to exactly 4', async () => {
    const date = dayInSeason('high', 1);
    const first = await createReservation(app, booking(date, 15, 20, { adults: 3 }));
    expect(first.statusCode).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createReservation(app, booking(date, 15, 20, { adults: 1 }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await storedPlayers(date, 15, 20)).toBe(CAPACITY);
  });

  it('does not let bookings of different times block each other', async () => {
    const date = dayInSeason('high', 2);
    const times = [
      [8, 0],
      [8, 10],
      [8, 20],
    ] as const;
    const results = await Promise.all(
      times.flatMap(([hour, minute]) =>
        Array.from({ length: 4 }, () => createReservation(app, booking(date, hour, minute, { adults: 2 }))),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(times.length * 2);
    for (const [hour, minute] of times) expect(await storedPlayers(date, hour, minute)).toBe(CAPACITY);
  });
});
