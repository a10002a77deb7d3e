import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW, joinDefaults, windowAround, windowTimes } from './joinForm';

describe('the window around a chosen time', () => {
  it('is the hour either side, its ends on the selects’ steps', () => {
    expect(windowAround({ hour: 10, min: 0 })).toEqual({ from: '09:00', to: '11:00' });
    expect(windowAround({ hour: 10, min: 5 })).toEqual({ from: '09:00', to: '11:10' });
    expect(windowAround({ hour: 7, min: 38 })).toEqual({ from: '06:30', to: '08:40' });
  });

  it('stays within the times offered', () => {
    expect(windowAround({ hour: 6, min: 20 })).toEqual({ from: '06:00', to: '07:20' });
    expect(windowAround({ hour: 20, min: 50 })).toEqual({ from: '19:50', to: '21:00' });
    for (const time of Object.values(windowAround({ hour: 13, min: 17 })))
      expect(windowTimes).toContain(time);
  });

  it('is most of the day without a chosen time', () => {
    expect(windowAround(null)).toEqual(DEFAULT_WINDOW);
    expect(windowTimes).toContain(DEFAULT_WINDOW.from);
    expect(windowTimes).toContain(DEFAULT_WINDOW.to);
    expect(windowTimes[0]).toBe('06:00');
    expect(windowTimes.at(-1)).toBe('21:00');
  });
});

describe('the form’s first values', () => {
  const prefill = {
    date: '2999-06-14',
    slot: null,
    adults: '2',
    juniors: '',
    firstname: ' Alex ',
    lastname: 'Sample',
    email: 'alex@example.net ',
    telephone: '+32 470 00 00 00',
  };

  it('take the booking form’s, trimmed, and the page’s language', () => {
    expect(joinDefaults(prefill, 'fr')).toEqual({
      date: '2999-06-14',
      from: '08:00',
      to: '18:00',
      adults: 2,
      juniors: 0,
      firstname: 'Alex',
      lastname: 'Sample',
      email: 'alex@example.net',
      telephone: '+32 470 00 00 00',
      language: 'fr',
    });
  });

  it('start with one adult when the party is none or not a count', () => {
    expect(joinDefaults({ ...prefill, adults: '0', juniors: '0' }, 'en').adults).toBe(1);
    expect(joinDefaults({ ...prefill, adults: 'x' }, 'en').adults).toBe(1);
  });
});
