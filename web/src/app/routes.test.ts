// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bookingDetailsPath, holePath, parseHoleParam } from './routes';

describe('routes', () => {
  it('reads the hole number of /holes/hole-{n}-page, 1 to 18 only', () => {
    expect(parseHoleParam('hole-1-page')).toBe(1);
    expect(parseHoleParam('hole-18-page')).toBe(18);
    expect(parseHoleParam('hole-0-page')).toBeUndefined();
    expect(parseHoleParam('hole-19-page')).toBeUndefined();
    expect(parseHoleParam('7')).toBeUndefined();
    expect(parseHoleParam(undefined)).toBeUndefined();
  });

  it('builds hole and booking paths', () => {
    expect(holePath(3)).toBe('/holes/hole-3-page');
    expect(bookingDetailsPath('a b')).toBe('/bookings/a%20b');
  });
});
