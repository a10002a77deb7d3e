import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '../rules/bookingHorizon';
import { clubToday } from '../rules/clubTime';
import { messages } from './messages';
import { parseTableDate, tableRequestSchema } from './tableRequest';
import { MAX_TABLE_PERSONS, type TableRequestInput, tableRequestFields } from './tableRequestFields';

function shiftedToday(n: number): string {
  const [y, m, d] = clubToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const complete: TableRequestInput = {
  fullname: 'Ann Peeters',
  persons: '4',
  phone: '050 12 34 56',
  email: 'ann@example.net',
  date: `${shiftedToday(3)}T19:30`,
};

const firstMessage = (input: TableRequestInput) => {
  const result = tableRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('tableRequestSchema: all details required (docs/product.md, Table booking)', () => {
  it.each(Object.keys(tableRequestFields) as (keyof TableRequestInput)[])(
    'asks for all details when %s is missing or blank',
    (field) => {
      expect(firstMessage({ ...complete, [field]: undefined })).toBe(messages.tableDetailsMissing);
      expect(firstMessage({ ...complete, [field]: '  ' })).toBe(messages.tableDetailsMissing);
    },
  );

  it('uses the verbatim wording word for word', () => {
    expect(firstMessage({})).toBe('Please enter all your booking details first.');
  });

  it('reports one issue only when details are missing, even if others are also wrong', () => {
    const result = tableRequestSchema.safeParse({ ...complete, fullname: '', persons: '0', date: 'x' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.tableDetailsMissing]);
  });

  it('accepts a complete request', () => {
    expect(firstMessage(complete)).toBeNull();
  });
});

describe('tableRequestSchema: value checks', () => {
  it.each(['1', String(MAX_TABLE_PERSONS), ' 12 '])('accepts %j persons', (persons) => {
    expect(firstMessage({ ...complete, persons })).toBeNull();
  });

  it.each(['0', String(MAX_TABLE_PERSONS + 1), '-1', '2.5', 'four', '1000'])(
    'refuses %j persons',
    (persons) => {
      expect(firstMessage({ ...complete, persons })).toBe(messages.personsInvalid);
    },
  );

  it('accepts a date or a datetime-local value from today on', () => {
    expect(firstMessage({ ...complete, date: shiftedToday(0) })).toBeNull();
    expect(firstMessage({ ...complete, date: `${shiftedToday(0)}T00:00` })).toBeNull();
    expect(firstMessage({ ...complete, date: shiftedToday(30) })).toBeNull();
  });

  it('refuses past dates', () => {
    expect(firstMessage({ ...complete, date: shiftedToday(-1) })).toBe(messages.dateInPast);
    expect(firstMessage({ ...complete, date: `${shiftedToday(-1)}T23:59` })).toBe(messages.dateInPast);
  });

  it('refuses a date further ahead than the booking horizon (366 days)', () => {
    expect(firstMessage({ ...complete, date: `${shiftedToday(BOOKING_HORIZON_DAYS)}T19:30` })).toBeNull();
    expect(firstMessage({ ...complete, date: `${shiftedToday(BOOKING_HORIZON_DAYS + 1)}T19:30` })).toBe(
      messages.dateTooFarAhead,
    );
    expect(firstMessage({ ...complete, date: '2999-12-31' })).toBe(messages.dateTooFarAhead);
  });

  it.each([
    '2030-02-30',
    '2030-06-01T25:00',
    '2030-06-01T19:30:00',
    '2030-06-01 19:30',
    '01-06-2030',
    'soon',
  ])('refuses the date %j', (date) => {
    expect(firstMessage({ ...complete, date })).toBe(messages.dateInvalid);
  });

  it('does not check the e-mail format', () => {
    expect(firstMessage({ ...complete, email: 'call me' })).toBeNull();
  });
});

describe('tableRequestSchema: output', () => {
  it('trims the values and turns persons into a number', () => {
    expect(tableRequestSchema.parse({ ...complete, fullname: ' Ann ', persons: ' 6 ' })).toEqual({
      fullname: 'Ann',
      persons: 6,
      phone: '050 12 34 56',
      email: 'ann@example.net',
      date: complete.date,
    });
  });
});

describe('parseTableDate', () => {
  it('splits a datetime-local value', () => {
    expect(parseTableDate('2030-06-01T19:30')).toEqual({ date: '2030-06-01', time: '19:30' });
    expect(parseTableDate('2030-06-01')).toEqual({ date: '2030-06-01', time: null });
  });

  it('refuses anything else', () => {
    expect(parseTableDate('2030-06-01T')).toBeNull();
    expect(parseTableDate('2030-02-29')).toBeNull();
    expect(parseTableDate('')).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseTableDate('2028-02-29T12:00')).toEqual({ date: '2028-02-29', time: '12:00' });
  });
});
