import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Reservation, TimeSlot } from '../common/api/reservations';
import { type CalendarDate, clubToday, formatTime, isoDate } from '../common/rules/clubTime';
import { priceFor } from '../common/rules/prices';
import { SEEDED_PRICE_LIST } from '../common/test/seededPriceList';
import { club } from '../web/src/config/club';
import { clubDateIn } from './clubDates';
import { allowFailedLoads, expect, expectNoSeriousViolations, test, withConsentChosen } from './fixtures';

/** docs/product.md, Club time: dates in medium format, en-US; the month of the API is 1-12. */
const mediumDate = ({ year, month, day }: CalendarDate) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(year, month - 1, day));

async function freeSlots(page: Page, date: CalendarDate, players: number): Promise<TimeSlot[]> {
  const response = await page.request.get(
    `/api/v1/reservations/freeslots/greenfee/${date.year}/${date.month}/${date.day}?players=${players}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as TimeSlot[];
}

/** Creates a reservation through the API, as the online flow does, with the cross-site token pair. */
async function createReservation(page: Page, extra: Record<string, unknown> = {}) {
  // Pages hand out the cross-site token (server/src/plugins/external/xsrf.ts).
  await page.request.get('/booking');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'the server hands out the XSRF-TOKEN cookie').toBeTruthy();
  // Spread the tests over dates and times, so that parallel runs do not fill one tee time.
  const date = clubDateIn(20 + Math.floor(Math.random() * 60));
  const slots = await freeSlots(page, date, 3);
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error(`no free slot on ${isoDate(date)}`);
  const payload = {
    firstname: 'Robin',
    lastname: 'Example',
    handicap: 12.5,
    email: 'robin@example.net',
    telephone: '+32 470 12 34 56',
    ...date,
    hour: slot.hour,
    minute: slot.min,
    adults: 2,
    juniors: 1,
    type: 'greenfee',
    ...extra,
  };
  const response = await page.request.post('/api/v1/reservations/website', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, payload, date, slot };
}

/**
 * The scripts a page load asks for, in order, with the booking mode's answer among them: each mode's form
 * is a chunk of its own, loaded once the mode is known (docs/decisions/0037-no-blocking-renders-at-start.md).
 */
function watchFormChunks(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v1/booking/mode') requests.push('mode');
    const chunk = /^\/assets\/(MailBooking|OnlineBookingEntry|schemas)-[\w-]+\.js$/.exec(path);
    if (chunk?.[1]) requests.push(chunk[1] === 'schemas' ? 'zod' : chunk[1]);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test.describe('booking a green fee by mail (the default)', () => {
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send request' });

  test('shows the notes, and keeps the send button disabled until the terms box is ticked', async ({
    page,
  }) => {
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Greenfee Booking');
    await expect(
      page.getByText('A reservation is definitive only after confirmation by e-mail or phone.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'The maximum handicap is 34 from Monday to Thursday, and 28 from Friday to Sunday and on holidays.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Bring proof of your handicap: it is asked for at arrival.')).toBeVisible();

    await expect(sendButton(page)).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(sendButton(page)).toBeEnabled();
    await page.getByRole('checkbox').uncheck();
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByLabel('Date')).toHaveAttribute('min', clubToday());
    await expect(page.getByLabel('Adults')).toHaveAttribute('min', '0');
    await expect(page.getByLabel(/^Juniors/)).toHaveAttribute('min', '0');
  });

  test('loads the mail form of the mode the page came with, never the online one, and zod only once a field is entered', async ({
    page,
  }) => {
    const requests = watchFormChunks(page);
    await page.goto('/booking');
    await expect(sendButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['MailBooking']);
    await page.getByLabel('First name').focus();
    await expect.poll(() => requests).toEqual(['MailBooking', 'zod']);
  });

  test('checks the fields in the order of docs/product.md, each alert word for word, then sends and thanks with a summary', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByLabel('Adults').fill('0');
    await page.getByRole('checkbox').check();
    const alert = page.getByRole('alert');
    const expectAlert = async (message: string) => {
      await sendButton(page).click();
      await expect(alert).toHaveText(message);
    };

    await expectAlert('Please enter your firstname.');
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('First name').fill('Alex');
    await expectAlert('Please enter your lastname.');
    await page.getByLabel('Last name').fill('Sample');
    const hcpMessage = 'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.';
    await expectAlert(hcpMessage);
    await page.getByLabel('Handicap').fill('36');
    await expectAlert(hcpMessage);
    await page.getByLabel('Handicap').fill('18.4');
    await expectAlert('Please enter your email.');
    await page.getByLabel('E-mail').fill('alex@example.net');
    await expectAlert('Please enter your telephone.');
    await page.getByLabel('Telephone').fill('+32 470 00 00 00');
    await expectAlert('Please enter how many adults and/or junors');
    await expect(page.getByLabel('Adults')).toBeFocused();
    await page.getByLabel('Adults').fill('2');
    await page.getByLabel(/^Juniors/).fill('1');
    await expectAlert('Please enter your reservation date.');

    const date = clubDateIn(14);
    await page.getByLabel('Date').fill(isoDate(date));
    const teeTimes = page.getByRole('group', { name: 'Tee time' });
    const first = teeTimes.getByRole('button').first();
    await expect(first).toHaveText(/^\d\d:\d\d$/);
    await expectAlert('Please choose your time slot.');

    const time = (await first.textContent()) ?? '';
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel(/^Remarks/).fill('Two buggies, please.');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/reserve/greenfee') && response.request().method() === 'POST',
    );
    await sendButton(page).click();
    expect((await sent).status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Thank you, Alex' })).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(sendButton(page)).toHaveCount(0);
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const total = priceFor({ date, hour, minute, adults: 2, juniors: 1 }, SEEDED_PRICE_LIST).total;
    const summary = page.getByRole('region', { name: 'Thank you, Alex' }).locator('dl');
    const rows: [string, string][] = [
      ['Name', 'Alex Sample'],
      ['Handicap', '18.4'],
      ['E-mail', 'alex@example.net'],
      ['Telephone', '+32 470 00 00 00'],
      ['Players', '2 adults, 1 junior'],
      ['Date', mediumDate(date)],
      ['Tee time', time],
      ['Green fee', `€${total}`],
      ['Remarks', 'Two buggies, please.'],
    ];
    for (const [label, value] of rows) {
      await expect(summary.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
    }
  });

  test('gives the verbatim message with the club contact when the request cannot be sent', async ({
    page,
    pageProblems,
  }) => {
    // The 500 below makes Chromium log "Failed to load resource"; only that line is allowed.
    const allowed = allowFailedLoads(page, pageProblems, ['/api/v1/reserve/greenfee']);
    await page.route('**/api/v1/reserve/greenfee', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await page.goto('/booking');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Sample');
    await page.getByLabel('Handicap').fill('-2');
    await page.getByLabel('E-mail').fill('alex@example.net');
    await page.getByLabel('Telephone').fill('+32 470 00 00 00');
    await page.getByLabel('Date').fill(isoDate(clubDateIn(15)));
    await page.getByRole('group', { name: 'Tee time' }).getByRole('button').first().click();
    await page.getByRole('checkbox').check();
    await sendButton(page).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Apologies, something went wrong. Please try again later or contact us via telephone or email.',
    );
    await expect(alert.getByRole('link', { name: club.phone })).toHaveAttribute('href', /^tel:/);
    await expect(alert.getByRole('link', { name: club.email })).toHaveAttribute(
      'href',
      `mailto:${club.email}`,
    );
    // The form stays, with what was typed.
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(sendButton(page)).toBeEnabled();
    expect(allowed()).toBeGreaterThan(0);
  });

  test('says so when a date has no free tee times', async ({ page }) => {
    await page.route('**/api/v1/reservations/freeslots/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/booking');
    await page.getByLabel('Date').fill(isoDate(clubDateIn(16)));
    await expect(page.getByText('No available time slots. Please choose another date.')).toBeVisible();
  });

  // The empty form is scanned with the other pages in routes.spec.ts.
  test('keeps what was typed across a change of language, and nothing of it in the address', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('E-mail').fill('noor@example.net');
    await page.getByLabel('Adults').fill('3');
    await page.getByRole('banner').getByRole('button', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/booking$/);
    await expect(page.getByLabel('Voornaam')).toHaveValue('Noor');
    await expect(page.getByLabel('E-mail')).toHaveValue('noor@example.net');
    await expect(page.getByLabel('Volwassenen')).toHaveValue('3');
    expect(page.url()).not.toContain('noor');
    expect(await page.evaluate(() => localStorage.getItem('booking-draft:mail'))).toBeNull();
  });

  test('passes axe on the form with its alerts', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    await page.getByLabel('Date').fill(isoDate(clubDateIn(14)));
    await expect(page.getByRole('group', { name: 'Tee time' }).getByRole('button').first()).toBeVisible();
    await page.getByRole('checkbox').check();
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your firstname.');
    await expectNoSeriousViolations(page);
  });
});

test.describe('booking online (BOOKING_MODE=online)', { tag: '@online' }, () => {
  test('loads the online form of the mode the page came with, and never the mail one', async ({ page }) => {
    const requests = watchFormChunks(page);
    await page.goto('/booking');
    await expect(page.getByRole('list', { name: 'Booking steps' })).toBeVisible();
    expect(requests.filter((request) => request !== 'zod')).toEqual(['OnlineBookingEntry']);
  });

  test('walks the five steps and sends the browser to the payment URL of the new booking', async ({
    page,
  }) => {
    await page.goto('/booking');
    await expect(page.getByRole('list', { name: 'Booking steps' })).toBeVisible();
    await expect(page.getByLabel('Adults')).toHaveCount(0);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Online');
    await page.getByLabel('Handicap').fill('20');
    await page.getByLabel('E-mail').fill('sam@example.net');
    await page.getByLabel('Telephone').fill('+32 470 99 99 99');

    await page.getByLabel('Adults').fill('5');
    await expect(page.getByRole('alert')).toContainText(
      'Book online for min. 1 and max. 4 people. For bigger groups please contact us.',
    );
    await expect(page.getByLabel('Date')).toHaveCount(0);
    await page.getByLabel('Adults').fill('1');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const date = clubDateIn(30 + Math.floor(Math.random() * 60));
    await page.getByLabel('Date').fill(isoDate(date));
    const slot = page.getByRole('group', { name: 'Tee time' }).getByRole('button').nth(2);
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    const [hour = 0, minute = 0] = ((await slot.textContent()) ?? '')
      .replace('✓', '')
      .trim()
      .split(':')
      .map(Number);
    const price = priceFor({ date, hour, minute, adults: 1, juniors: 0 }, SEEDED_PRICE_LIST).total;

    // The page leaves for the payment page at once: read the answer on its way to the page.
    const created: { status: number; body: unknown; paymentUrl: string }[] = [];
    await page.route('**/api/v1/reservations/website', async (route) => {
      expect(route.request().postDataJSON()).toMatchObject({ ...date, hour, minute, adults: 1, juniors: 0 });
      const response = await route.fetch();
      const body = (await response.json()) as { paymentUrl: string };
      created.push({ status: response.status(), body, paymentUrl: body.paymentUrl });
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('button', { name: `Confirm and pay €${price}` }).click();
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]?.status).toBe(201);
    const paymentUrl = created[0]?.paymentUrl ?? '';
    await page.waitForURL((url) => url.href === new URL(paymentUrl, page.url()).href);
  });

  test('finds the form filled after Back from the TEST checkout', async ({ page }) => {
    await page.goto('/booking');
    await page.getByLabel('First name').fill('Kim');
    await page.getByLabel('Last name').fill('Goback');
    await page.getByLabel('Handicap').fill('14');
    await page.getByLabel('E-mail', { exact: true }).fill('kim@example.net');
    await page.getByLabel('Telephone').fill('+32 470 55 55 55');
    await page.getByLabel('Adults').fill('2');
    const date = clubDateIn(30 + Math.floor(Math.random() * 60));
    await page.getByLabel('Date').fill(isoDate(date));
    const slot = page.getByRole('group', { name: 'Tee time' }).getByRole('button').nth(1);
    await slot.click();
    const time = ((await slot.textContent()) ?? '').replace('✓', '').trim();
    const bookingUrl = page.url();
    await page.getByRole('button', { name: /Confirm and pay/ }).click();
    await page.waitForURL((url) => url.href !== bookingUrl);
    await expect(page.getByRole('heading', { name: 'TEST checkout' })).toBeVisible();
    // No personal detail travels in the address.
    expect(page.url()).not.toContain('kim');

    await page.goBack();
    await page.waitForURL(bookingUrl);
    await expect(page.getByLabel('First name')).toHaveValue('Kim');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('kim@example.net');
    await expect(page.getByLabel('Adults')).toHaveValue('2');
    await expect(page.getByLabel('Date')).toHaveValue(isoDate(date));
    const chosen = page.getByRole('group', { name: 'Tee time' }).getByRole('button', { name: time });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Confirm and pay/ })).toBeEnabled();
  });
});

// Online bookings, made through the API of the server in the online mode.
test.describe('booking details', { tag: '@online' }, () => {
  test('shows a reservation made through the API', async ({ page }) => {
    const { id, date, slot } = await createReservation(page, { memberNumber: 'M-2041' });
    const reservation = (await (await page.request.get(`/api/v1/reservations/${id}`)).json()) as Reservation;
    await page.goto(`/bookings/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
    await expect(page.getByText(mediumDate(date), { exact: true })).toBeVisible();
    await expect(page.getByText(formatTime(slot.hour, slot.min), { exact: true })).toBeVisible();
    const value = (label: string) =>
      page
        .getByRole('region', { name: 'Your reservation' })
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('+ dd');
    await expect(value('Type')).toHaveText('Green fee');
    await expect(value('Name')).toHaveText('Robin Example');
    await expect(value('E-mail')).toHaveText('robin@example.net');
    await expect(value('Telephone')).toHaveText('+32 470 12 34 56');
    await expect(value('Member number')).toHaveText('M-2041');
    await expect(value('Federation number')).toHaveCount(0);
    await expect(value('Adults')).toHaveText('2');
    await expect(value('Juniors')).toHaveText('1');
    const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    await expect(value('Price')).toHaveText(euro.format(reservation.price));
    const state = reservation.paymentState;
    await expect(page.locator('.reservation__state')).toHaveText(
      `Payment: ${state ? state.charAt(0).toUpperCase() + state.slice(1) : 'Unknown'}`,
    );
    await expectNoSeriousViolations(page);
  });

  test('asks the spec’s question before canceling, and a no changes nothing', async ({ page }) => {
    const { id } = await createReservation(page);
    await page.goto(`/bookings/${id}`);
    const cancel = page.getByRole('button', { name: 'Cancel reservation' });
    await expect(cancel).toBeVisible();

    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') changes.push(`${request.method()} ${request.url()}`);
    });
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await cancel.click();
    await expect.poll(() => dialogs).toEqual(['confirm: Are you sure you want to cancel your reservation?']);
    // A yes cancels: self-cancel.spec.ts.
    await expect(page.getByRole('region', { name: 'Your reservation' })).toBeVisible();
    await expect(cancel).toBeVisible();
    expect(changes).toEqual([]);
  });

  test('shows the not-found message for an unknown reservation', async ({ page, pageProblems }) => {
    // The API answers 404, which Chromium logs as "Failed to load resource"; only that line is allowed.
    const id = randomUUID();
    const allowed = allowFailedLoads(page, pageProblems, [`/api/v1/reservations/${id}`]);
    await page.goto(`/bookings/${id}`);
    await expect(
      page.getByText('Apologies, your reservation was not found. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
    // This screen's axe scan is routes.spec.ts's, of /bookings/{random uuid}.
    expect(allowed()).toBe(1);
  });
});
