import { describe, expect, it } from 'vitest';
import { club } from '../../../../common/config/club';
import { clubStructuredData, scriptSafeJson } from './structuredData';

describe('clubStructuredData', () => {
  it('gives the shop hours of each season as spans within the year, splitting the one over New Year', () => {
    const [organization] = clubStructuredData(club, 2026)['@graph'];
    const spans = (organization as { openingHoursSpecification: Record<string, unknown>[] })
      .openingHoursSpecification;
    expect(spans.map((span) => [span.validFrom, span.validThrough, span.opens, span.closes])).toEqual([
      ['2026-01-01', '2026-05-31', '08:30', '17:00'],
      ['2026-10-01', '2026-12-31', '08:30', '17:00'],
      ['2026-06-01', '2026-09-30', '08:00', '19:00'],
    ]);
    expect(spans[0]?.dayOfWeek).toHaveLength(7);
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element it sits in', () => {
    expect(scriptSafeJson({ text: '</script><!--' })).toBe('{"text":"\\u003c/script>\\u003c!--"}');
  });
});
