import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import type { PersonExport } from '../common/api/people';
import { type CalendarDate, isoDate } from '../common/rules/clubTime';
import { clubDateIn } from './clubDates';
import { expect, ONLINE_PHONE, STAFF, signInThroughApi, test, withConsentChosen } from './fixtures';

/**
 * The waiting list (docs/product.md, Waiting list; issue 39), on a phone and in Dutch: a party of four
 * books and pays a time at the TEST checkout, which fills it; a second visitor, a party of two, joins the
 * waiting list for that time from the booking form; the first cancels from their booking's page, and the
 * time is offered again: the second visitor's mail links to the offer, which they take and pay.
 */

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

interface Visitor {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  adults: string;
}

/** The Dutch booking form with a visitor's details, party and date: its free times, as it offers them. */
async function fillDutchForm(page: Page, visitor: Visitor, date: CalendarDate) {
  await page.goto('/nl/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greenfee online reserveren');
  await field(page, 'Voornaam').fill(visitor.firstname);
  await field(page, 'Familienaam').fill(visitor.lastname);
  await field(page, 'Handicap').fill('18');
  await field(page, 'E-mail').fill(visitor.email);
  await field(page, 'Telefoon').fill(visitor.telephone);
  await field(page, 'Volwassenen').fill(visitor.adults);
  // Its label also names the juniors' age.
  await page.getByLabel('Junioren').fill('0');
  await field(page, 'Datum').fill(isoDate(date));
  const times = page.getByRole('group', { name: 'Starttijd', exact: true }).getByRole('button');
  await expect(times.first()).toBeVisible();
  return times;
}

/** Pays at the TEST checkout the booking form (or an offer) sent the browser to, and comes back. */
async function payAtTestCheckout(page: Page) {
  await page.waitForURL('**/payments/test-checkout/**');
  await page.getByRole('button', { name: 'Betalen (test)', exact: true }).click();
  await page.waitForURL('**/nl/bookings/**');
}

