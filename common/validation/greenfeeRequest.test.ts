import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '../rules/bookingHorizon';
import { clubToday } from '../rules/clubTime';
import { greenfeeRequestSchema } from './greenfeeRequest';
import {
  type GreenfeeRequestInput,
  MAX_HANDICAP,
  MIN_HANDICAP,
  parseCount,
  parseHandicap,
} from './greenfeeRequestFields';
import { messages } from './messages';

/** The club's today shifted by n days, as YYYY-MM-DD. */
function shiftedToday(n: number): string {
  const [y, m, d] = clubToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const complete: GreenfeeRequestInput = {
  firstname: 'Ann',
  lastname: 'Peeters',
  handicap: '12.4',
  email: 'ann@example.net',
  telephone: '+32 470 12 34 56',
  adults: '2',
  juniors: '1',
  date: shiftedToday(7),
  time: '10:30',
  remarks: 'Buggy please',
};

const firstMessage = (input: GreenfeeRequestInput) => {
  const result = greenfeeRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('greenfeeRequestSchema: the alerts of docs/product.md, Form and booking messages, in order', () => {
  it('asks for the fields one by one as the form is filled in', () => {
    const order: [keyof GreenfeeRequestInput, string][] = [
      ['firstname', messages.firstnameRequired],
      ['lastname', messages.lastnameRequired],
      ['handicap', messages.handicapRange],
      ['email', messages.emailRequired],
      ['telephone', messages.telephoneRequired],
      ['adults', messages.playersRequired],
      ['date', messages.dateRequired],
      ['time', messages.timeSlotRequired],
    ];
    const input: GreenfeeRequestInput = {};
    for (const [field, message] of order) {
      expect(firstMessage(input)).toBe(message);
      input[field] = complete[field];
    }
    expect(firstMessage(input)).toBeNull();
  });

  it('uses the verbatim wording word for word, typos included', () => {
    expect(firstMessage({})).toBe('Please enter your firstname.');
    expect(firstMessage({ ...complete, adults: '0', juniors: '0' })).toBe(
      'Please enter how many adults and/or junors',
    );
    expect(firstMessage({ ...complete, handicap: '36' })).toBe(
      'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
    );
    expect(firstMessage({ ...complete, time: ' ' })).toBe('Please choose your time slot.');
  });

  it('reports every failing field, first one first', () => {
    const result = greenfeeRequestSchema.safeParse({ ...complete, lastname: '', email: '', time: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      messages.lastnameRequired,
      messages.emailRequired,
      messages.timeSlotRequired,
    ]);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['lastname'], ['email'], ['time']]);
  });

  it('treats blank (whitespace-only) values as missing', () => {
    expect(firstMessage({ ...complete, firstname: '   ' })).toBe(messages.firstnameRequired);
    expect(firstMessage({ ...complete, telephone: '\t' })).toBe(messages.telephoneRequired);
    expect(firstMessage({ ...complete, date: ' ' })).toBe(messages.dateRequired);
  });
});

