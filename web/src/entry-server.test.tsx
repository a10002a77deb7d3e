// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PriceListAnswer } from '../../common/api/priceLists';
import { clubToday } from '../../common/rules/clubTime';
import { localizePriceList } from '../../common/rules/priceLists';
import { SEEDED_PRICE_LIST } from '../../common/test/seededPriceList';
import { createQueryClient, QUERY_DATA_ID, seededQueriesOf } from './app/queryClient';
import { renderPage } from './entry-server';
import { pageQueryKey } from './features/content-pages/api/getPage';
import { seededPage } from './features/content-pages/test/seededPages';
import { priceListQueryKey } from './features/prices/api/getPriceList';

// The server renders the price pages with the list in force (docs/decisions/0031-pages-rendered-on-change.md):
// the page shows it instead of its loading state, and carries it for the browser's first render.

const answerWith = (weekdayHigh: number): PriceListAnswer => ({
  list: localizePriceList(
    {
      id: 7,
      ...SEEDED_PRICE_LIST,
      greenFees: { ...SEEDED_PRICE_LIST.greenFees, weekday: { low: 97, high: weekdayHigh } },
      name: { ...SEEDED_PRICE_LIST.name, en: 'Green fees </script> 2026' },
    },
    'en',
  ),
  next: null,
});

describe('renderPage with queries', () => {
  it('renders the green fees with the list it is given, and writes the list into the head as data', async () => {
    const answer = answerWith(987);
    const key = priceListQueryKey(clubToday(), 'en');
    const page = [pageQueryKey('greenfees', 'en'), seededPage('greenfees')] as const;
    const { head, body } = await renderPage('/greenfees', 'en', [page, [key, answer]]);
    expect(body).toContain('987');
    const block = head.find((tag) => tag.includes(`id="${QUERY_DATA_ID}"`));
    expect(block).toMatch(/^<script type="application\/json" id="query-data">/);
    // Nothing in the data ends the element early.
    expect(block?.slice(0, -'</script>'.length)).not.toContain('</script');
    document.head.innerHTML = block ?? '';
    const seeded = seededQueriesOf(document);
    expect(seeded).toEqual([
      [[...page[0]], page[1]],
      [[...key], answer],
    ]);
    expect(createQueryClient(seeded).getQueryData(key)).toEqual(answer);
  });

  it('renders the loading state and no data without queries, as the build does', async () => {
    const { head, body } = await renderPage('/greenfees', 'en');
    expect(body).not.toContain('987');
    expect(head.some((tag) => tag.includes(QUERY_DATA_ID))).toBe(false);
  });

  it('reads no queries from a page without a data block or with unreadable data', () => {
    document.head.innerHTML = '';
    expect(seededQueriesOf(document)).toEqual([]);
    document.head.innerHTML = `<script type="application/json" id="${QUERY_DATA_ID}">{not json</script>`;
    expect(seededQueriesOf(document)).toEqual([]);
  });
});
