import { describe, expect, it } from 'vitest';
import { byteRange } from './byteRange';

describe('byteRange', () => {
  it('reads one range, an open end, and a suffix', () => {
    expect(byteRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-20', 100)).toEqual({ start: 80, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('refuses a range beyond the file', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('sends the whole file for anything else', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])
      expect(byteRange(header, 100)).toBeNull();
    expect(byteRange(`bytes=0-${'9'.repeat(40)}`, 100)).toEqual({ start: 0, end: 99 });
  });
});
