import { describe, expect, it } from 'vitest';
import { sameDraft } from './sameDraft';

describe('sameDraft', () => {
  it('compares every field, including one only the other draft has', () => {
    expect(sameDraft({ a: '1', b: '' }, { a: '1', b: '' })).toBe(true);
    expect(sameDraft({ a: '1', b: '' }, { a: '1', b: ' ' })).toBe(false);
    expect(sameDraft<{ a: string; b?: string }>({ a: '1' }, { a: '1', b: '' })).toBe(false);
  });

  it('compares a field that holds a text per language by its texts, not by the object', () => {
    type Draft = { severity: string; content: Record<string, string> };
    const draft = (nl: string): Draft => ({ severity: 'info', content: { en: 'Frost', nl, fr: '', de: '' } });
    expect(sameDraft(draft('Vorst'), draft('Vorst'))).toBe(true);
    expect(sameDraft(draft('Vorst'), draft('Vorst!'))).toBe(false);
    expect(sameDraft(draft(''), { severity: 'info', content: { en: 'Frost', nl: '', fr: '' } })).toBe(false);
  });
});
