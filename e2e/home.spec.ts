import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { clubNow, formatTime } from '../common/rules/clubTime';
import { club } from '../web/src/config/club';
import { allowFailedLoads, expect, openWithoutScripts, PHONE, test, withConsentChosen } from './fixtures';

const HEADER_IMAGE_CACHE_KEY = 'home-page-header-image';
const NOTIFICATIONS = '**/api/v1/notifications/website';
const content = (key: string) => `**/api/v1/websitecontent/${key}`;

/** The map is a third-party frame: the tests answer for it, so they never depend on the network. */
async function stubMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The address the page keeps for the next visit's header image. */
const cachedHeaderImageUrl = (page: Page) =>
  page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    return stored?.startsWith('{') ? (JSON.parse(stored) as { url?: string }).url : stored;
  }, HEADER_IMAGE_CACHE_KEY);

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/** The home page's live parts, which the server renders it with (server/test/homeRendered.test.ts). */
const LIVE_READS = [
  '/api/v1/notifications/website',
  '/api/v1/websitecontent/course-status-info',
  '/api/v1/websitecontent/course-status',
  '/api/v1/websitecontent/vlinder',
];

/**
 * The home page reached from another page, as a visitor who clicks the club's name does: the app then
 * reads its live parts from the API (an address typed in gets them in the page).
 */
