import type { Locator, Page } from '@playwright/test';
import { expect, PHONE_ONLY, test } from './fixtures';

/** Every element's rendered width and height, for the ones a thumb must hit. */
const sizes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent?.trim() ?? '', width: box.width, height: box.height };
    }),
  );

async function expectTappable(page: Page, locator: Locator, count: number) {
  await expect(locator).toHaveCount(count);
  for (const size of await sizes(locator)) {
    expect(size.width, `${size.text} width`).toBeGreaterThanOrEqual(44);
    expect(size.height, `${size.text} height`).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('tap targets on a phone (docs/product.md, Languages)', PHONE_ONLY, () => {
  test('the language buttons are at least 44 px each way, on a 360 and a 320 px phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const header = page.locator('.site-header__languages .language-switch__button');
    await expectTappable(page, header, 4);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectTappable(page, header, 4);
  });

  test("the holes' circles are at least 44 px each way", async ({ page }) => {
    await page.goto('/holes');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expectTappable(page, page.locator('.hole-nav__link'), 18);
  });
});