describe('greenfeeRequestSchema: value checks', () => {
  it.each(['-5', '35', '0', '12', '12.4', '12,4', '+3', ' 7 '])('accepts the handicap %j', (handicap) => {
    expect(firstMessage({ ...complete, handicap })).toBeNull();
  });

  it.each(['', '-6', '35.1', '36', 'abc', '12.45', '1e1', '--1', '12.', 'NaN'])(
    'refuses the handicap %j',
    (handicap) => {
      expect(firstMessage({ ...complete, handicap })).toBe(messages.handicapRange);
    },
  );

  it('needs at least one player; an empty count is 0', () => {
    expect(firstMessage({ ...complete, adults: '', juniors: '1' })).toBeNull();
    expect(firstMessage({ ...complete, adults: '1', juniors: '' })).toBeNull();
    expect(firstMessage({ ...complete, adults: '', juniors: '' })).toBe(messages.playersRequired);
    expect(firstMessage({ ...complete, adults: '-1', juniors: '2' })).toBe(messages.playersRequired);
    expect(firstMessage({ ...complete, adults: 'two', juniors: '0' })).toBe(messages.playersRequired);
    expect(firstMessage({ ...complete, adults: '1.5', juniors: '0' })).toBe(messages.playersRequired);
  });

  it('refuses more than 99 of either', () => {
    expect(firstMessage({ ...complete, adults: '99', juniors: '99' })).toBeNull();
    expect(firstMessage({ ...complete, adults: '100' })).toBe(messages.playersTooMany);
    expect(firstMessage({ ...complete, juniors: '100' })).toBe(messages.playersTooMany);
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    for (const date of ['2030-02-30', '2030-13-01', '2030-00-10', '01/06/2030', '2030-6-1', 'tomorrow']) {
      expect(firstMessage({ ...complete, date })).toBe(messages.dateInvalid);
    }
  });

  it('refuses past dates and accepts today', () => {
    expect(firstMessage({ ...complete, date: shiftedToday(-1) })).toBe(messages.dateInPast);
    expect(firstMessage({ ...complete, date: '2001-01-01' })).toBe(messages.dateInPast);
    expect(firstMessage({ ...complete, date: shiftedToday(0) })).toBeNull();
  });

  it('refuses a date further ahead than the booking horizon (366 days), with our own message', () => {
    expect(firstMessage({ ...complete, date: shiftedToday(BOOKING_HORIZON_DAYS) })).toBeNull();
    expect(firstMessage({ ...complete, date: shiftedToday(BOOKING_HORIZON_DAYS + 1) })).toBe(
      messages.dateTooFarAhead,
    );
    expect(firstMessage({ ...complete, date: '2999-12-31' })).toBe(messages.dateTooFarAhead);
    expect(messages.dateTooFarAhead).toBe('Please choose a date at most 366 days from today.');
  });

  it('refuses times that are not HH:MM', () => {
    for (const time of ['24:00', '10:60', '9:30', '10h30', 'noon']) {
      expect(firstMessage({ ...complete, time })).toBe(messages.timeInvalid);
    }
    expect(firstMessage({ ...complete, time: '00:00' })).toBeNull();
    expect(firstMessage({ ...complete, time: '23:59' })).toBeNull();
  });

  it('does not check the e-mail format (docs/product.md, Form and booking messages)', () => {
    expect(firstMessage({ ...complete, email: 'not an address' })).toBeNull();
  });

  it('makes remarks optional', () => {
    const { remarks: _, ...withoutRemarks } = complete;
    expect(firstMessage(withoutRemarks)).toBeNull();
  });
});

describe('greenfeeRequestSchema: output', () => {
  it('trims the texts and turns handicap and counts into numbers', () => {
    const parsed = greenfeeRequestSchema.parse({
      ...complete,
      firstname: '  Ann ',
      handicap: ' 12,4 ',
      adults: ' 2 ',
      juniors: '',
      remarks: undefined,
    });
    expect(parsed).toEqual({
      firstname: 'Ann',
      lastname: 'Peeters',
      handicap: 12.4,
      email: 'ann@example.net',
      telephone: '+32 470 12 34 56',
      adults: 2,
      juniors: 0,
      date: complete.date,
      time: '10:30',
      remarks: '',
    });
  });
});

describe('parseHandicap and parseCount', () => {
  it('parseHandicap keeps the bounds and reads a decimal comma', () => {
    expect(parseHandicap(String(MIN_HANDICAP))).toBe(-5);
    expect(parseHandicap(String(MAX_HANDICAP))).toBe(35);
    expect(parseHandicap('-0,5')).toBe(-0.5);
    expect(parseHandicap(undefined)).toBeNull();
    expect(parseHandicap('-5.1')).toBeNull();
  });

  it('parseCount reads whole numbers of up to 3 digits', () => {
    expect(parseCount(undefined)).toBe(0);
    expect(parseCount('  ')).toBe(0);
    expect(parseCount('007')).toBe(7);
    expect(parseCount('999')).toBe(999);
    expect(parseCount('1000')).toBeNull();
    expect(parseCount('+1')).toBeNull();
    expect(parseCount('1 2')).toBeNull();
  });
});
