import { describe, expect, it } from 'vitest';
import {
  addDays,
  blockDraftFor,
  blockFrom,
  deskBookingFrom,
  emptyDeskBooking,
  formatDayTitle,
  moveFrom,
} from './teeSheetForms';

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe('formatDayTitle', () => {
  it('names the weekday', () => {
    expect(formatDayTitle('2026-12-05')).toMatch(/^Saturday,? 5 December 2026$/);
  });
});

describe('deskBookingFrom', () => {
  const time = { hour: 10, minute: 0 };

  it('builds the request, leaving empty optional fields out', () => {
    const result = deskBookingFrom(
      {
        ...emptyDeskBooking,
        adults: '2',
        juniors: '',
        firstname: ' Ann ',
        lastname: 'Peeters',
        handicap: '12,4',
      },
      '2026-12-05',
      time,
    );
    expect(result.input).toEqual({
      date: '2026-12-05',
      hour: 10,
      minute: 0,
      adults: 2,
      juniors: 0,
      firstname: 'Ann',
      lastname: 'Peeters',
      handicap: 12.4,
    });
  });

  it('refuses an empty party, missing names, a bad e-mail and an unreadable handicap', () => {
    const result = deskBookingFrom(
      { ...emptyDeskBooking, adults: '0', juniors: '0', email: 'ann@', handicap: 'low' },
      '2026-12-05',
      time,
    );
    expect(Object.keys(result.errors ?? {}).sort()).toEqual([
      'adults',
      'email',
      'firstname',
      'handicap',
      'lastname',
    ]);
    expect(result.errors).toMatchObject({
      adults: 'A party is 1 to 4 players.',
      firstname: 'Please fill this in.',
      handicap: 'Please enter a number.',
    });
  });

  it('refuses a party over four', () => {
    const result = deskBookingFrom(
      { ...emptyDeskBooking, adults: '3', juniors: '2', firstname: 'A', lastname: 'B' },
      '2026-12-05',
      time,
    );
    expect(result.errors?.adults).toBe('A party is 1 to 4 players.');
  });
});

describe('blocks', () => {
  it('default to the one time, up to the next', () => {
    expect(blockDraftFor({ hour: 8, minute: 50 }, { hour: 9, minute: 0 })).toMatchObject({
      fromTime: '08:50',
      toTime: '09:00',
    });
    expect(blockDraftFor({ hour: 18, minute: 0 }, undefined)).toMatchObject({ toTime: '18:10' });
  });

  it('are checked with the server’s schema, force only when asked', () => {
    const times = { fromTime: '08:00', toTime: '10:00', reason: 'competition' as const, label: 'Club cup' };
    const draft = { ...times, untilDate: '' };
    expect(blockFrom(draft, '2026-12-05', false).input).toEqual({
      ...times,
      from: '2026-12-05',
      to: '2026-12-05',
    });
    expect(blockFrom(draft, '2026-12-05', true).input?.force).toBe(true);
    const bad = blockFrom({ ...draft, toTime: '07:00', label: ' ' }, '2026-12-05', false);
    expect(bad.errors).toEqual({
      toTime: 'The block must end after its first time.',
      label: expect.any(String),
    });
  });

  it('run over several days up to the last day given, never ending before the first', () => {
    const draft = {
      fromTime: '08:00',
      toTime: '10:00',
      reason: 'society' as const,
      label: 'Open week',
      untilDate: '2026-12-09',
    };
    expect(blockFrom(draft, '2026-12-05', false).input).toMatchObject({
      from: '2026-12-05',
      to: '2026-12-09',
    });
    expect(blockFrom({ ...draft, untilDate: '2026-12-04' }, '2026-12-05', false).errors).toEqual({
      untilDate: 'The block must not end before it starts.',
    });
  });
});

describe('moves', () => {
  it('read the time input’s HH:MM into hour and minute', () => {
    expect(moveFrom({ date: '2026-12-05', time: '10:20' })).toEqual({
      input: { date: '2026-12-05', hour: 10, minute: 20 },
    });
  });

  it('say what is wrong with an empty time or an impossible date', () => {
    expect(moveFrom({ date: '2026-12-05', time: '' }).error).toBe('Use a time as HH:MM.');
    expect(moveFrom({ date: '2026-02-30', time: '10:00' }).error).toBe('Use a date as yyyy-mm-dd.');
  });
});