async function openHomeFromAnotherPage(page: Page) {
  await page.goto('/members');
  await page.getByRole('link', { name: `${club.name}, home` }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('shows the seeded notification, weather and course status in the page itself', async ({
    browser,
    page,
  }, testInfo) => {
    // The first paint has them.
    const { staticPage, close } = await openWithoutScripts(browser, testInfo, '/');
    await expect(staticPage.getByRole('region', { name: 'Notice' })).toContainText('Winter programme');
    await expect(staticPage.getByRole('region', { name: 'Weather at the club' })).toBeVisible();
    await expect(staticPage.getByRole('link', { name: /The course is open/ })).toBeVisible();
    await close();

    // With them, the app finds them in the page and asks the API for none.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club.name);
    await expect(page).toHaveTitle(club.name);

    const notice = page.getByRole('region', { name: 'Notice' });
    await expect(notice).toContainText('Winter programme: from 17 November the low-season green fees apply.');
    // Only the first notification of the list is shown.
    await expect(page.getByText('Coring of greens')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Warning' })).toHaveCount(0);

    const weather = page.getByRole('region', { name: 'Weather at the club' });
    // Number and unit are held together by a no-break space.
    await expect(weather.getByRole('definition')).toHaveText([
      /^18\skm\/h from WSW$/,
      '82%',
      /^9\.5\s°C$/,
      /^1017\shPa$/,
    ]);
    await expect(weather.locator('svg.weather__arrow')).toHaveAttribute('data-rotation', '70');

    await expect(page.getByRole('link', { name: /The course is open/ })).toBeVisible();
    const status = page.getByRole('region', { name: 'Today on the course' });
    await expect(status.locator('.status-tile').first()).toContainText('Course Status');
    await expect(status.locator('.status-tile').first().getByRole('definition')).toHaveText('Open');
    await expect(status.getByRole('definition')).toHaveText(['Open', 'No', '2', 'Yes', 'Yes', 'Open']);

    await expect(page.getByRole('link', { name: 'Book a tee time' })).toHaveAttribute('href', '/booking');
    expect(asked.filter((path) => LIVE_READS.includes(path))).toEqual([]);
  });

  test('follows what the API says: a closed course, a warning and a timed reading', async ({ page }) => {
    // Reached from another page, the home page reads its live parts from the API.
    // A reading five minutes old, as a time of day on the club's clock: recent enough to show.
    const minutes = (clubNow().minutes - 5 + 24 * 60) % (24 * 60);
    const readingTime = formatTime(Math.floor(minutes / 60), minutes % 60);
    // The page renders a notification's HTML as the API answers it: the server sanitizes it when staff save
    // it and again when visitors read it (server/test/notificationsSanitized.test.ts).
    await page.route(NOTIFICATIONS, (route) =>
      json(route, [
        {
          severity: 'warning',
          content: '<p>Course closed: <em>frost</em></p><p><a href="/greenfees">Details</a></p>',
        },
        { severity: 'info', content: '<p>Second notice</p>' },
      ]),
    );
    await page.route(content('vlinder'), (route) =>
      json(route, {
        content: JSON.stringify({
          wind: 31,
          humidity: 95,
          temperature: -1.5,
          airPressure: 998,
          time: readingTime,
        }),
      }),
    );
    await page.route(content('course-status-info'), (route) =>
      json(route, {
        content: JSON.stringify({
          courseStatus: false,
          summerGreens: false,
          winterGreens: 'Holes 4 and 12',
          buggies: false,
          prefferedLies: false,
          drivingRange: false,
        }),
      }),
    );

    await openHomeFromAnotherPage(page);

    const warning = page.getByRole('region', { name: 'Warning' });
    await expect(warning).toContainText('Course closed: frost');
    await expect(warning.locator('em')).toHaveText('frost');
    await expect(warning.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/greenfees');
    await expect(page.getByText('Second notice')).toHaveCount(0);
    const weather = page.getByRole('region', { name: 'Weather at the club' });
    await expect(weather.getByRole('definition')).toHaveText([
      /^31\skm\/h$/,
      '95%',
      /^-1\.5\s°C$/,
      /^998\shPa$/,
    ]);
    await expect(weather.getByText(`updated ${readingTime}`)).toBeVisible();
    await expect(weather.locator('svg.weather__arrow')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /The course is closed/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Today on the course' }).getByRole('definition'),
    ).toHaveText(['Closed', 'No', 'Holes 4 and 12', 'No', 'No', 'Closed']);
  });

  test('caches the header image URL after a visit and uses it at once on the next', async ({ page }) => {
    await page.goto('/');
    // The described image on top: the server's copy when it shows the same file, else the app's own.
    const image = page.locator('.home-backdrop img:not([alt=""])');
    await expect(image).toHaveAttribute('src', '/files/home-header.svg');
    await expect(page.locator('.home-backdrop img')).toHaveCount(1);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('alt', /North Sea/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    // Kept as JSON of its address and alt texts (features/header-image/api/headerImageCache.ts).
    expect(await cachedHeaderImageUrl(page)).toBe('/files/home-header.svg');

    // Next visit: yesterday's URL is in the cache, and the API is slow to answer.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ url: '/files/board-captain.svg', alt: { en: 'Yesterday’s picture' } }),
        ),
      HEADER_IMAGE_CACHE_KEY,
    );
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(content('home-page-header-image'), async (route) => {
      await released;
      await route.continue();
    });
    await page.reload();
    await expect(image).toHaveAttribute('src', '/files/board-captain.svg');

    release();
    await expect(image).toHaveAttribute('src', '/files/home-header.svg');
    // Kept as JSON of its address and alt texts (features/header-image/api/headerImageCache.ts).
    expect(await cachedHeaderImageUrl(page)).toBe('/files/home-header.svg');
  });

  test('paints the header image from the page itself, before any script runs', async ({
    browser,
    page,
  }, testInfo) => {
    const { staticPage, close } = await openWithoutScripts(browser, testInfo, '/');
    const firstPaint = staticPage.locator('.home-backdrop__first-paint img');
    await expect(firstPaint).toHaveAttribute('src', '/files/home-header.svg');
    await expect(firstPaint).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => firstPaint.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await close();

    // With them: hydration keeps it and, the API naming the same file, describes it instead of drawing a
    // second copy over it.
    await page.goto('/');
    const kept = page.locator('.home-backdrop__first-paint img');
    await expect(kept).toHaveAttribute('src', '/files/home-header.svg');
    await expect(kept).toHaveAttribute('alt', /North Sea/);
    await expect(page.locator('.home-backdrop img')).toHaveCount(1);
  });

  test('reveals the copyright and credits with the copyright toggle', async ({ page }) => {
    // A new site's details credit no photos (the club's to add): the panel holds the copyright and the map's.
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Copyright and photo credits' });
    const credits = page.getByText(/All rights reserved\./);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(credits).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(credits).toBeVisible();
    await expect(page.getByText(/Map data © OpenStreetMap contributors/)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(credits).toBeHidden();
  });

  test('gives the contact details with a map of the club', async ({ page }) => {
    await page.goto('/');
    const contact = page.getByRole('region', { name: 'Visit the club' });
    await expect(contact.getByRole('link', { name: club.phone })).toHaveAttribute('href', /^tel:\+32/);
    await expect(contact.getByRole('link', { name: club.email })).toHaveAttribute(
      'href',
      `mailto:${club.email}`,
    );
    for (const link of club.socialLinks) {
      await expect(contact.getByRole('link', { name: new RegExp(link.network, 'i') })).toHaveAttribute(
        'href',
        link.url,
      );
    }
    await expect(contact.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    const map = contact.locator('iframe');
    await expect(map).toHaveAttribute('title', /Map of the club/);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute(
      'src',
      `https://www.openstreetmap.org/export/embed.html?bbox=3.2200,51.3180,3.2800,51.3420&layer=mapnik&marker=51.3300,3.2500`,
    );
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('.contact iframe').getByText('Map')).toBeVisible();
  });

  test('links on to the course and club screens', async ({ page }) => {
    await page.goto('/');
    const onward = [
      ['Explore the course', ['/overview', '/holes', '/handicap-stroke-table']],
      ['Explore the club', ['/history', '/dining-bar', '/bod']],
    ] as const;
    for (const [name, hrefs] of onward) {
      const links = page.getByRole('navigation', { name }).getByRole('link');
      await expect(links).toHaveCount(hrefs.length);
      for (const [index, href] of hrefs.entries())
        await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('region', { name: 'Awards and labels' }).getByRole('listitem')).toHaveCount(
      3,
    );
  });

  test('renders without the banner when the notifications fail, logging only', async ({
    page,
    pageProblems,
  }) => {
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    const allowedCount = allowFailedLoads(page, pageProblems, ['/api/v1/notifications/website']);
    let calls = 0;
    await page.route(NOTIFICATIONS, (route) => {
      calls += 1;
      return json(route, { message: 'Database unavailable' }, 500);
    });

    await openHomeFromAnotherPage(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club.name);
    await expect(page.getByRole('region', { name: 'Weather at the club' })).toBeVisible();
    await expect(page.getByRole('link', { name: /The course is open/ })).toBeVisible();
    await expect.poll(() => infos.some((text) => text.includes('"notifications"'))).toBe(true);
    await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Warning' })).toHaveCount(0);
    await expect(page.getByText(/Database unavailable|error|went wrong/i)).toHaveCount(0);
    // The browser's own "Failed to load resource" lines, one per attempt, are the only console errors.
    expect(allowedCount()).toBe(calls);
    expect(calls).toBeGreaterThan(0);
  });

  test('keeps its defaults when status, header image and weather fail too', async ({
    page,
    pageProblems,
  }) => {
    const failing = [...LIVE_READS, '/api/v1/websitecontent/home-page-header-image'];
    const allowedCount = allowFailedLoads(page, pageProblems, failing);
    await page.route('**/api/v1/**', (route) =>
      failing.some((path) => route.request().url().endsWith(path))
        ? json(route, { message: 'Service unavailable' }, 503)
        : route.continue(),
    );

    await openHomeFromAnotherPage(page);

    const status = page.getByRole('region', { name: 'Today on the course' });
    await expect(status.getByRole('definition').first()).toHaveText('Not known');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club.name);
    await expect(page.getByRole('link', { name: 'Book a tee time' })).toBeVisible();
    await expect(page.locator('.home-backdrop')).toBeVisible();
    await expect(page.locator('img.home-backdrop__image')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Weather at the club' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /The course is (open|closed)/ })).toHaveCount(0);
    await expect(page.getByText(/Service unavailable/)).toHaveCount(0);
    expect(allowedCount()).toBeGreaterThanOrEqual(failing.length);
  });
});

// The home page's one axe scan (routes.spec.ts scans the other pages), with its live data and credits shown
// and the consent banner of a first visit.
test('the home page has no serious or critical accessibility violations', PHONE, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Weather at the club' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Today on the course' }).getByRole('definition').first(),
  ).toHaveText('Open');
  await page.getByRole('button', { name: 'Copyright and photo credits' }).evaluate((button: HTMLElement) => {
    button.click();
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([]);
});
