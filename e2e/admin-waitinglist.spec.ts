import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE, apiPaths, XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import type { TeeSheetDay } from '../common/api/teeSheet';
import { formatTime, isoDate } from '../common/rules/clubTime';
import { clubDateIn } from './clubDates';
import { expect, expectNoSeriousViolations, staffTest } from './fixtures';

/** When an offer's hold ends: a time, with the day before it when that is another day (near midnight). */
const HOLD_END = '(?:\\d{1,2} \\w+, )?\\d\\d:\\d\\d';

/**
 * Staff and the waiting list (docs/product.md, Waiting list; issue 39): a visitor joins through the public
 * API for a window that a block keeps full, the entry shows under that day's tee sheet, and staff offer it
 * a time of their own choosing outside the window: the time is held for the party and the visitor is mailed.
 */

/** The cross-site token of a request context, which a page of the site hands out. */
async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const token = (await request.storageState()).cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  return { [XSRF_HEADER]: decodeURIComponent(token) };
}

/** The staff session's own token, as the admin sends it. */
async function staffHeader(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  return { [XSRF_HEADER]: decodeURIComponent(token) };
}

staffTest(
  'a visitor on the waiting list shows on the day’s tee sheet, and staff offer a time',
  async ({ page, playwright }, testInfo) => {
    // Months ahead and spread, away from the other staff tests' days.
    const date = isoDate(clubDateIn(120 + Math.floor(Math.random() * 150)));
    const email = `wait-${Date.now()}@example.net`;
    const baseURL = testInfo.project.use.baseURL;

    // The window 09:00–11:00 is held by a competition: the entry waits.
    const block = await page.request.post(`${API_BASE}/admin/tee-sheet/blocks`, {
      headers: await staffHeader(page),
      data: {
        from: date,
        to: date,
        fromTime: '09:00',
        toTime: '11:00',
        reason: 'competition',
        label: 'Medal',
      },
    });
    expect(block.status(), await block.text()).toBe(201);
    const blockId = ((await block.json()) as { id: number }).id;

    const visitor = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      expect((await visitor.get('/booking')).ok()).toBe(true);
      const joined = await visitor.post(`${API_BASE}${apiPaths.waitingList.path()}`, {
        headers: { ...(await xsrfHeader(visitor)), 'Accept-Language': 'nl' },
        data: {
          date,
          from: '09:30',
          to: '10:30',
          adults: 2,
          juniors: 1,
          firstname: 'Wim',
          lastname: 'Wachter',
          email,
          telephone: '+32 470 12 12 12',
          language: 'nl',
        },
      });
      expect(joined.status(), await joined.text()).toBe(201);
    } finally {
      await visitor.dispose();
    }

    try {
      // The first time after the competition with room for the party of three.
      const day = (await (
        await page.request.get(`${API_BASE}/admin/tee-sheet/${date}`)
      ).json()) as TeeSheetDay;
      const after = day.times.find((t) => t.hour >= 11 && t.blocks.length === 0 && t.free >= 3);
      if (!after) throw new Error(`No time with room for three after 11:00 on ${date}.`);
      const at = formatTime(after.hour, after.minute);

      await page.goto(`/admin/tee-sheet?date=${date}`);
      await page.getByRole('button', { name: 'Waiting list: 1 waiting' }).click();
      const list = page.getByRole('region', { name: 'Waiting list' });
      const entry = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Wim Wachter' }) });
      await expect(entry).toContainText('Waiting');
      await expect(entry).toContainText('09:30–10:30');
      await expect(entry).toContainText('2 adults, 1 junior');
      await expect(entry.getByRole('link', { name: '+32 470 12 12 12' })).toHaveAttribute(
        'href',
        'tel:+32470121212',
      );
      await expect(entry.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

      // Staff choose a time outside the blocked window, after the competition.
      await entry.getByRole('button', { name: /^Offer a time/ }).click();
      const form = entry.getByRole('form', { name: 'Offer Wim Wachter a time' });
      await form.getByLabel('Time').selectOption(at);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath('waiting-list-offer.png') });
      await form.getByRole('button', { name: 'Offer this time' }).click();

      await expect(
        list
          .getByRole('status')
          .filter({ hasText: new RegExp(`^${at} offered to Wim Wachter, held until ${HOLD_END}\\.`) }),
      ).toBeVisible();
      await expect(entry.getByText('Offered', { exact: true })).toBeVisible();
      await expect(entry.getByRole('listitem')).toContainText(
        new RegExp(`^${at} · By staff · Open · held until ${HOLD_END}$`),
      );
      // The offer holds the party's three places on the sheet.
      const row = page
        .getByRole('list', { name: /^Tee times of / })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: at }) });
      const held = after.free - 3;
      await expect(row.getByText(held > 0 ? `${held} free` : 'Full', { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('waiting-list-offered.png') });

      // The visitor is mailed the offer.
      await expect(async () => {
        const outbox = (await (await page.request.get(`${API_BASE}/admin/outbox`)).json()) as {
          to: string;
        }[];
        expect(outbox.some((mail) => mail.to === email)).toBe(true);
      }).toPass();

      // Taken off the list, with a confirmation: the offer is withdrawn and the places are free again.
      await entry.getByRole('button', { name: /^Remove from the list/ }).click();
      await entry.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(list.getByRole('status')).toHaveText('Wim Wachter removed from the waiting list.');
      await expect(entry.getByText('Left the list', { exact: true })).toBeVisible();
      await expect(row.getByText(`${after.free} free`, { exact: true })).toBeVisible();
    } finally {
      await page.request.delete(`${API_BASE}/admin/tee-sheet/blocks/${blockId}`, {
        headers: await staffHeader(page),
      });
    }
  },
);
