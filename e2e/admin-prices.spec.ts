import { devices, type Page } from '@playwright/test';
import { clubToday } from '../common/rules/clubTime';
import { expect, expectNoSeriousViolations, PHONE_ONLY, staffTest } from './fixtures';

/** A fee no seeded list has, so that the public page can only show it from the new list. */
const NEW_WEEKDAY_FEE = '123';

/** The weekday row of the Green Fees page's table: its first cells are the seasons' weekday fees. */
const weekdayRow = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /^Weekday/ });

staffTest.describe('prices, on the secretary’s phone', PHONE_ONLY, () => {
  staffTest(
    'staff copy the current list, change the weekday fee, date it today, and /greenfees shows it',
    async ({ page }, testInfo) => {
      const today = clubToday();
      await page.goto('/admin/prices');
      await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
      const inForce = page.getByRole('region', { name: 'In force today' }).getByRole('article');
      await expect(inForce).toHaveCount(1);
      const copiedName = (await inForce.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath('prices-screen.png'), fullPage: true });

      await inForce.getByRole('button', { name: 'New list from this one' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'New price list' })).toBeVisible();
      await expect(page.getByText(`Copied from “${copiedName}”`, { exact: false })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('prices-form.png') });
      await page.screenshot({ path: testInfo.outputPath('prices-form-full.png'), fullPage: true });
      await page.getByLabel('Name shown to visitors, English').fill('Green fees from today');
      await page.getByLabel('First day').fill(today);
      const seasons = page.getByRole('region', { name: 'Seasons' }).locator('fieldset.prices-season');
      for (const season of await seasons.all()) {
        await season.getByLabel('Weekday', { exact: true }).fill(NEW_WEEKDAY_FEE);
      }
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Save the list' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: '“Green fees from today” is saved.' }),
      ).toBeVisible();
      const newList = page
        .getByRole('region', { name: 'In force today' })
        .getByRole('article', { name: 'Green fees from today' });
      await expect(newList).toContainText(`Weekday €${NEW_WEEKDAY_FEE}`);
      await expect(
        page.getByRole('region', { name: 'Past lists' }).getByRole('article', { name: copiedName }),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('prices-saved.png'), fullPage: true });

      // The public page, as a visitor opens it: the list is in force today, with no build or restart.
      const visitor = await page
        .context()
        .browser()
        ?.newContext({ ...devices['Pixel 7'] });
      if (!visitor) throw new Error('No browser for the visitor.');
      const greenFees = await visitor.newPage();
      const baseURL = testInfo.project.use.baseURL;
      await expect(async () => {
        await greenFees.goto(`${baseURL}/greenfees`);
        await expect(weekdayRow(greenFees)).toContainText(NEW_WEEKDAY_FEE, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await visitor.close();

      // Nothing was booked at it yet, so it may go again: the copied list is in force once more.
      await newList.getByRole('button', { name: 'Delete' }).click();
      await newList.getByRole('button', { name: 'Yes, delete it' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: '“Green fees from today” is deleted.' }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'In force today' }).getByRole('article', { name: copiedName }),
      ).toBeVisible();
    },
  );
});
