import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { seedPages } from '../server/src/content/seed/pages';
import { holePath, paths } from '../web/src/app/routes';
import { club } from '../web/src/config/club';
import { en } from '../web/src/i18n/en';
import { expect, expectNoSeriousViolations, PHONE_ONLY, test } from './fixtures';
import { countIntlCalls, watchForIntl } from './intlCalls';

/**
 * Every route of docs/product.md, Routes, with the h1 it shows: a fresh install's (the seeded pages' titles
 * for the pages staff edit). Paths come from the one place that defines them.
 */
const routes: { path: string; title: string; name?: string }[] = [
  { path: paths.home, title: club.name },
  { path: paths.golfshop, title: seedPages.golfshop.title.en },
  { path: paths.overview, title: en['overview.title'] },
  { path: paths.holes, title: en['holes.title'] },
  { path: holePath(5), title: en['holes.title'] },
  { path: paths.handicapStrokeTable, title: en['handicapStrokeTable.title'] },
  { path: paths.ecology, title: seedPages.ecology.title.en },
  { path: paths.biodiversity, title: seedPages.biodiversity.title.en },
  { path: paths.history, title: en['history.title'] },
  { path: paths.diningBar, title: en['diningBar.title'] },
  { path: paths.bod, title: en['bod.title'] },
  { path: paths.booking, title: seedPages.booking.title.en },
  { path: `/bookings/${randomUUID()}`, title: en['bookingDetails.title'], name: '/bookings/{random uuid}' },
  {
    path: `/waiting-list/offers/${randomUUID()}`,
    title: en['waitingListOffer.title'],
    name: '/waiting-list/offers/{random token}',
  },
  {
    path: `/waiting-list/leave/${randomUUID()}`,
    title: en['waitingListLeave.title'],
    name: '/waiting-list/leave/{random token}',
  },
  { path: paths.greenfees, title: en['greenfees.title'] },
  { path: paths.golfBuggies, title: en['golfBuggies.title'] },
  { path: paths.drivingRange, title: seedPages['driving-range'].title.en },
  { path: paths.dresscode, title: en['dresscode.title'] },
  { path: paths.members, title: en['members.title'] },
  { path: paths.privacy, title: en['privacy.title'] },
];

test('the route list covers every path of routes.ts', () => {
  const covered = new Set(routes.map((route) => route.path));
  for (const path of Object.values(paths)) {
    if (path.includes(':')) continue;
    expect(covered.has(path), path).toBe(true);
  }
  expect(routes.some((route) => /^\/holes\/hole-\d+-page$/.test(route.path))).toBe(true);
  expect(routes.some((route) => route.path.startsWith('/bookings/'))).toBe(true);
  expect(routes.some((route) => route.path.startsWith('/waiting-list/offers/'))).toBe(true);
  expect(routes.some((route) => route.path.startsWith('/waiting-list/leave/'))).toBe(true);
});

/**
 * /bookings/{random uuid} asks the API for a reservation that does not exist, and
 * /waiting-list/offers/{random token} for an offer: their 404 is the not-found case of docs/product.md,
 * Booking Details (and Waiting list), and Chromium logs it as a failed resource. Only those are forgiven;
 * any other console error or 404 still fails the test.
 */
const missingReads: Record<string, string> = {
  '/bookings/': '/api/v1/reservations/',
  '/waiting-list/offers/': '/api/v1/waiting-list/offers/',
};
const missingReadOf = (path: string) =>
  Object.entries(missingReads).find(([prefix]) => path.startsWith(prefix))?.[1];

function forgiveMissingRead(page: Page, pageProblems: string[], api: string) {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  return () => {
    expect(notFound.every((path) => path.startsWith(api))).toBe(true);
    for (let index = 0; index < notFound.length; index += 1) {
      const at = pageProblems.findIndex((problem) => /Failed to load resource: .* 404/.test(problem));
      if (at >= 0) pageProblems.splice(at, 1);
    }
  };
}

async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page.getByRole('link', { name: en['app.homeLink'].replace('{club}', club.name) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

/**
 * One axe scan per page, in its route's test on the desktop; on the phone too for the pages whose narrow
 * layout differs most. The home page's is in home.spec.ts (with its live data and credits shown), and a
 * hole's address shows the same screen as /holes.
 */
const scannedElsewhere = new Set<string>([paths.home, holePath(5)]);
const scannedOnThePhone = new Set<string>([paths.booking, paths.greenfees]);

/** The consent banner is on screen for a first visit, and the API's content has loaded: both are scanned. */
async function expectAccessible(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: en['consent.title'] })).toBeVisible();
  await expect(page.getByRole('main').locator('.spinner')).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

// One visit a route checks its answer, its h1 in the shell, its accessibility, and that it needs no Intl
// (e2e/intlCalls.ts): a browser page is the costliest thing these tests make.
for (const { path, title, name = path } of routes) {
  const scanned = !scannedElsewhere.has(path);
  test(`${name} answers 200 with its h1 "${title}" in the shell${scanned ? ', accessible' : ''}, without Intl`, async ({
    page,
    pageProblems,
  }) => {
    // axe takes 5–9 s over the 18 holes alone, more beside another worker.
    test.slow(scanned && path.startsWith('/holes'));
    const missingRead = missingReadOf(path);
    const forgive = missingRead ? forgiveMissingRead(page, pageProblems, missingRead) : undefined;
    await page.addInitScript(countIntlCalls);
    const expectNoIntl = watchForIntl(page, name);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectShell(page);
    // Before the scan: axe itself calls Intl.
    await expectNoIntl();
    if (scanned) await expectAccessible(page, title);
    if (forgive) {
      await page.waitForLoadState('networkidle');
      forgive();
    }
  });
}

for (const path of ['/no-such-page', '/greenfees/extra/segments', '/clubhouse?from=newsletter']) {
  test(`the unknown path ${path} shows the home screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(club.name);
    await expect(page.locator('.page-transition')).toHaveAttribute('data-animation', 'home');
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    await expectShell(page);
  });
}

for (const { path, title } of routes.filter((route) => scannedOnThePhone.has(route.path))) {
  test(`axe finds no serious or critical violation on ${path}`, PHONE_ONLY, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page, title);
  });
}

test('a page names the address it is served on, as sitemap.xml does', async ({ request, baseURL }) => {
  const html = await (await request.get(paths.greenfees)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${paths.greenfees}"`);
  // HTML attribute names are case-insensitive; React writes hrefLang.
  expect(html.toLowerCase()).toContain(
    `<link rel="alternate" hreflang="nl" href="${baseURL}/nl${paths.greenfees}"`.toLowerCase(),
  );
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${paths.greenfees}</loc>`);
});
