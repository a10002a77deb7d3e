import type { Page } from '@playwright/test';
import { club } from '../web/src/config/club';
import { expect, PHONE, test } from './fixtures';

const CONSENT_COOKIE = 'cookie-consent';
const YEAR_S = 365 * 24 * 60 * 60;

const toggle = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Site menu' });
const groupButton = (page: Page, name: string) => menu(page).getByRole('button', { name });
const focusIsInMenu = (page: Page) =>
  page.evaluate(() => document.getElementById('site-menu')?.contains(document.activeElement) ?? false);
const focusIsOnToggle = (page: Page) =>
  page.evaluate(() => document.activeElement?.classList.contains('menu-toggle') ?? false);
const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

test.describe('menu', PHONE, () => {
  test('opens from the toggle in the header, focus inside, one group open at a time', async ({ page }) => {
    await page.goto('/history');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'site-menu');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
    expect(await focusIsInMenu(page)).toBe(true);

    // On /history the menu opens on its group, The Club.
    await expect(groupButton(page, 'The Club')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: "Who's Who" })).toBeVisible();

    await groupButton(page, 'The Course').click();
    await expect(groupButton(page, 'The Course')).toHaveAttribute('aria-expanded', 'true');
    await expect(groupButton(page, 'The Club')).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: "Who's Who" })).toBeHidden();
    await expect(menu(page).getByRole('link', { name: 'Handicap Stroke Table' })).toBeVisible();

    await groupButton(page, 'Green Fees').click();
    await expect(groupButton(page, 'The Course')).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('button', { expanded: true })).toHaveCount(1);
    for (const name of ['Online Booking', 'Pricing', 'Golf Buggies', 'Driving Range', 'Dress Code']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/greenfees');
  });

  test('Escape closes it and focus returns to the toggle, without moving the page', async ({ page }) => {
    await page.goto('/greenfees');
    await page.addStyleTag({ content: '.page__body { min-height: 4000px; }' });
    await page.evaluate(() => window.scrollTo(0, 900));
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await focusIsOnToggle(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('a click outside closes it and focus returns to the toggle', async ({ page }) => {
    await page.goto('/greenfees');
    await toggle(page).click();
    await groupButton(page, 'Sustainable Ecology').click();
    await expect(menu(page)).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 800, height: 600 };
    await page.mouse.click(8, Math.round(viewport.height / 2));
    await expect(menu(page)).toBeHidden();
    expect(await focusIsOnToggle(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/greenfees');
  });

  test('a link closes it and opens the page; the keyboard works throughout', async ({ page }) => {
    await page.goto('/');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    // Focus is on the first group header: open it with the keyboard and follow its first link.
    await expect(groupButton(page, 'The Course')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course overview');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Golf Shop is a link; Members opens the external site in a new tab without an opener', async ({
    page,
  }) => {
    await page.goto('/');
    await toggle(page).click();
    const members = menu(page).getByRole('link', { name: /Members/ });
    await expect(members).toHaveAttribute('href', club.membersUrl);
    await expect(members).toHaveAttribute('target', '_blank');
    await expect(members).toHaveAttribute('rel', /\bnoopener\b/);
    await menu(page).getByRole('link', { name: 'Golf Shop' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Shop');
  });

  test('The Course shows the course-status text from the API as its Condition line', async ({
    page,
    request,
  }) => {
    const { content } = (await (await request.get('/api/v1/websitecontent/course-status')).json()) as {
      content: string;
    };
    expect(content.trim()).not.toBe('');
    await page.goto('/');
    await toggle(page).click();
    await groupButton(page, 'The Course').click();
    const condition = menu(page).locator('.menu-condition');
    await expect(condition).toBeVisible();
    await expect(condition).toContainText('Condition');
    await expect(condition).toContainText(content.trim());
  });
});

test.describe('header and footer', () => {
  test('the three visitor links are one tap away on every page', PHONE, async ({ page }) => {
    await page.goto('/dresscode');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Green Fees' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Fees');
    await nav.getByRole('link', { name: 'Online Booking' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Greenfee Booking');
    await nav.getByRole('link', { name: 'Course today' }).click();
    await expect(page).toHaveURL(/\/#course-status$/);
    await expect(page.locator('#course-status')).toBeInViewport();
  });

  test('the footer has the contact, members and privacy links and the cookie settings', async ({ page }) => {
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: club.phone })).toHaveAttribute('href', /^tel:\+/);
    await expect(footer.getByRole('link', { name: club.email })).toHaveAttribute(
      'href',
      `mailto:${club.email}`,
    );
    await expect(footer.getByRole('link', { name: /Members site/ })).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${club.name}`);
  });

  test('the type is the self-hosted Fraunces and Source Sans 3', async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fontFiles.push(new URL(response.url()).pathname);
    });
    await page.goto('/greenfees');
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((font) => font.status === 'loaded')
        .map((font) => font.family.replaceAll('"', '')),
    );
    expect(loaded).toEqual(expect.arrayContaining(['Fraunces', 'Source Sans 3']));
    expect(fontFiles.length).toBeGreaterThan(0);
    expect(fontFiles.every((file) => file.startsWith('/assets/') && /latin/.test(file))).toBe(true);
  });
});

test.describe('page transitions and scrolling', () => {
  const transition = (page: Page) => page.locator('.page-transition');

  test('leaving and entering home slide for 1000 ms; other changes fade', async ({ page }) => {
    await page.goto('/');
    await expect(transition(page)).toHaveAttribute('data-transition', 'none');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Green Fees' }).click();
    await expect(transition(page)).toHaveAttribute('data-transition', 'slide-from-end');
    await expect(transition(page)).toHaveCSS('animation-duration', '1s');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Online Booking' })
      .click();
    await expect(transition(page)).toHaveAttribute('data-transition', 'fade');
    await expect(transition(page)).toHaveCSS('animation-duration', '0.25s');
    await page.getByRole('link', { name: `${club.name}, home` }).click();
    await expect(transition(page)).toHaveAttribute('data-transition', 'slide-from-start');
    await expect(transition(page)).toHaveCSS('animation-name', 'page-slide-from-start');
  });

  test('nothing moves with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Green Fees' }).click();
    await expect(transition(page)).toHaveAttribute('data-transition', 'slide-from-end');
    await expect(transition(page)).toHaveCSS('animation-name', 'none');
    await toggle(page).click();
    const panelMotion = await page
      .locator('.menu-panel')
      .evaluate((panel) => Number.parseFloat(getComputedStyle(panel).transitionDuration));
    expect(panelMotion).toBeLessThan(0.001);
  });

  test('a new page starts at the top; back restores the position', async ({ page }) => {
    await page.goto('/greenfees');
    await page.addStyleTag({ content: '.page__body { min-height: 4000px; }' });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Online Booking' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Greenfee Booking');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Fees');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  });
});

test.describe('cookie consent', () => {
  test(
    'asks on the first visit; browsing on is no consent; the page stays usable',
    PHONE,
    async ({ page }) => {
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Green Fees' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Fees');
      await expect(banner(page)).toBeVisible();
      await page.reload();
      await expect(banner(page)).toBeVisible();
      expect(await consentCookie(page)).toBeUndefined();
    },
  );

  test('stores the categories chosen one by one for 1 year; a reload does not ask again', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
    const analytics = banner(page).getByRole('checkbox', { name: /Analytics/ });
    const video = banner(page).getByRole('checkbox', { name: /Video host/ });
    await expect(analytics).not.toBeChecked();
    await expect(video).not.toBeChecked();
    await analytics.check();
    const before = Date.now() / 1000;
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toBeHidden();

    const cookie = await consentCookie(page);
    expect(cookie?.value).toMatch(/^1\.0\.\d+$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires ?? 0).toBeGreaterThan(before + YEAR_S - 60);
    expect(cookie?.expires ?? 0).toBeLessThan(before + YEAR_S + 60);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // Cookie settings in the footer reopens the choices as stored.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: /Video host/ })).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toMatch(/^0\.0\.\d+$/);
  });

  test('Accept all allows every category', async ({ page }) => {
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toMatch(/^1\.1\.\d+$/);
  });
});
