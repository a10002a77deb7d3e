import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { allowFailedLoads, expect, PHONE, PHONE_ONLY, test, withConsentChosen } from './fixtures';

const routes = ['/dining-bar', '/bod', '/history', '/biodiversity', '/ecology'];

const TABLE_REQUEST = '/api/v1/reserve/table';
const MISSING = 'Please enter all your booking details first.';
const SEND_FAILED = 'Apologies, something went wrong. Please try again later.';
const CONDITION =
  'Table booking is open only to club members and their guests, and to members of a national golf federation with a membership card.';

/** The VLINDER dashboard is a third-party frame: the tests answer for it, so they never need the network. */
async function stubDashboard(page: Page) {
  await page.route('https://vlinder.ugent.be/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>VLINDER</title><main><h1>VLINDER stub</h1></main></html>',
    }),
  );
}

/** A date-time a week from now, as a datetime-local input takes it. */
function nextWeekAtLunch(): string {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  return `${date.toISOString().slice(0, 10)}T12:30`;
}

async function fillTableRequest(page: Page) {
  const card = page.getByRole('region', { name: 'Book a table' });
  await card.getByLabel('Full name').fill('E2E Club Tester');
  await card.getByLabel('Number of persons').fill('4');
  await card.getByLabel('Phone').fill('+32 470 00 00 00');
  await card.getByLabel('E-mail').fill('club-e2e@example.net');
  await card.getByLabel('Date and time').fill(nextWeekAtLunch());
  return card;
}

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
  await stubDashboard(page);
});

