import { type Browser, devices, type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, PHONE_ONLY, staffTest } from './fixtures';

/** A sentence of the seeded French dress code (server/src/content/seed/pages/dresscode.ts). */
const SEEDED = 'Les casquettes se portent visière vers l’avant.';
/** What the secretary makes of it: no seeded text of any page says this. */
const CHANGED = 'Les casquettes se portent visière vers l’avant, même au bar.';

/** /fr/dresscode as a visitor on another phone opens it, until it shows `text` (or stops showing it). */
async function visitorSees(browser: Browser | null, baseURL: string | undefined, text: string, shown = true) {
  const visitor = await browser?.newContext({ ...devices['Pixel 7'] });
  if (!visitor) throw new Error('No browser for the visitor.');
  const page = await visitor.newPage();
  await expect(async () => {
    await page.goto(`${baseURL}/fr/dresscode`);
    const sentence = page.getByRole('main').getByText(text, { exact: true });
    if (shown) await expect(sentence).toBeVisible({ timeout: 1_000 });
    else await expect(sentence).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
}

const status = (page: Page) => page.locator('.admin-save-bar [role="status"]');

staffTest.describe('pages, on the secretary’s phone', PHONE_ONLY, () => {
  staffTest(
    'staff change a sentence of the dress code in French, preview it, publish it, and /fr/dresscode shows it',
    async ({ page, browser }, testInfo) => {
      staffTest.slow();
      const baseURL = testInfo.project.use.baseURL;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/pages');
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('pages-list.png'), fullPage: true });
      await page.getByRole('link', { name: 'Dress Code' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dress Code' })).toBeVisible();

      await page.getByRole('radio', { name: /^French/ }).check();
      const rules = page.getByRole('textbox', { name: 'Text, French' }).first();
      await expect(rules.getByText(SEEDED, { exact: true })).toBeVisible();
      await rules.getByText(SEEDED, { exact: true }).selectText();
      await page.keyboard.type(CHANGED);
      await expect(rules.getByText(CHANGED, { exact: true })).toBeVisible();
      await expect(status(page)).toHaveText('Unsaved changes');
      await page.screenshot({ path: testInfo.outputPath('page-editor.png') });
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(status(page)).toContainText('Draft saved at');

      // The draft, in the frame at a phone's width, in French; visitors do not see it yet.
      await page.getByRole('link', { name: 'Preview' }).click();
      const preview = page.frameLocator('iframe[title^="The page as visitors will see it, in French"]');
      await expect(preview.getByText(CHANGED, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('page-preview.png') });
      await visitorSees(browser, baseURL, SEEDED);

      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Yes, publish' }).click();
      await expect(status(page)).toContainText('Published at');
      await visitorSees(browser, baseURL, CHANGED);

      // The first revision brings the seeded sentence back, as a new revision of its own.
      await page.getByRole('link', { name: 'History' }).click();
      const first = page.getByRole('article', { name: 'Revision 1' });
      await first.getByRole('button', { name: 'Restore: Revision 1' }).click();
      await first.getByRole('button', { name: 'Yes, restore it' }).click();
      await expect(status(page)).toContainText('Revision 1 restored at');
      await expect(page.getByRole('article', { name: /^Revision 3/ })).toContainText(
        'Restored from revision 1.',
      );
      await page.screenshot({ path: testInfo.outputPath('page-history.png'), fullPage: true });
      await visitorSees(browser, baseURL, SEEDED);
    },
  );
});
