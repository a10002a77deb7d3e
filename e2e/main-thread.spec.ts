import { expect, test } from './fixtures';
import { countIntlCalls, watchForIntl } from './intlCalls';
import { countCommits } from './reRenders';

/**
 * The pages routes.spec.ts does not check for Intl (e2e/intlCalls.ts): home, whose live data is the most,
 * and a page in each other language, whose dates and prices are formatted for it.
 */
const pages = ['/', '/nl/greenfees', '/fr/dining-bar', '/de/holes'];

for (const path of pages) {
  test(`${path} loads, hydrates and shows its live data without Intl`, async ({ page }) => {
    await page.addInitScript(countIntlCalls);
    const expectNoIntl = watchForIntl(page, path);
    await page.goto(path);
    if (path === '/') {
      // The live parts of home: the status tiles and the weather bar with its "updated" time.
      await expect(
        page.getByRole('region', { name: 'Today on the course' }).getByText('Open').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Weather at the club' })).toBeVisible();
    }
    await expectNoIntl();
  });
}

/**
 * Each preload link costs the main thread about a millisecond to start on a slow phone. The app loader
 * adds the page's own in short tasks before the app starts; the booking form, loaded as the page starts,
 * leaves its imports to the browser (vite.config.ts, PARTS_LOADED_AT_START). Vite's helper adding its
 * own, some 30 in one task, was most of a long task on /booking (issue 38).
 */
test('/booking shows its form with no preload links but those the page lists', async ({ page }) => {
  await page.goto('/booking');
  await expect(page.locator('form input').first()).toBeVisible();
  const { listed, preloaded } = await page.evaluate(() => {
    const read = (id: string) => JSON.parse(document.getElementById(id)?.textContent ?? 'null');
    const app = read('app-scripts') as { entry: string; preload: string[] };
    const hrefs = [app.entry, ...app.preload, ...((read('page-scripts') as string[] | null) ?? [])];
    return {
      listed: hrefs.map((href) => new URL(href, document.baseURI).href),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    };
  });
  expect(listed.length).toBeGreaterThan(10);
  expect([...preloaded].sort()).toEqual([...new Set(listed)].sort());
});

/**
 * Once a page has hydrated, what changes then (the consent read from storage, the menu's links, the
 * videos switched on) renders only itself again, never the page around it (e2e/reRenders.ts): no later
 * commit updates more than a quarter of the page's elements. The home page's weather line and the holes'
 * videos update 15 % and 11 %; a page rendered again whole updated half (/dining-bar) to all (the stroke
 * table, 1,429 of 1,450).
 */
for (const path of ['/handicap-stroke-table', '/holes', '/', '/dining-bar']) {
  test(`${path} renders only what changes again after the hydration`, async ({ page }) => {
    await page.addInitScript(countCommits);
    await page.goto(path);
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    // Settled: no commit for a while.
    const commitCount = () => page.evaluate(() => window.__commits.length);
    await expect
      .poll(async () => {
        const before = await commitCount();
        await page.waitForTimeout(750);
        return (await commitCount()) === before;
      })
      .toBe(true);
    const [hydration, ...later] = await page.evaluate(() => window.__commits);
    expect(hydration?.elements).toBeGreaterThan(100);
    expect(later.length).toBeGreaterThan(0);
    for (const commit of later) {
      expect(commit.updated, `updated in ${commit.where.join(', ')}`).toBeLessThanOrEqual(
        (hydration?.elements ?? 0) / 4,
      );
    }
  });
}
