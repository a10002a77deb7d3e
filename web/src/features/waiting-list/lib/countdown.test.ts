import { describe, expect, it } from 'vitest';
import { formatRemaining } from './countdown';

describe('what is left of a hold', () => {
  it('is minutes and seconds, rounded up to the second', () => {
    expect(formatRemaining(30 * 60_000)).toBe('30:00');
    expect(formatRemaining(29 * 60_000 + 41_200)).toBe('29:42');
    expect(formatRemaining(9_000)).toBe('0:09');
  });

  it('counts hours from an hour', () => {
    expect(formatRemaining(65 * 60_000)).toBe('1:05:00');
    expect(formatRemaining(24 * 3_600_000)).toBe('24:00:00');
  });

  it('is nothing once it has passed', () => {
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-5_000)).toBe('0:00');
  });
});
