import { describe, expect, it } from 'vitest';
import { contentKeys, isTranslatedContentKey, translatedContentKeys, winterGreensFromText } from './content';

describe('content staff write per language', () => {
  it('names keys of docs/product.md, Content keys, and no others', () => {
    for (const key of translatedContentKeys) expect(contentKeys).toContain(key);
    expect(contentKeys.filter(isTranslatedContentKey)).toEqual([
      'course-status',
      'course-status-info',
      'menu',
    ]);
    expect(isTranslatedContentKey('vlinder')).toBe(false);
    expect(isTranslatedContentKey('Menu')).toBe(false);
  });

  it('reads winter greens as typed: a whole number as a number, empty as none, anything else as text', () => {
    expect(winterGreensFromText(' 12 ')).toBe(12);
    expect(winterGreensFromText('')).toBe(0);
    expect(winterGreensFromText('   ')).toBe(0);
    expect(winterGreensFromText(' Alle ')).toBe('Alle');
    expect(winterGreensFromText('2.5')).toBe('2.5');
    expect(winterGreensFromText('12345')).toBe('12345');
  });
});
