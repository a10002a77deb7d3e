// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../../../common/api/openingHours';
import { clubToday } from '../../../../../common/rules/clubTime';
import { SEEDED_OPENING_HOURS } from '../../../../../common/rules/openingHours';
import { renderPage } from '../../../entry-server';
import { seededClubQuery } from '../../club/test/seededClubDetails';
import { openingHoursQueryKey } from '../../opening-hours/api/getOpeningHours';
import { hoursAnswer } from '../../opening-hours/test/answers';

// docs/product.md, Opening hours: the home page's JSON-LD states the golf shop's hours staff saved, from the
// hours query the server answers in the home page's render (server/src/lib/pricePageQueries.ts), never the
// seeded ones. Rendered here with the real app, as the server does.

type Node = { openingHoursSpecification?: { opens: string; closes: string; validFrom: string }[] };

async function structuredDataOf(queries: Parameters<typeof renderPage>[2]): Promise<Node[]> {
  const { body } = await renderPage('/', 'en', queries);
  const page = document.implementation.createHTMLDocument('home');
  page.body.innerHTML = body;
  const data = page.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
  return (JSON.parse(data) as { '@graph': Node[] })['@graph'];
}

/** The shop open 07:00 to 21:00 all year, as staff might save it. */
const edited: OpeningHours = {
  ...SEEDED_OPENING_HOURS,
  shop: [
    {
      name: { en: 'All year', nl: 'Heel het jaar', fr: '', de: '' },
      from: { month: 1, day: 1 },
      to: { month: 12, day: 31 },
      days: Array.from({ length: 7 }, () => ({ opens: '07:00', closes: '21:00' })),
    },
  ],
};

describe('the home page’s structured data', () => {
  it('states the shop hours of the page’s hours query, as staff saved them', async () => {
    const today = clubToday();
    const graph = await structuredDataOf([
      seededClubQuery('en'),
      [openingHoursQueryKey(today, 'en'), hoursAnswer([], 'en', edited)],
    ]);
    for (const node of graph) {
      expect(node.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: '07:00', closes: '21:00', validFrom: `${today.slice(0, 4)}-01-01` }),
      ]);
    }
    expect(JSON.stringify(graph)).not.toContain('08:30');
  });

  it('states no hours when the page has none, not the seeded ones', async () => {
    const graph = await structuredDataOf([seededClubQuery('en')]);
    expect(graph).toHaveLength(2);
    for (const node of graph) expect(node).not.toHaveProperty('openingHoursSpecification');
  });
});
