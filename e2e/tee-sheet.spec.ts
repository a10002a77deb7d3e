import { devices, type Page } from '@playwright/test';
import type { TimeSlot } from '../common/api/reservations';
import type { TeeSheetDay } from '../common/api/teeSheet';
import { type CalendarDate, clubToday, formatTime, isoDate, parseIsoDate } from '../common/rules/clubTime';
import { greenfeeRequestFields } from '../common/validation/greenfeeRequestFields';
import { formatRequestLines } from '../common/validation/requestLines';
import { expect, staffTest } from './fixtures';

/**
 * The tee sheet as one source of truth (docs/product.md, Tee sheet), on the starter's phone: a block, a
 * desk booking, a confirmed mail request and a refunded online booking all change what visitors are
 * offered. On the online-mode server, whose bookings pay at the TEST checkout.
 */

const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];
const API = '/api/v1';

/** The next Saturday after today at the club: a day the other tests, which book weeks ahead, leave alone. */
function nextSaturday(): CalendarDate {
  const today = parseIsoDate(clubToday());
  if (!today) throw new Error('The club has no today.');
  const base = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const ahead = ((6 - base.getUTCDay() + 7) % 7) + (base.getUTCDay() === 6 ? 7 : 0);
  const day = new Date(base.getTime() + ahead * 86_400_000);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** The cross-site token a page hands out, for the calls a visitor's page makes. */
async function xsrfToken(page: Page): Promise<string> {
  await page.request.get('/booking');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return decodeURIComponent(token);
}

async function freeTimes(page: Page, date: CalendarDate, players: number): Promise<string[]> {
  const res = await page.request.get(
    `${API}/reservations/freeslots/greenfee/${date.year}/${date.month}/${date.day}?players=${players}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as TimeSlot[]).map((slot) => formatTime(slot.hour, slot.min));
}

staffTest.describe('the tee sheet on the starter’s phone', { tag: '@online' }, () => {
  staffTest.use({ ...pixel7 });

  staffTest(
    'a block, a desk booking, a confirmed request and a refunded online booking all show in what visitors are offered',
    async ({ page, browser }, testInfo) => {
      // Five screens and two browsers on a loaded two-core machine.
      staffTest.slow();
      const saturday = nextSaturday();
      const date = isoDate(saturday);
      const row = (at: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: at }) });
      const status = (text: string) => page.getByRole('status').filter({ hasText: text });

      // A visitor on another phone, signed out.
      const visitorContext = await browser.newContext({
        ...pixel7,
        baseURL: testInfo.project.use.baseURL,
        storageState: { cookies: [], origins: [] },
      });
      const visitor = await visitorContext.newPage();
      await visitorContext.addCookies([
        {
          name: 'cookie-consent',
          value: `0.0.${Date.now()}`,
          url: new URL(testInfo.project.use.baseURL ?? '').origin,
        },
      ]);

      try {
        const sheet = (await (
          await page.request.get(`${API}/admin/tee-sheet/${date}`)
        ).json()) as TeeSheetDay;
        const firstFrom8 = sheet.times.find((t) => t.hour >= 8);
        if (!firstFrom8) throw new Error(`No tee time from 08:00 on ${date}.`);
        const blockRowAt = formatTime(firstFrom8.hour, firstFrom8.minute);

        // 1. Staff block 08:00–10:00 for a competition.
        await page.goto(`/admin/tee-sheet?date=${date}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Tee sheet' })).toBeVisible();
        await row(blockRowAt)
          .getByRole('button', { name: `Block ${blockRowAt}` })
          .click();
        await page.getByLabel('From', { exact: true }).fill('08:00');
        await page.getByLabel('Up to (not included)').fill('10:00');
        await page.getByLabel('Reason').selectOption('competition');
        await page.getByLabel(/^Label/).fill('Club championship');
        await page.getByRole('button', { name: 'Block', exact: true }).click();
        await expect(status('08:00–10:00 blocked: Club championship.')).toBeVisible();
        await expect(row(blockRowAt).getByText('Blocked', { exact: true })).toBeVisible();

        // 2. The visitor's booking form then offers no time in that window.
        await visitor.goto('/booking');
        await visitor.getByLabel('First name').fill('Vera');
        await visitor.getByLabel('Last name').fill('Visitor');
        await visitor.getByLabel('Handicap').fill('20');
        await visitor.getByLabel('E-mail').fill('vera@example.net');
        await visitor.getByLabel('Telephone').fill('+32 470 11 22 33');
        await visitor.getByLabel('Adults').fill('1');
        await visitor.getByLabel('Date').fill(date);
        const offered = visitor.getByRole('group', { name: 'Tee time' }).getByRole('button');
        await expect(offered.first()).toBeVisible();
        const shown = (await offered.allTextContents()).map((text) => text.replace('✓', '').trim());
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.filter((at) => at >= '08:00' && at < '10:00')).toEqual([]);
        expect(shown).toContain('10:00');

        // 3. Staff book a caller in at 10:00.
        await row('10:00').getByRole('button', { name: 'Book 10:00' }).click();
        await page.getByLabel('Adults').fill('2');
        await page.getByLabel('First name').fill('Jan');
        await page.getByLabel('Last name').fill('Claes');
        await page.getByLabel(/^Telephone/).fill('+32 50 12 34 56');
        await page.getByRole('button', { name: 'Book in' }).click();
        await expect(status('Jan Claes booked in at 10:00.')).toBeVisible();
        await expect(row('10:00').getByText('2 free')).toBeVisible();
        expect(await freeTimes(visitor, saturday, 3)).not.toContain('10:00');

        // 4. A visitor's mail request for 10:10, confirmed by staff from the requests inbox.
        const token = await xsrfToken(visitor);
        const requestName = `Mail${testInfo.testId.slice(0, 6)}`;
        const sent = await visitor.request.post(`${API}/reserve/greenfee`, {
          headers: { 'X-XSRF-TOKEN': token },
          data: {
            content: formatRequestLines(greenfeeRequestFields, {
              firstname: 'Rita',
              lastname: requestName,
              handicap: '18',
              email: 'rita@example.net',
              telephone: '+32 470 44 55 66',
              adults: '3',
              juniors: '0',
              date,
              time: '10:10',
              remarks: '',
            }),
          },
        });
        expect(sent.status(), await sent.text()).toBe(201);
        await page.goto('/admin/requests');
        const card = page.getByRole('article').filter({ hasText: requestName });
        await expect(card.getByText('4 of 4 places free.')).toBeVisible();
        await card.getByRole('button', { name: /^Confirm/ }).click();
        await expect(status('Confirmed. A mail is on its way to the player.')).toBeVisible();
        await page.goto(`/admin/tee-sheet?date=${date}`);
        await expect(row('10:10').getByText(`Rita ${requestName}`)).toBeVisible();
        await expect(row('10:10').getByText('Request', { exact: true })).toBeVisible();
        expect(await freeTimes(visitor, saturday, 2)).not.toContain('10:10');

        // 5. An online booking paid at the TEST checkout, then canceled by staff with a refund.
        const booked = await visitor.request.post(`${API}/reservations/website`, {
          headers: { 'X-XSRF-TOKEN': token },
          data: {
            firstname: 'Olga',
            lastname: 'Online',
            handicap: 14,
            email: 'olga@example.net',
            telephone: '+32 470 77 88 99',
            ...saturday,
            hour: 10,
            minute: 20,
            adults: 4,
            juniors: 0,
          },
        });
        expect(booked.status(), await booked.text()).toBe(201);
        const { paymentUrl } = (await booked.json()) as { paymentUrl: string };
        await visitor.goto(paymentUrl);
        await visitor.getByRole('button', { name: 'Pay (test)' }).click();
        await visitor.waitForURL('**/bookings/**');
        expect(await freeTimes(visitor, saturday, 1)).not.toContain('10:20');

        await expect(row('10:20').getByText('Olga Online')).toBeVisible();
        await row('10:20')
          .getByRole('button', { name: /Olga Online/ })
          .click();
        await row('10:20')
          .getByRole('button', { name: /^Cancel booking/ })
          .click();
        await expect(row('10:20').getByLabel(/^Refund €/)).toBeChecked();
        await row('10:20').getByRole('button', { name: 'Cancel booking', exact: true }).click();
        await expect(status('Booking of Olga Online canceled and €')).toBeVisible();
        await expect(row('10:20').getByText('4 free')).toBeVisible();
        expect(await freeTimes(visitor, saturday, 4)).toContain('10:20');
      } finally {
        await visitorContext.close();
      }
    },
  );
});
