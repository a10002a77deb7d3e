import { expect, test } from './fixtures';
import { countIntlCalls, watchForIntl } from './intlCalls';

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
