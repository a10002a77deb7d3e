import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openWithoutScripts, PHONE, test } from './fixtures';

// The axe scans of these pages are in routes.spec.ts.

/** A visitor who has already chosen their cookies, so the consent banner stays out of the way. */
async function visit(page: Page, path: string) {
  const url = new URL(path, test.info().project.use.baseURL);
  await page.context().addCookies([{ name: 'cookie-consent', value: `0.0.${Date.now()}`, url: url.origin }]);
  await page.goto(path);
}

/** What each hole's section holds: whether it has a video, its sources, and whether it plays. */
function videoStates(page: Page) {
  return page.evaluate(() =>
    Array.from({ length: 18 }, (_, index) => {
      const section = document.getElementById(`hole-${index + 1}`);
      const video = section?.querySelector('video');
      return {
        hole: index + 1,
        video: Boolean(video),
        sources: section?.querySelectorAll('video source, video[src]').length ?? 0,
        playing: video ? !video.paused : false,
      };
    }),
  );
}

const playingHoles = async (page: Page) =>
  (await videoStates(page)).filter((state) => state.playing).map((state) => state.hole);
const holesWithVideo = async (page: Page) =>
  (await videoStates(page)).filter((state) => state.sources > 0).map((state) => state.hole);

/** Where the top of a hole's section is, below the sticky header (0: it has landed there). */
const offsetFromHeader = (page: Page, hole: number) =>
  page.evaluate((n) => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    return Math.round((document.getElementById(`hole-${n}`)?.getBoundingClientRect().top ?? 9999) - header);
  }, hole);

const scrollToHole = (page: Page, hole: number) =>
  page.evaluate((n) => document.getElementById(`hole-${n}`)?.scrollIntoView({ block: 'start' }), hole);

const holeNav = (page: Page) => page.getByRole('navigation', { name: 'Holes 1 to 18' });

