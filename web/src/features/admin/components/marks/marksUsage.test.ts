import { describe, expect, it } from 'vitest';
import { admin } from '../../../../i18n/en/admin';
import { formatCount } from '../../../../lib/i18nPlural';
import type { AdminTranslate } from '../../i18n';
import { usedOnText } from '../media/mediaLabels';

const t = ((key: keyof typeof admin, params?: Record<string, string | number>) =>
  formatCount(admin[key], params, 'en')) as AdminTranslate;

describe('where the library says a mark’s picture is used', () => {
  it('names the awards and brands, beside the pages', () => {
    expect(usedOnText(['marks'], t)).toBe('the awards and brands');
    expect(usedOnText(['golfshop', 'marks'], t)).toBe('the golfshop page and the awards and brands');
  });
});
