import { describe, expect, it } from 'vitest';
import { parseHandicapIndex } from './parseHandicapIndex';

describe('parseHandicapIndex', () => {
  it('reads indexes with a point or a comma, or none', () => {
    expect(parseHandicapIndex('18.4')).toBe(18.4);
    expect(parseHandicapIndex(' 18,4 ')).toBe(18.4);
    expect(parseHandicapIndex('7')).toBe(7);
    expect(parseHandicapIndex('54.0')).toBe(54);
    expect(parseHandicapIndex('0')).toBe(0);
  });

  it('reads plus handicaps, written + or −, as negative numbers', () => {
    expect(parseHandicapIndex('+2.4')).toBe(-2.4);
    expect(parseHandicapIndex('-2.4')).toBe(-2.4);
    expect(parseHandicapIndex('+5')).toBe(-5);
    expect(Object.is(parseHandicapIndex('+0'), 0)).toBe(true);
  });

  it('refuses text, two decimals and indexes outside +5.0 to 54.0', () => {
    expect(parseHandicapIndex('')).toBeUndefined();
    expect(parseHandicapIndex('abc')).toBeUndefined();
    expect(parseHandicapIndex('12.34')).toBeUndefined();
    expect(parseHandicapIndex('54.1')).toBeUndefined();
    expect(parseHandicapIndex('+5.1')).toBeUndefined();
    expect(parseHandicapIndex('1e1')).toBeUndefined();
  });
});
