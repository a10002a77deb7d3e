import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../../../common/api/reservations';
import { messages } from '../../../../../common/validation/messages';
import {
  dateOf,
  dateProblem,
  dayOf,
  isUnchanged,
  lastBookableDate,
  offeredSlots,
  partySize,
} from './changeForm';

const booking: Reservation = {
  id: '5d1c2a77-8e0f-4b1a-9c3d-2f4e6a8b0c11',
  type: 'greenfee',
  year: 2027,
  month: 3,
  day: 10,
  hour: 8,
  minute: 0,
  firstname: 'Alex',
  lastname: 'Sample',
  email: 'alex@example.net',
  telephone: '+32 470 00 00 00',
  adults: 2,
  juniors: 1,
  price: 250,
};

describe('the change form', () => {
  it('reads and writes the date as the body holds it, NaN for none', () => {
    expect(dayOf('2027-03-10')).toEqual({ year: 2027, month: 3, day: 10 });
    expect(Object.values(dayOf('')).every(Number.isNaN)).toBe(true);
    expect(dateOf({ year: 2027, month: 3, day: 9 })).toBe('2027-03-09');
    expect(dateOf({ year: 2027, month: 2, day: 30 })).toBe('');
    expect(dateOf(dayOf(''))).toBe('');
  });

  it('takes the dates a new booking may have: from today, within the booking horizon', () => {
    expect(lastBookableDate('2026-11-27')).toBe('2027-11-28');
    expect(dateProblem('2026-11-26', '2026-11-27')).toBe(messages.dateInPast);
    expect(dateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(dateProblem('2027-11-28', '2026-11-27')).toBeNull();
    expect(dateProblem('2027-11-29', '2026-11-27')).toBe(messages.dateTooFarAhead);
  });

  it('counts the party only when both counts are whole numbers', () => {
    expect(partySize({ adults: 2, juniors: 1 })).toBe(3);
    expect(partySize({ adults: Number.NaN, juniors: 1 })).toBeNull();
    expect(partySize({ adults: -1, juniors: 1 })).toBeNull();
  });

  it('offers the booking’s own time on its own date, and the nearest picked', () => {
    const free = [{ hour: 9, min: 0 }];
    const own = { hour: 8, min: 0 };
    expect(offeredSlots(free, booking, { date: '2027-03-10' }, [])).toEqual([...free, own]);
    expect(offeredSlots([own], booking, { date: '2027-03-10' }, [])).toEqual([own]);
    expect(offeredSlots(free, booking, { date: '2027-03-11' }, [])).toEqual(free);
    expect(
      offeredSlots(free, booking, { date: '2027-03-11' }, [
        { hour: 9, min: 0 },
        { hour: 9, min: 10 },
      ]),
    ).toEqual([...free, { hour: 9, min: 10 }]);
  });

  it('knows the booking as it is', () => {
    const values = { year: 2027, month: 3, day: 10, hour: 8, minute: 0, adults: 2, juniors: 1 };
    expect(isUnchanged(values, booking)).toBe(true);
    expect(isUnchanged({ ...values, juniors: 0 }, booking)).toBe(false);
  });
});
