import type { Page } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import type { PriceList } from '../common/api/priceLists';
import { clubToday, parseIsoDate } from '../common/rules/clubTime';
import { listInForce, seasonKeyOn } from '../common/rules/priceLists';
import { expect, STAFF, signInThroughApi, test } from './fixtures';

// docs/decisions/0031-pages-rendered-on-change.md: the server renders the price pages again when staff
// change the lists, so the HTML it serves has the new prices at once, with no rebuild or restart.

/** A weekday fee no seeded list has: a page can only show it from the list this test enters. */
const NEW_FEE = 143;
/** €143 as any language writes it (nl and de: "€ 143" with a no-break space). */
const newFee = /€\s?143(?!\d)/;

const LISTS = `${API_BASE}${adminApiPaths.priceLists.path()}`;

const weekdayRow = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /^(Weekday|Weekdagen|Werktag|Semaine)/ });

test('a list staff date today is in the served HTML of the price pages within seconds, and in the browser', async ({
  page,
  playwright,
}, testInfo) => {
  const staff = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInThroughApi(staff, STAFF);
  const token = (await staff.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  const headers = { [XSRF_HEADER]: decodeURIComponent(token ?? '') };
  const today = clubToday();
  const day = parseIsoDate(today);
  if (!day) throw new Error(`club today is not a date: ${today}`);

  // The served page before: the list in force, whatever its weekday fee.
  expect(await (await page.request.get('/greenfees')).text()).not.toMatch(newFee);

  const lists = (await (await staff.get(LISTS)).json()) as PriceList[];
  const current = listInForce(lists, today) ?? lists[0];
  if (!current) throw new Error('no price list');
  const { id: _id, ...body } = current;
  const season = seasonKeyOn(current, day);
  const created = await staff.post(LISTS, {
    headers,
    data: {
      ...body,
      effectiveFrom: today,
      greenFees: { ...body.greenFees, weekday: { ...body.greenFees.weekday, [season]: NEW_FEE } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // The HTML as served, no JavaScript: rendered again with the new list.
    await expect(async () => {
      expect(await (await page.request.get('/greenfees')).text()).toMatch(newFee);
      expect(await (await page.request.get('/nl/greenfees')).text()).toMatch(newFee);
    }).toPass({ timeout: 10_000 });

    // In the browser: the first paint has it, and hydration needs no fetch of the list.
    const priceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${API_BASE}/prices/`)) priceRequests.push(request.url());
    });
    await page.goto('/greenfees');
    await expect(weekdayRow(page)).toContainText(newFee);
    await page.goto('/nl/greenfees');
    await expect(weekdayRow(page)).toContainText(newFee);
    expect(priceRequests).toEqual([]);
  } finally {
    // Nothing was booked at it: it goes again, and the list before is in force once more.
    const removed = await staff.delete(`${LISTS}/${id}`, { headers });
    expect(removed.status(), await removed.text()).toBe(204);
    await staff.dispose();
  }
  await expect(async () => {
    expect(await (await page.request.get('/greenfees')).text()).not.toMatch(newFee);
  }).toPass({ timeout: 10_000 });
});
