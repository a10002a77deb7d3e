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
