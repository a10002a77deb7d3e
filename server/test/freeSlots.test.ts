import { describe, expect, it } from 'vitest';
import { type CalendarDate, clubNow } from '../../common/rules/clubTime';
import { isMembersOnly, teeTimesFor } from '../../common/rules/teeSheet';
import { messages } from '../../common/validation/messages';
import { BOOKING_HORIZON_DAYS } from '../src/repositories/reservationRepository';
import {
  api,
  booking,
  createReservation,
  dateIn,
  dayInSeason,
  expectError,
  freeSlots,
  toDate,
} from './fixtures';
import { build, daysFromToday } from './helpers';

const slotsUrl = (type: string, year: string | number, month: string | number, day: string | number) =>
  api(`/reservations/freeslots/${type}/${year}/${month}/${day}`);

describe('GET /api/v1/reservations/freeslots/{type}/{year}/{month}/{day}', async () => {
  const { app } = await build();
  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('on a future date', () => {
    it('offers the whole low-season sheet: 08:30 to 15:30 every 10 minutes, as [{hour, min}]', async () => {
      const date = dayInSeason('low', 0);
      const res = await get(slotsUrl('greenfee', date.year, date.month, date.day));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      const slots = res.json() as { hour: number; min: number }[];
      for (const slot of slots) {
        expect(Object.keys(slot).sort()).toEqual(['hour', 'min']);
        expect(Number.isInteger(slot.hour) && Number.isInteger(slot.min)).toBe(true);
      }
      expect(slots[0]).toEqual({ hour: 8, min: 30 });
      expect(slots.at(-1)).toEqual({ hour: 15, min: 30 });
      expect(slots).toEqual(teeTimesFor(date));
    });

    it('offers the whole high-season sheet: 07:30 to 18:00', async () => {
      const date = dayInSeason('high', 0);
      const slots = await freeSlots(app, date);
      expect(slots[0]).toEqual({ hour: 7, min: 30 });
      expect(slots.at(-1)).toEqual({ hour: 18, min: 0 });
      expect(slots).toEqual(teeTimesFor(date));
    });

    it('never offers the members-only times 12:00 to 13:50, whatever the party size', async () => {
      for (const date of [dayInSeason('low', 1), dayInSeason('high', 1)]) {
        for (const players of [1, 2, 3, 4]) {
          const slots = await freeSlots(app, date, `?players=${players}`);
          expect(slots.length).toBeGreaterThan(0);
          expect(slots.filter((s) => isMembersOnly(s.hour, s.min))).toEqual([]);
          expect(slots.some((s) => s.hour === 12 || s.hour === 13)).toBe(false);
          expect(slots).toContainEqual({ hour: 11, min: 50 });
          expect(slots).toContainEqual({ hour: 14, min: 0 });
        }
      }
    });

    it('takes the month as 1 to 12', async () => {
      const date = dayInSeason('low', 2);
      const padded = await get(
        slotsUrl(
          'greenfee',
          date.year,
          String(date.month).padStart(2, '0'),
          String(date.day).padStart(2, '0'),
        ),
      );
      expect(padded.statusCode).toBe(200);
      expect(padded.json()).toEqual(teeTimesFor(date));
    });
  });

  describe('dates that offer nothing', () => {
    it('answers [] for past dates', async () => {
      for (const date of [dateIn(-1), dateIn(-30), { year: 2001, month: 6, day: 15 }]) {
        expect(await freeSlots(app, date)).toEqual([]);
      }
    });

    it(`answers [] beyond the booking horizon of ${BOOKING_HORIZON_DAYS} days`, async () => {
      expect(await freeSlots(app, dateIn(BOOKING_HORIZON_DAYS + 5))).toEqual([]);
      expect(await freeSlots(app, dateIn(BOOKING_HORIZON_DAYS - 5))).not.toEqual([]);
    });

    it('answers [] for days that do not exist', async () => {
      const year = dateIn(0).year + 1;
      for (const [month, day] of [
        [2, 30],
        [2, 31],
        [4, 31],
        [6, 31],
      ] as const) {
        expect(await freeSlots(app, { year, month, day })).toEqual([]);
      }
      const nonLeap = [year, year + 1, year + 2, year + 3].find((y) => y % 4 !== 0) as number;
      expect(await freeSlots(app, { year: nonLeap, month: 2, day: 29 })).toEqual([]);
    });

    it('leaves out the times of today that have passed', async () => {
      const today = toDate(daysFromToday(0));
      const expected = (minutes: number) => teeTimesFor(today).filter((t) => t.hour * 60 + t.min > minutes);
      const before = expected(clubNow().minutes);
      const slots = await freeSlots(app, today);
      const after = expected(clubNow().minutes);
      // The clock may tick over during the request: either reading is right.
      expect([JSON.stringify(before), JSON.stringify(after)]).toContain(JSON.stringify(slots));
    });
  });

  describe('bad requests', () => {
    it('answers 400 for an unknown type', async () => {
      const date = dayInSeason('high', 2);
      for (const type of ['golf', 'GREENFEE', 'table', '__proto__']) {
        expect(expectError(await get(slotsUrl(type, date.year, date.month, date.day)), 400)).toBe(
          messages.unknownType,
        );
      }
    });

    it.each([
      ['month 0', 2030, 0, 1],
      ['month 13', 2030, 13, 1],
      ['a month that is not a number', 2030, 'june', 1],
      ['a fractional month', 2030, '1.5', 1],
      ['day 0', 2030, 6, 0],
      ['day 32', 2030, 6, 32],
      ['a day that is not a number', 2030, 6, 'x'],
      ['a year that is not a number', 'next', 6, 1],
      ['a year out of range', 1800, 6, 1],
      ['a blank month', 2030, '%20', 1],
    ])('answers 400 {message} for %s', async (_label, year, month, day) => {
      expectError(await get(slotsUrl('greenfee', year, month, day)), 400);
    });

    it.each(['0', '5', 'two', '-1'])('answers 400 for players=%s', async (players) => {
      const date = dayInSeason('high', 3);
      expectError(
        await get(`${slotsUrl('greenfee', date.year, date.month, date.day)}?players=${players}`),
        400,
      );
    });
  });

  describe('booked times', () => {
    const book = async (date: CalendarDate, hour: number, minute: number, adults: number, juniors = 0) => {
      const res = await createReservation(app, booking(date, hour, minute, { adults, juniors }));
      expect(res.statusCode, res.body).toBe(201);
    };

    it('drops a time once 4 players hold it', async () => {
      const date = dayInSeason('low', 3);
      await book(date, 9, 0, 2);
      expect(await freeSlots(app, date)).toContainEqual({ hour: 9, min: 0 });
      await book(date, 9, 0, 1, 1);
      const slots = await freeSlots(app, date);
      expect(slots).not.toContainEqual({ hour: 9, min: 0 });
      expect(slots).toEqual(teeTimesFor(date).filter((t) => !(t.hour === 9 && t.min === 0)));
    });

    it('offers a partly booked time only to parties that still fit', async () => {
      const date = dayInSeason('high', 4);
      await book(date, 16, 40, 3);
      const time = { hour: 16, min: 40 };
      expect(await freeSlots(app, date)).toContainEqual(time);
      expect(await freeSlots(app, date, '?players=1')).toContainEqual(time);
      expect(await freeSlots(app, date, '?players=2')).not.toContainEqual(time);
      expect(await freeSlots(app, date, '?players=4')).not.toContainEqual(time);
      expect(await freeSlots(app, date, '?players=4')).toContainEqual({ hour: 16, min: 30 });
    });

    it('keeps dates apart', async () => {
      const date = dayInSeason('low', 4);
      const otherDay = dayInSeason('low', 5);
      await book(date, 10, 0, 4);
      expect(await freeSlots(app, date)).not.toContainEqual({ hour: 10, min: 0 });
      expect(await freeSlots(app, otherDay)).toContainEqual({ hour: 10, min: 0 });
    });
  });
});
