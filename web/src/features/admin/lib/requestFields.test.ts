import { describe, expect, it } from 'vitest';
import { orderedFields, requestName, requestValueText } from './requestFields';

describe('request fields', () => {
  it('puts who, when and how many first', () => {
    const fields = {
      email: 'a@example.net',
      date: '2026-11-27T19:30',
      persons: '4',
      fullname: 'Marc',
      extra: 'x',
    };
    expect(orderedFields(fields).map(([key]) => key)).toEqual([
      'fullname',
      'date',
      'persons',
      'email',
      'extra',
    ]);
  });

  it('names the player from the full name or first and last name', () => {
    expect(requestName({ fullname: ' Marc Janssens ' })).toBe('Marc Janssens');
    expect(requestName({ firstname: 'Ann', lastname: 'Peeters' })).toBe('Ann Peeters');
    expect(requestName({ email: 'x@example.net' })).toBe('');
  });

  it('writes dates in words without moving them to another time zone', () => {
    expect(requestValueText('2026-11-27T19:30')).toBe('Fri, Nov 27, 2026, 19:30');
    expect(requestValueText('2026-12-06')).toBe('Sun, Dec 6, 2026');
    expect(requestValueText('12,4')).toBe('12,4');
  });
});
