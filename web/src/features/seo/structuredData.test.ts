import { describe, expect, it } from 'vitest';
import type { OpeningPeriod } from '../../../../common/api/openingHours';
import { SEEDED_OPENING_HOURS } from '../../../../common/rules/openingHours';
import { seededClubDetails } from '../club/test/seededClubDetails';
import { clubStructuredData, scriptSafeJson } from './structuredData';

type Spans = { openingHoursSpecification?: Record<string, unknown>[] };
const graphOf = (data: ReturnType<typeof clubStructuredData>) => data['@graph'] as Spans[];
const club = seededClubDetails();

describe('clubStructuredData', () => {
  it('gives the shop hours of each season as spans within the year, splitting the one over New Year', () => {
    const [organization] = graphOf(clubStructuredData(club, 2026, SEEDED_OPENING_HOURS.shop));
    const spans = organization?.openingHoursSpecification ?? [];
    expect(spans.map((span) => [span.validFrom, span.validThrough, span.opens, span.closes])).toEqual([
      ['2026-01-01', '2026-05-31', '08:30', '17:00'],
      ['2026-10-01', '2026-12-31', '08:30', '17:00'],
      ['2026-06-01', '2026-09-30', '08:00', '19:00'],
    ]);
    expect(spans[0]?.dayOfWeek).toHaveLength(7);
  });

  it('states the seasons it is given, grouping days by their hours and leaving out closed days and open ends', () => {
    const winter: OpeningPeriod = {
      name: { en: 'Winter', nl: '', fr: '', de: '' },
      from: { month: 11, day: 15 },
      to: { month: 2, day: 28 },
      // Monday first: closed on Monday, "from 10:00" on Sunday.
      days: [
        null,
        { opens: '09:00', closes: '16:00' },
        { opens: '09:00', closes: '16:00' },
        { opens: '09:00', closes: '16:00' },
        { opens: '09:00', closes: '18:00' },
        { opens: '09:00', closes: '18:00' },
        { opens: '10:00', closes: null },
      ],
    };
    for (const node of graphOf(clubStructuredData(club, 2027, [winter]))) {
      expect(node.openingHoursSpecification).toEqual([
        expect.objectContaining({
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'],
          opens: '09:00',
          closes: '16:00',
          validFrom: '2027-01-01',
          validThrough: '2027-02-28',
        }),
        expect.objectContaining({ dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'], validFrom: '2027-11-15' }),
        expect.objectContaining({
          dayOfWeek: ['Friday', 'Saturday'],
          closes: '18:00',
          validFrom: '2027-01-01',
        }),
        expect.objectContaining({ dayOfWeek: ['Friday', 'Saturday'], validThrough: '2027-12-31' }),
      ]);
    }
  });

  it('states no hours at all without them, rather than any it was not given', () => {
    const data = clubStructuredData(club, 2026);
    for (const node of graphOf(data)) expect(node).not.toHaveProperty('openingHoursSpecification');
    expect(JSON.stringify(data)).not.toContain('OpeningHoursSpecification');
  });
});

describe('the club’s slogan', () => {
  it('is its tagline in the page’s language, and left out when staff gave none', () => {
    const [french] = clubStructuredData(seededClubDetails('fr'), 2026)['@graph'];
    expect(french).toMatchObject({ slogan: 'Un links dans les dunes de la côte belge.' });
    const none = { ...club, tagline: { text: '', fallback: false } };
    expect(clubStructuredData(none, 2026)['@graph'][0]).not.toHaveProperty('slogan');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element it sits in', () => {
    expect(scriptSafeJson({ text: '</script><!--' })).toBe('{"text":"\\u003c/script>\\u003c!--"}');
  });
});
