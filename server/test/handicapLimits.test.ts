import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import type { Language } from '../../common/i18n/languages';
import { SEEDED_CLUB_RULES } from '../../common/rules/clubRules';
import type { CalendarDate } from '../../common/rules/clubTime';
import { type HandicapDay, handicapDayOf } from '../../common/rules/handicapLimits';
import { isBelgianHoliday } from '../../common/rules/holidays';
import { dayOfWeek } from '../../common/rules/seasons';
import { handicapLimitText } from '../../common/validation/handicapLimitMessages';
import { messages } from '../../common/validation/messages';
import { reservations, testPayments } from '../src/db/schema';
import { api, booking, dateIn, expectError, freeSlots } from './fixtures';
import { build, injectWithToken } from './helpers';

/** The n-th day from 3 days ahead that fits. */
function findDay(fits: (date: CalendarDate) => boolean, n = 0): CalendarDate {
  let seen = 0;
  for (let offset = 3; offset <= 360; offset++) {
    const date = dateIn(offset);
    if (fits(date) && seen++ === n) return date;
  }
  throw new Error('no such day within the horizon');
}
const limitDay = (kind: HandicapDay, n: number) =>
  findDay((d) => handicapDayOf(d, SEEDED_CLUB_RULES) === kind, n);
const SATURDAY = 6;
const saturday = (n: number) => findDay((d) => dayOfWeek(d) === SATURDAY && !isBelgianHoliday(d), n);
const thursday = (n: number) => findDay((d) => dayOfWeek(d) === 4 && !isBelgianHoliday(d), n);
// Easter Monday and Whit Monday fall within any 360 days, so a holiday Monday to Thursday always does.
const seededText = (day: HandicapDay, language: Language = 'en') =>
  handicapLimitText(language, day, SEEDED_CLUB_RULES.handicapLimits);
const holidayMondayToThursday = findDay((d) => isBelgianHoliday(d) && [1, 2, 3, 4].includes(dayOfWeek(d)));

/** docs/product.md, Handicap limits and POST /reservations/website: the online booking refuses it. */
describe("POST /api/v1/reservations/website and the day's handicap limit", async () => {
  const { app, database } = await build();
  const db = database.db;

  const book = (payload: unknown, language?: string) =>
    injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.createReservation.path()),
      payload: payload as object,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const rows = async () => Number((await db.select({ n: count() }).from(reservations))[0]?.n);
  const payments = async () => Number((await db.select({ n: count() }).from(testPayments))[0]?.n);

  it('refuses a handicap of 30 on a Saturday with 400, before any place is held or payment created', async () => {
    const date = saturday(0);
    const [slot] = await freeSlots(app, date);
    if (!slot) throw new Error('no free time');
    const [rowsBefore, paymentsBefore, freeBefore] = [
      await rows(),
      await payments(),
      await freeSlots(app, date),
    ];
    const res = await book(booking(date, slot.hour, slot.min, { handicap: 30 }));
    expect(expectError(res, 400)).toBe(
      'The maximum handicap from Friday to Sunday and on holidays is 28. Please choose a day from Monday to Thursday (maximum 34) or contact us.',
    );
    expect(await rows()).toBe(rowsBefore);
    expect(await payments()).toBe(paymentsBefore);
    expect(await freeSlots(app, date)).toEqual(freeBefore);
  });

  it('accepts a handicap at the limit: 28 on a Saturday, 34 on a Thursday', async () => {
    expect((await book(booking(saturday(1), 9, 0, { handicap: 28 }))).statusCode).toBe(201);
    expect((await book(booking(thursday(0), 9, 0, { handicap: 34 }))).statusCode).toBe(201);
  });

  it('refuses a tenth above the limit, by the day booked', async () => {
    expect(expectError(await book(booking(thursday(1), 9, 0, { handicap: 34.1 })), 400)).toBe(
      seededText('mondayToThursday'),
    );
    expect(
      expectError(
        await book(booking(limitDay('fridayToSundayAndHolidays', 2), 9, 0, { handicap: 28.1 })),
        400,
      ),
    ).toBe(seededText('fridayToSundayAndHolidays'));
  });

  it('holds a public holiday that falls Monday to Thursday to 28', async () => {
    const date = holidayMondayToThursday;
    expect(expectError(await book(booking(date, 9, 0, { handicap: 30 })), 400)).toBe(
      seededText('fridayToSundayAndHolidays'),
    );
    expect((await book(booking(date, 9, 10, { handicap: 28 }))).statusCode).toBe(201);
  });

  it.each([
    ['nl', 'nl-BE,nl;q=0.9,en;q=0.5'],
    ['fr', 'fr-BE'],
    ['de', 'de'],
    ['en', 'en-GB,en;q=0.9'],
    ['en', 'ja'],
  ] as const)('answers in %s for Accept-Language %s', async (language, header) => {
    const res = await book(booking(saturday(2), 9, 0, { handicap: 30 }), header);
    expect(expectError(res, 400)).toBe(seededText('fridayToSundayAndHolidays', language));
    const weekday = await book(booking(thursday(2), 9, 0, { handicap: 35 }), header);
    expect(expectError(weekday, 400)).toBe(seededText('mondayToThursday', language));
  });

  it('still answers a handicap outside -5 to 35 with the verbatim message, first', async () => {
    for (const handicap of [36, -5.1]) {
      expect(expectError(await book(booking(saturday(3), 9, 0, { handicap })), 400)).toBe(
        messages.handicapRange,
      );
    }
    // The other shared messages stay English whatever the language asked for.
    expect(expectError(await book(booking(saturday(3), 9, 0, { handicap: 40 }), 'nl'), 400)).toBe(
      messages.handicapRange,
    );
  });

  it('names an earlier field first, in form order', async () => {
    const res = await book(booking(saturday(3), 9, 0, { handicap: 30, firstname: '' }));
    expect(expectError(res, 400)).toBe(messages.firstnameRequired);
  });
});
