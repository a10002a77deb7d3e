import { describe, expect, it } from 'vitest';
import { bookingStartState, onlineBookingStart } from './bookingStart';
import { initialOnlineBooking } from './onlineBooking';

const start = {
  date: '2030-06-14',
  adults: 2,
  juniors: 1,
  firstname: 'Alex',
  lastname: 'Sample',
  email: 'alex@example.net',
  telephone: '+32 470 00 00 00',
};

describe('onlineBookingStart', () => {
  it('starts the form with the date, party and details it was handed, the handicap left to type', () => {
    const state = onlineBookingStart(bookingStartState(start), '2030-06-01');
    expect(state).toEqual({
      ...initialOnlineBooking,
      details: {
        firstname: 'Alex',
        lastname: 'Sample',
        handicap: '',
        email: 'alex@example.net',
        telephone: '+32 470 00 00 00',
      },
      adults: '2',
      juniors: '1',
      date: '2030-06-14',
    });
  });

  it('starts empty without a start, or with one of another shape', () => {
    for (const history of [null, undefined, 'x', {}, { bookingStart: 'x' }, { other: start }])
      expect(onlineBookingStart(history, '2030-06-01')).toEqual(initialOnlineBooking);
  });

  it('leaves out a date already past and what does not fit', () => {
    const state = onlineBookingStart(
      bookingStartState({ ...start, adults: 7, juniors: 1.5, firstname: 'x'.repeat(101) }),
      '2030-06-15',
    );
    expect(state.date).toBe('');
    expect(state.adults).toBe(initialOnlineBooking.adults);
    expect(state.juniors).toBe(initialOnlineBooking.juniors);
    expect(state.details.firstname).toBe('');
    expect(state.details.lastname).toBe('Sample');
  });
});
