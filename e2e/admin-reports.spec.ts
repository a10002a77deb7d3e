import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import type { TeeSheetDay } from '../common/api/teeSheet';
import { isoDate } from '../common/rules/clubTime';
import { clubDateIn } from './clubDates';
import { expect, expectNoSeriousViolations, PHONE_ONLY, staffTest } from './fixtures';

/**
 * The Reports screen on the secretary's phone (docs/product.md, Reports): a month with a desk booking in
 * it shows its charts with their tables, compares with a year earlier, and its bookings CSV downloads.
 */

const PARTY = { adults: 2, juniors: 1 };

/** Books a caller in at the desk on the first day from `daysAhead` with a time that has room. */
async function deskBooking(page: Page, daysAhead: number): Promise<{ date: string; time: string }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  for (let offset = daysAhead; offset < daysAhead + 14; offset++) {
    const date = isoDate(clubDateIn(offset));
    const sheet = await page.request.get(`${API_BASE}${adminApiPaths.teeSheetDay.path({ date })}`);
    expect(sheet.status()).toBe(200);
    const free = ((await sheet.json()) as TeeSheetDay).times.find(
      (time) => !time.membersOnly && time.free >= PARTY.adults + PARTY.juniors,
    );
    if (!free) continue;
    const booked = await page.request.post(`${API_BASE}${adminApiPaths.teeSheetBookings.path()}`, {
      headers: { [XSRF_HEADER]: decodeURIComponent(token) },
      data: {
        date,
        hour: free.hour,
        minute: free.minute,
        ...PARTY,
        firstname: 'Rita',
        lastname: 'Report',
        telephone: '+32 50 11 22 33',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const time = `${String(free.hour).padStart(2, '0')}:${String(free.minute).padStart(2, '0')}`;
    return { date, time };
  }
  throw new Error('No day with a free time in two weeks.');
}

const monthTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

staffTest.describe('reports, on the secretary’s phone', PHONE_ONLY, () => {
  staffTest.use({ viewport: { width: 390, height: 844 } });

  staffTest(
    'the month’s report shows its charts with their tables, and its bookings CSV downloads',
    async ({ page }, testInfo) => {
      // A build's worth of screens and an axe scan on a loaded two-core machine.
      staffTest.slow();
      await page.goto('/admin');
      const booking = await deskBooking(page, 52);

      const nav = page.getByRole('navigation', { name: 'Admin' });
      await nav.getByRole('link', { name: 'Reports' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeFocused();

      // The month of the booking: Month, then any day in it.
      await page.getByRole('radio', { name: 'Month' }).check();
      await page.getByLabel('A day in the period').fill(booking.date);
      await expect(page.getByRole('heading', { level: 2, name: monthTitle(booking.date) })).toBeVisible();

      const rounds = page.getByRole('region', { name: 'Rounds' });
      await expect(rounds).toBeVisible();
      const charts = page.locator('figure.reports-chart canvas');
      await expect(charts).toHaveCount(3);
      for (const chart of await charts.all()) {
        await expect(chart).toBeVisible();
        // Drawn: the canvas has its size and is no longer blank.
        expect(
          await chart.evaluate(
            (canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.toDataURL().length > 2000,
          ),
        ).toBe(true);
      }

      // The table behind each chart.
      for (const summary of await page.getByText('The numbers as a table').all()) await summary.click();
      const bySource = rounds.getByRole('table', { name: 'Rounds by source' });
      await expect(bySource).toBeVisible();
      const desk = Number(
        (await bySource
          .getByRole('row', { name: /^Desk and telephone/ })
          .getByRole('cell')
          .first()
          .textContent()) ?? '0',
      );
      expect(desk).toBeGreaterThanOrEqual(PARTY.adults + PARTY.juniors);
      const occupancy = page.getByRole('region', { name: 'Occupancy' });
      const bookedDay = occupancy
        .getByRole('table', { name: 'Players and places per day' })
        .locator(`tr:has(time[datetime="${booking.date}"])`);
      await expect(bookedDay).toBeVisible();
      expect(Number(await bookedDay.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(3);
      await expect(occupancy.getByRole('table', { name: 'Busy and quiet times' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Money' }).getByRole('table', { name: 'Money by fee' }),
      ).toBeVisible();
      // Every table open, the phone still does not scroll sideways: wide tables scroll in their own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('reports-phone.png'), fullPage: true });
      await expectNoSeriousViolations(page);

      // A year earlier, in one tap.
      await page.getByRole('button', { name: 'Compare with a year earlier' }).click();
      await expect(page.getByText(/^Compared with /)).toBeVisible();
      await expect(bySource.getByRole('columnheader', { name: 'A year earlier' })).toBeVisible();

      // The bookings CSV: a plain download with the session, a header row, the desk booking in it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Bookings (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...rows] = csv.split('\r\n');
      expect(header?.split(',')).toEqual(
        expect.arrayContaining([
          'date',
          'time',
          'source',
          'adults',
          'juniors',
          'fee',
          'price_cents',
          'payment_state',
          'received_cents',
          'refunded_cents',
          'payment_id',
          'arrival',
        ]),
      );
      expect(rows.some((row) => row.includes(`,${booking.date},${booking.time},desk,`))).toBe(true);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: testInfo.outputPath('reports-desktop.png'), fullPage: true });
    },
  );
});