test.describe('Dining & Bar', () => {
  test('shows the four sections, the lunch menu from the API with its line breaks, and the bar hours', async ({
    page,
  }) => {
    const menu = page.waitForResponse((response) => response.url().endsWith('/api/v1/websitecontent/menu'));
    await page.goto('/dining-bar');
    expect((await menu).status()).toBe(200);
    const main = page.getByRole('main');
    for (const name of ['The Dining Room', 'The Menu', 'The Bar', 'The Bridge Room']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const menuText = main.locator('.menu-card__text');
    await expect(menuText).toContainText('Lunch menu — served daily from 12:00 to 14:30');
    await expect(menuText).toContainText('Flemish beef stew with Belgian beer, fries and salad — 24');
    // The rendered text (innerText), not the DOM text: the line breaks must show on screen.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendering is what is under test.
    expect(await menuText.innerText()).toContain('14:30\n\nNorth Sea shrimp croquettes');

    const hours = main.getByRole('table', { name: 'Opening hours of the bar' });
    await expect(hours.getByRole('row')).toHaveText([
      'SeasonHours',
      'Low season 01/11 – 31/03Open daily from 10:00, closed on Tuesday',
      'High season 01/04 – 30/10Open daily from 09:30 to 22:00',
    ]);
  });

  test('alerts when a field is empty, and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(TABLE_REQUEST)) sent.push(request.url());
    });
    await page.goto('/dining-bar');
    const card = page.getByRole('region', { name: 'Book a table' });
    await expect(card.getByText(CONDITION)).toBeVisible();

    await card.getByRole('button', { name: 'Send request' }).click();

    await expect(card.getByRole('alert')).toHaveText(MISSING);
    await expect(card.getByLabel('Full name')).toBeFocused();
    await expect(card.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText('Enter your phone number.')).toBeVisible();

    // One empty field is enough for the alert.
    await fillTableRequest(page);
    await card.getByLabel('E-mail').fill('');
    await card.getByRole('button', { name: 'Send request' }).click();
    await expect(card.getByRole('alert')).toHaveText(MISSING);
    await expect(card.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);

    // The form in its error state is accessible too.
    const results = await new AxeBuilder({ page }).include('.table-booking').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('sends the request, which the server accepts, and the card disappears', async ({ page }) => {
    await page.goto('/dining-bar');
    const card = await fillTableRequest(page);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(TABLE_REQUEST) && r.request().method() === 'POST'),
      card.getByRole('button', { name: 'Send request' }).click(),
    ]);

    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      content: `fullname: E2E Club Tester\npersons: 4\nphone: +32 470 00 00 00\nemail: club-e2e@example.net\ndate: ${nextWeekAtLunch()}`,
    });
    await expect(page.getByRole('region', { name: 'Book a table' })).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Your table request has been sent.');
  });

  test('shows the verbatim message when sending fails, and keeps the card', async ({
    page,
    pageProblems,
  }) => {
    const takeAllowed = allowFailedLoads(page, pageProblems, [TABLE_REQUEST]);
    await page.route(`**${TABLE_REQUEST}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error' }),
      }),
    );
    await page.goto('/dining-bar');
    const card = await fillTableRequest(page);

    await card.getByRole('button', { name: 'Send request' }).click();

    await expect(card.getByRole('alert')).toHaveText(SEND_FAILED);
    await expect(card.getByLabel('Full name')).toHaveValue('E2E Club Tester');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveCount(0);
    // Chromium logged the failed call once; only that line is allowed.
    expect(takeAllowed()).toBe(1);
  });
});

test("Who's Who shows the seeded board in groups, with a divider between groups only", async ({ page }) => {
  await page.goto('/bod');
  const main = page.getByRole('main');
  const board = main.locator('.board');
  await expect(board.getByRole('heading', { level: 2 })).toHaveText([
    'Board of Directors',
    'Sports Committee',
    'Course Management',
  ]);
  const outline = await board.evaluate((element) =>
    [...element.children].map((child) => (child.tagName === 'HR' ? 'divider' : 'group')),
  );
  expect(outline).toEqual(['group', 'divider', 'group', 'divider', 'group']);

  const directors = main.getByRole('region', { name: 'Board of Directors' });
  await expect(directors.getByRole('listitem')).toHaveCount(4);
  const president = directors.getByRole('img', { name: 'Jan Janssens, President' });
  await expect(president).toHaveAttribute('src', '/files/board-president.svg');
  await expect(president).toHaveAttribute('width', '160');
  await expect(president).toHaveAttribute('height', '160');
  // The portrait really loads from the files path.
  await expect.poll(() => president.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const onward = page.getByRole('navigation', { name: 'Continue exploring' });
  await expect(onward.getByRole('link', { name: /^Golf Buggies/ })).toHaveAttribute('href', '/golf-buggies');
  await expect(onward.getByRole('link', { name: /^Holes/ })).toHaveAttribute('href', '/holes');
});

for (const [route, caption] of [
  ['/history', 'The clubhouse, with its two half-timbered gables and the lantern that flies the club flag.'],
  ['/biodiversity', 'The dunes at dusk, when the rabbits come out and the wind drops.'],
] as const) {
  test(`${route} shows its gallery captions on keyboard focus`, PHONE, async ({ page }) => {
    await page.goto(route);
    const figure = page.getByRole('figure', { name: caption });
    const shown = figure.locator('figcaption');
    await expect(figure.getByRole('img')).toHaveAttribute('width', '800');
    const canHover = await page.evaluate(() => matchMedia('(hover: hover)').matches);
    // With a mouse the caption waits for hover or focus; touch screens show it at once.
    await expect(shown).toHaveCSS('opacity', canHover ? '0' : '1');

    await figure.focus();

    await expect(figure).toBeFocused();
    await expect(shown).toHaveCSS('opacity', '1');
    await expect(shown).toBeInViewport();
    await expect(shown).toHaveText(caption);
  });
}

// Desktop only (untagged, e2e/fixtures.ts): touch screens cannot hover, and the test above shows their
// captions at once.
test('the history gallery shows a caption on hover', async ({ page }) => {
  await page.goto('/history');
  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(4);
  const second = figures.nth(1);
  await expect(second.locator('figcaption')).toHaveCSS('opacity', '0');
  await second.hover();
  await expect(second.locator('figcaption')).toHaveCSS('opacity', '1');
});

test('Ecology gives the plans, the species with pictures, the live dashboard and onward links', async ({
  page,
}) => {
  await page.goto('/ecology');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'An ecology plan since 2003' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'A new 20-year plan from 2020' })).toBeVisible();
  await expect(main.getByText('The new 20-year plan is approved.')).toBeVisible();

  const species = main.getByRole('region', { name: 'Protected species on the course' });
  await expect(species.getByRole('heading', { level: 3 })).toHaveText([
    'Natterjack toad',
    'Sand lizard',
    'Sea holly',
    'Marram grass',
    'Skylark',
    'Bee orchid',
    'Sea buckthorn',
  ]);
  const toad = species.getByRole('img', { name: /natterjack toad/ });
  await toad.scrollIntoViewIfNeeded();
  await expect.poll(() => toad.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  const frame = main.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://vlinder.ugent.be/dashboard/');
  await expect(frame).toHaveAttribute('title', 'VLINDER live dashboard of citizen-science weather stations');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'VLINDER stub' })).toBeVisible();
  expect((await frame.boundingBox())?.height ?? 0).toBeGreaterThan(400);

  const onward = page.getByRole('navigation', { name: 'Continue exploring' });
  await expect(onward.getByRole('link', { name: /^Biodiversity/ })).toHaveAttribute('href', '/biodiversity');
  await expect(onward.getByRole('link', { name: /^Holes/ })).toHaveAttribute('href', '/holes');
});

test('Biodiversity links into the species list and the dashboard of the ecology page', async ({ page }) => {
  await page.goto('/biodiversity');
  await page.getByRole('link', { name: 'See the live dashboard' }).click();
  await expect(page).toHaveURL(/\/ecology#vlinder$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'VLINDER: live data from the dunes' }),
  ).toBeInViewport();
});

// Their axe scans, with the content from the API loaded, are in routes.spec.ts.
for (const route of routes) {
  test(`${route} fits a 320 px phone`, PHONE_ONLY, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The content from the API has loaded.
    await expect(page.getByRole('main').locator('.spinner')).toHaveCount(0);

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