/** The mails held for an address, as a person's data export lists them (docs/product.md, A person's data). */
async function mailsTo(staff: APIRequestContext, email: string): Promise<PersonExport['mails']> {
  const token = (await staff.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  const response = await staff.post(`/api/v1${adminApiPaths.exportPerson.path()}`, {
    headers: { [XSRF_HEADER]: decodeURIComponent(token ?? '') },
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as PersonExport).mails;
}

test.describe('the waiting list, in Dutch, on a phone', ONLINE_PHONE, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('book and pay, cancel from the details page, and the time is offered again', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    // Months ahead, spread, so that parallel runs do not fill one time.
    const date = clubDateIn(100 + Math.floor(Math.random() * 200));

    // A party of four books a time, which fills it, and pays.
    const first: Visitor = {
      firstname: 'Lotte',
      lastname: 'Janssens',
      email: `lotte-${run}@example.net`,
      telephone: '+32 470 44 44 44',
      adults: '4',
    };
    const times = await fillDutchForm(page, first, date);
    const slot = times.nth(Math.floor(Math.random() * Math.min(20, await times.count())));
    const time = ((await slot.textContent()) ?? '').replace('✓', '').trim();
    await slot.click();
    await page
      .getByRole('region', { name: 'Bevestigen en betalen' })
      .getByRole('button', { name: /^Bevestig en betaal / })
      .click();
    await payAtTestCheckout(page);
    const bookingUrl = page.url();
    await expect(
      page.getByRole('region', { name: 'Uw reservatie' }).locator('.reservation__state'),
    ).toHaveText(/^Betaling:\sBetaald$/);

    // A party of two finds the time full, and joins the waiting list for it from the booking form.
    const second: Visitor = {
      firstname: 'Wout',
      lastname: 'Peeters',
      email: `wout-${run}@example.net`,
      telephone: '+32 470 66 66 66',
      adults: '2',
    };
    const secondTimes = await fillDutchForm(page, second, date);
    await expect(secondTimes.filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(0);
    await expect(page.getByText('Staat de starttijd die u wilt er niet bij?')).toBeVisible();
    await page.getByRole('button', { name: 'Inschrijven op de wachtlijst', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Inschrijven op de wachtlijst' });
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Datum')).toHaveValue(isoDate(date));
    await expect(field(dialog, 'Volwassenen')).toHaveValue('2');
    await expect(field(dialog, 'E-mail')).toHaveValue(second.email);
    // Only the full time: a window with a free time in it would be offered that time at once.
    await field(dialog, 'Van').selectOption(time);
    await field(dialog, 'Tot').selectOption(time);
    await page.screenshot({ path: test.info().outputPath('waiting-list-form.png') });
    await dialog.getByRole('button', { name: 'Inschrijven op de wachtlijst', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'U staat op de wachtlijst' })).toBeFocused();
    await expect(dialog.getByRole('status')).toContainText(
      new RegExp(`U staat op de wachtlijst voor .+ tussen ${time} en ${time}, voor 2 volwassenen\\.`),
    );
    await page.screenshot({ path: test.info().outputPath('waiting-list-joined.png') });
    await dialog.getByRole('button', { name: 'Terug naar het reservatieformulier' }).click();
    await expect(dialog).toBeHidden();

    // The first party cancels from their booking's page: the spec's question, in Dutch; a yes cancels.
    await page.goto(bookingUrl);
    page.once('dialog', (question) => void question.accept());
    await page
      .getByRole('region', { name: 'Uw reservatie' })
      .getByRole('button', { name: 'Reservatie annuleren' })
      .click();
    await expect(page.getByRole('heading', { name: 'Door u geannuleerd' })).toBeFocused();

    // The time is offered to the second party: their mail links to the offer, in Dutch.
    const staff = await playwright.request.newContext({ baseURL });
    await signInThroughApi(staff, STAFF);
    let offerLink = '';
    await expect
      .poll(
        async () => {
          const mails = await mailsTo(staff, second.email);
          const offer = mails.map((mail) => mail.text).find((text) => text.includes('/waiting-list/offers/'));
          offerLink = /https?:\/\/\S+\/nl\/waiting-list\/offers\/\S+/.exec(offer ?? '')?.[0] ?? '';
          return offerLink;
        },
        { message: 'the offer mail reaches the outbox', timeout: 60_000 },
      )
      .not.toBe('');
    await staff.dispose();

    await page.goto(new URL(offerLink).pathname);
    const offer = page.getByRole('region', { name: 'Er kwamen plaatsen vrij voor u' });
    await expect(offer.locator('.reservation__time')).toHaveText(time);
    await expect(
      offer.getByText('Hallo Wout, er kwamen plaatsen vrij op een tijd die u vroeg.'),
    ).toBeVisible();
    await expect(offer.getByText(/^Voor u vastgehouden tot \d\d:\d\d\.$/)).toBeVisible();
    await expect(offer.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await expect(offer.locator('dt', { hasText: /^Spelers$/ }).locator('+ dd')).toHaveText('2 volwassenen');
    await page.screenshot({ path: test.info().outputPath('waiting-list-offer.png'), fullPage: true });

    // Taken and paid: a booking of that time, paid.
    await field(offer, 'Handicap').fill('18,4');
    await offer.getByRole('button', { name: /^Aanvaarden en .+ betalen$/ }).click();
    await payAtTestCheckout(page);
    const booking = page.getByRole('region', { name: 'Uw reservatie' });
    await expect(booking.locator('.reservation__state')).toHaveText(/^Betaling:\sBetaald$/);
    await expect(booking.locator('.reservation__time')).toHaveText(time);
    await page.screenshot({ path: test.info().outputPath('waiting-list-paid.png'), fullPage: true });

    // The offer's page now says it was taken, with the way to the booking.
    await page.goto(new URL(offerLink).pathname);
    await expect(page.getByRole('heading', { name: 'U hebt dit aanbod aanvaard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk uw reservatie' })).toBeVisible();
  });
});
