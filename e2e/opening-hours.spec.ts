import type { APIRequestContext } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import { clubToday } from '../common/rules/clubTime';
import { expect, STAFF, signInThroughApi, test } from './fixtures';

const REASON = 'Closed for the staff party';

/** Staff, signed in through the API on the server under test, sending the cross-site token as the admin does. */
async function staffApi(request: APIRequestContext) {
  await signInThroughApi(request, STAFF);
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  return { [XSRF_HEADER]: decodeURIComponent(token ?? '') };
}

test.describe('opening hours from the data staff keep', () => {
  test('A closed exceptional day shows on /dining-bar', async ({ page, playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const headers = await staffApi(request);
    const today = clubToday();
    const added = await request.post(`${API_BASE}${adminApiPaths.openingHourExceptions.path()}`, {
      headers,
      data: {
        facility: 'bar',
        from: today,
        to: today,
        closed: true,
        opens: null,
        closes: null,
        reason: { en: `${REASON} ${testInfo.project.name}`, nl: '', fr: '', de: '' },
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    try {
      // The server renders the page again with the new day: it paints from its own HTML.
      const html = await (await request.get('/dining-bar')).text();
      expect(html).toContain(`closed (${REASON} ${testInfo.project.name})`);
      await page.goto('/dining-bar');
      const bar = page.getByRole('main').locator('.bar-hours');
      await expect(bar.locator('.opening-week__today')).toHaveText(
        new RegExp(`^Today \\([A-Za-z]+\\): closed \\(${REASON} ${testInfo.project.name}\\)$`),
      );
      const week = bar.getByRole('table', { name: 'The next seven days' });
      await expect(week.getByRole('row').first()).toContainText(`closed (${REASON}`);
      await expect(week.getByRole('row')).toHaveCount(7);
    } finally {
      // The public server's other tests read the bar's hours too.
      const removed = await request.delete(`${API_BASE}${adminApiPaths.openingHourException.path({ id })}`, {
        headers,
      });
      expect(removed.status()).toBe(204);
      await request.dispose();
    }
  });
});