test.describe('Holes', () => {
  test('plays only the video of the hole in view; its neighbours preload, far holes load nothing', async ({
    page,
  }) => {
    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      const match = /\/media\/hole-(\d+)\.(webm|mp4)$/.exec(new URL(request.url()).pathname);
      if (match) mediaRequests.push(match[1] ?? '');
    });
    await visit(page, '/holes');
    await expect(page.getByRole('heading', { level: 2, name: 'Hole 1 of 18: Zeewind' })).toBeVisible();
    await expect.poll(() => playingHoles(page)).toEqual([1]);
    expect(await holesWithVideo(page)).toEqual([1, 2]);
    const video = page.locator('#hole-1 video');
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([
      true,
      true,
    ]);
    await expect(video).toHaveAttribute('playsinline', '');
    // The picture under the video shows until it plays: the video has no poster to download.
    await expect(video).not.toHaveAttribute('poster');
    await expect(video.locator('source').first()).toHaveAttribute('type', 'video/webm');
    await expect(page.locator('#hole-2 video')).toHaveAttribute('preload', 'auto');
    expect(new Set(mediaRequests)).toEqual(new Set(['1', '2']));

    await scrollToHole(page, 9);
    await expect.poll(() => playingHoles(page)).toEqual([9]);
    expect(await holesWithVideo(page)).toEqual([8, 9, 10]);
    expect([...new Set(mediaRequests)].every((hole) => ['1', '2', '8', '9', '10'].includes(hole))).toBe(true);
  });

  test("the first hole's poster comes with the page, the other media once the app runs", async ({
    browser,
    page,
  }, testInfo) => {
    // With JavaScript: the later holes' posters and every plan are asked for only after the first paint
    // and the app's start, so they cannot hold up the first hole's picture (Chromium's lazy loading would
    // fetch several screens ahead).
    await visit(page, '/holes');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.locator('.holes-layout noscript')).toHaveCount(0);
    await expect(page.locator('#hole-2 .hole__plan img')).toHaveAttribute('src', '/media/hole-2.svg');
    await expect(page.locator('#hole-2 picture source').first()).toHaveAttribute(
      'srcset',
      '/media/hole-2.avif',
    );
    // Hole 2 is within the lazy-loading distance on both viewports: once its picture is asked for,
    // every request the check below covers has been made.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/media\/hole-2\.avif$/.test(entry.name)),
        ),
      )
      .toBe(true);
    const timing = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType('resource');
      const app = resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      const media = resources
        .filter((entry) => /\/media\/hole-\d+\.(avif|webp|jpg|svg)$/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }));
      return { painted, appRequested: app?.startTime ?? Number.NaN, media };
    });
    expect(timing.painted).toBeGreaterThan(0);
    const files = timing.media.map((entry) => entry.file);
    // The browser takes the first hole's AVIF poster from the page itself; its plan, like every other
    // hole's media, once the app runs.
    expect(files).toContain('/media/hole-1.avif');
    expect(files).not.toContain('/media/hole-1.jpg');
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/media/hole-1.svg')),
        ),
      )
      .toBe(true);
    for (const entry of timing.media.filter((entry) => entry.file !== '/media/hole-1.avif')) {
      expect(entry.start, entry.file).toBeGreaterThan(timing.painted);
      expect(entry.start, entry.file).toBeGreaterThan(timing.appRequested);
    }

    // Without JavaScript, the prerendered <noscript> copies load as usual once a hole is near.
    const { staticPage, close } = await openWithoutScripts(browser, testInfo, '/holes');
    await staticPage.locator('#hole-5').scrollIntoViewIfNeeded();
    for (const image of [
      staticPage.locator('#hole-5 .hole__plan img'),
      staticPage.locator('#hole-5 img.hole__poster'),
    ]) {
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(
      await staticPage
        .locator('#hole-5 img.hole__poster')
        .evaluate((element: HTMLImageElement) => element.currentSrc),
    ).toMatch(/\/media\/hole-5\.avif$/);
    await close();
  });

  test('shows only the posters with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/holes');
    await expect(page.getByRole('heading', { level: 2, name: 'Hole 1 of 18: Zeewind' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('#hole-1 img.hole__poster')).toHaveAttribute('src', '/media/hole-1.jpg');
  });

  test('shows only the posters with Save-Data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await visit(page, '/holes');
    await expect(page.getByRole('heading', { level: 2, name: 'Hole 1 of 18: Zeewind' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('#hole-1 img.hole__poster')).toBeVisible();
  });

  test('opening /holes/hole-12-page lands on hole 12', PHONE, async ({ page }) => {
    await visit(page, '/holes/hole-12-page');
    // The scroll comes 1 s after the screen shows (docs/product.md, Holes); on a loaded machine it shows
    // late.
    await expect(page.getByRole('heading', { level: 1, name: 'Holes' })).toBeVisible();
    await expect.poll(() => offsetFromHeader(page, 12)).toBeLessThanOrEqual(2);
    expect(await offsetFromHeader(page, 12)).toBeGreaterThanOrEqual(-2);
    await expect(holeNav(page).getByRole('link', { name: 'Hole 12, Horizon' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('a hole jumped to stays under the header while the page above it settles', PHONE, async ({ page }) => {
    await visit(page, '/holes/hole-12-page');
    await expect.poll(async () => Math.abs(await offsetFromHeader(page, 12))).toBeLessThanOrEqual(2);
    // The header grows after the jump (a club name wrapping once the web fonts arrive, say): every hole
    // above gets shorter, which the browser's scroll anchoring does not follow.
    await page.evaluate(() => {
      const header = document.querySelector<HTMLElement>('.site-header');
      if (header) header.style.minHeight = `${header.getBoundingClientRect().height + 40}px`;
    });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.style.getPropertyValue('--site-header-height')),
      )
      .toBe(
        `${await page.evaluate(() => document.querySelector('.site-header')?.getBoundingClientRect().height)}px`,
      );
    await expect.poll(async () => Math.abs(await offsetFromHeader(page, 12))).toBeLessThanOrEqual(2);
  });

  test('a hole outside 1 to 18 shows the holes screen from the top', async ({ page }) => {
    await visit(page, '/holes/hole-19-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Holes' })).toBeVisible();
    await page.waitForTimeout(1600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the circle navigation highlights the hole in view and jumps to a hole', PHONE, async ({ page }) => {
    await visit(page, '/holes');
    const nav = holeNav(page);
    await expect(nav.getByRole('link')).toHaveCount(18);
    await scrollToHole(page, 6);
    await expect(nav.getByRole('link', { name: 'Hole 6, Lighthouse' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await nav.getByRole('link', { name: 'Hole 14, Natterjack' }).click();
    await expect.poll(() => offsetFromHeader(page, 14)).toBeLessThanOrEqual(2);
    await expect(nav.getByRole('link', { name: 'Hole 14, Natterjack' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect.poll(() => playingHoles(page)).toEqual([14]);
  });

  test('each hole links to the next, and the 18th to Green Fees', async ({ page }) => {
    await visit(page, '/holes');
    for (let hole = 1; hole < 18; hole++) {
      await expect(page.locator(`#hole-${hole} .hole__next`)).toHaveAttribute(
        'href',
        `/holes/hole-${hole + 1}-page`,
      );
    }
    await page.locator('#hole-3').getByRole('link', { name: 'Next: hole 4 Duinpan' }).click();
    await expect.poll(() => offsetFromHeader(page, 4)).toBeLessThanOrEqual(2);

    await scrollToHole(page, 18);
    const last = page.locator('#hole-18').getByRole('link', { name: 'After the 18th Green Fees' });
    await expect(last).toHaveAttribute('href', '/greenfees');
    await last.click();
    await expect(page).toHaveURL(/\/greenfees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Green Fees' })).toBeVisible();
  });
});

test.describe('Course overview', () => {
  test('the 18 tiles of the course map link to their holes', async ({ page }) => {
    await visit(page, '/overview');
    const tiles = page.getByRole('navigation', { name: 'The 18 holes on the map' }).getByRole('link');
    await expect(tiles).toHaveCount(18);
    for (let hole = 1; hole <= 18; hole++) {
      await expect(tiles.nth(hole - 1)).toHaveAttribute('href', `/holes/hole-${hole}-page`);
    }
    await expect(tiles.nth(6)).toHaveAccessibleName(/^Hole 7, Sea Holly, par 3/);
    await page.getByRole('link', { name: /^Hole 7, Sea Holly, par 3/ }).click();
    await expect(page).toHaveURL(/\/holes\/hole-7-page$/);
    await expect.poll(() => offsetFromHeader(page, 7)).toBeLessThanOrEqual(2);
  });

  test('the Score Card tile downloads the PDF score card', async ({ page }) => {
    await visit(page, '/overview');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Score Card/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('score-card.pdf');
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('shows the course hole by hole with the totals', async ({ page }) => {
    await visit(page, '/overview');
    const card = page.getByRole('table', { name: /^The course hole by hole/ });
    await expect(card.getByRole('row', { name: /^Total 70 / })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Natterjack' })).toHaveAttribute(
      'href',
      '/holes/hole-14-page',
    );
  });
});

test.describe('Handicap Stroke Table', () => {
  test('shows the table as an image and as text, and works out a course handicap', async ({ page }) => {
    await visit(page, '/handicap-stroke-table');
    await expect(page.getByRole('img', { name: /^Stroke table of the course, by tee/ })).toBeVisible();
    const table = page.getByRole('table', { name: /^Handicap index ranges for each course handicap/ });
    await expect(table.getByRole('columnheader')).toHaveCount(5);
    const two = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) });
    await expect(two.getByRole('cell').first()).toHaveText('+0.7 to 0.0');

    await page.getByLabel('Your handicap index').fill('10');
    await expect(page.locator('.stroke-calculator__tee').first()).toContainText('14');
  });
});
