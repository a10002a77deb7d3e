import { describe, expect, it } from 'vitest';
import { sameDraft } from './sameDraft';

describe('sameDraft', () => {
  it('compares every field, including one only the other draft has', () => {
    expect(sameDraft({ a: '1', b: '' }, { a: '1', b: '' })).toBe(true);
    expect(sameDraft({ a: '1', b: '' }, { a: '1', b: ' ' })).toBe(false);
    expect(sameDraft<{ a: string; b?: string }>({ a: '1' }, { a: '1', b: '' })).toBe(false);
  });
});
