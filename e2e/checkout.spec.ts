import type { Page } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import type { TimeSlot } from '../common/api/reservations';
import { clubToday, parseIsoDate } from '../common/rules/clubTime';
import { expect, STAFF, signInThroughApi, test } from './fixtures';

/** A booking made through the API as the online flow makes it; its paymentUrl is the TEST checkout. */
async function bookOnline(page: Page) {
  // Pages hand out the cross-site token (server/src/plugins/external/xsrf.ts).
  await page.request.get('/booking');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const today = parseIsoDate(clubToday());
  if (!today) throw new Error('no date');
  const day = new Date(
    Date.UTC(today.year, today.month - 1, today.day + 90 + Math.floor(Math.random() * 200)),
  );
  const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  const free = `/api/v1/reservations/freeslots/greenfee/${date.year}/${date.month}/${date.day}?players=4`;
  const slots = (await (await page.request.get(free)).json()) as TimeSlot[];
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error('no free slot');
  const response = await page.request.post('/api/v1/reservations/website', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: {
      firstname: 'Check',
      lastname: 'Out',
      handicap: 14,
      email: 'checkout@example.net',
      telephone: '+32 470 55 55 55',
      ...date,
      hour: slot.hour,
      minute: slot.min,
      adults: 4,
      juniors: 0,
    },
  });
  expect(response.status()).toBe(201);
  const { id, paymentUrl } = (await response.json()) as { id: string; paymentUrl: string };
  const isOffered = async () =>
    ((await (await page.request.get(free)).json()) as TimeSlot[]).some(
      (s) => s.hour === slot.hour && s.min === slot.min,
    );
  return { id, paymentUrl, isOffered };
}

for (const [button, shown, released] of [
  ['Pay (test)', 'Paid', false],
  ['Fail (test)', 'Failed', true],
  ['Cancel (test)', 'Canceled', true],
  // The payment runs out unanswered, as when the player walks away from the checkout.
  ['Let it expire (test)', 'Expired', true],
] as const) {
  test(`the TEST checkout: "${button}" returns to the booking, which shows ${shown}`, {
    tag: '@online',
  }, async ({ page }) => {
    const booking = await bookOnline(page);
    expect(await booking.isOffered(), 'the time is held while the player pays').toBe(false);
    await page.goto(booking.paymentUrl);
    await expect(page.getByText('TEST PAYMENT')).toBeVisible();
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL(`**/bookings/${booking.id}`);
    // A payment that ended unpaid is not shown as a booking (docs/product.md, Booking Details).
    const title = released ? `Payment ${shown.toLowerCase()}: not booked` : 'Your reservation';
    const payment = page.getByRole('region', { name: title }).locator('p', { hasText: 'Payment:' });
    await expect(payment.locator('strong')).toHaveText(shown);
    expect(await booking.isOffered(), released ? 'the hold is released' : 'a paid time stays taken').toBe(
      released,
    );
  });
}

test('after a failed payment at the TEST checkout, Try again pays for the same time', {
  tag: '@online',
}, async ({ page }) => {
  const booking = await bookOnline(page);
  await page.goto(booking.paymentUrl);
  await page.getByRole('button', { name: 'Fail (test)' }).click();
  await page.waitForURL(`**/bookings/${booking.id}`);
  const failed = page.getByRole('region', { name: 'Payment failed: not booked' });
  await expect(failed.getByText(/is not booked, and nothing was charged\./)).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  expect(await booking.isOffered(), 'the failed payment released the time').toBe(true);

  // Choose another time: the form, with the contact details and the party kept.
  await failed.getByRole('link', { name: 'Choose another time' }).click();
  await page.waitForURL('**/booking');
  await expect(page.getByLabel('First name')).toHaveValue('Check');
  await expect(page.getByLabel('Adults')).toHaveValue('4');
  await page.goBack();

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL('**/payments/test-checkout/**');
  expect(page.url()).not.toBe(booking.paymentUrl);
  expect(await booking.isOffered(), 'the time is held again while the player pays').toBe(false);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.waitForURL(`**/bookings/${booking.id}`);
  const paid = page.getByRole('region', { name: 'Your reservation' });
  await expect(paid.locator('p', { hasText: 'Payment:' }).locator('strong')).toHaveText('Paid');
  await expect(paid.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
  expect(await booking.isOffered(), 'a paid time stays taken').toBe(false);
});

test('a paid booking the club canceled with a refund says so, and how much was refunded', {
  tag: '@online',
}, async ({ page, playwright }) => {
  const booking = await bookOnline(page);
  await page.goto(booking.paymentUrl);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.waitForURL(`**/bookings/${booking.id}`);
  const paid = page.getByRole('region', { name: 'Your reservation' });
  await expect(paid.locator('p', { hasText: 'Payment:' }).locator('strong')).toHaveText('Paid');

  // Staff cancel it with a refund through the admin API, as the tee sheet does.
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(staff, STAFF);
  const token = (await staff.storageState()).cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const canceled = await staff.post(
    `${API_BASE}${adminApiPaths.cancelReservation.path({ id: booking.id })}`,
    {
      headers: { [XSRF_HEADER]: decodeURIComponent(token) },
      data: { refund: true },
    },
  );
  expect(canceled.status(), await canceled.text()).toBe(200);
  const { refunded } = (await canceled.json()) as { refunded: number };
  expect(refunded).toBeGreaterThan(0);
  await staff.dispose();

  await page.reload();
  const region = page.getByRole('region', { name: 'Canceled by the club' });
  await expect(
    region.getByText(/^Your tee time of .+ at \d\d:\d\d is no longer booked: the club canceled it on .+\.$/),
  ).toBeVisible();
  await expect(region.locator('.reservation__state')).toHaveText(`Refunded: €${refunded.toFixed(2)}`);
  await expect(
    region.getByText('Questions about this cancellation or a refund?', { exact: false }),
  ).toBeVisible();
  // Not a paid booking any more: no "Paid", no confirmed tee time, nothing to cancel or pay again.
  await expect(page.getByText('Your payment was received and your tee time is confirmed.')).toHaveCount(0);
  await expect(region.getByRole('button')).toHaveCount(0);
  expect(await booking.isOffered(), 'the canceled booking released its time').toBe(true);
});
