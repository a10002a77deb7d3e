import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminApiPaths } from '../common/api/adminPaths';
import { XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import type { PersonExport } from '../common/api/people';
import { isoDate } from '../common/rules/clubTime';
import {
  asPhoneVisitor,
  confirmAndPay,
  fillDutchForm,
  payAtTestCheckout,
  type Visitor,
} from './dutchBooking';
import { expect, ONLINE_PHONE, STAFF, signInThroughApi, test } from './fixtures';
import { DUTCH_TIMES, pickDateAndTime, timesOn } from './pickTime';

/**
 * The waiting list (docs/product.md, Waiting list; issue 39), on a phone and in Dutch: a party of four
 * books and pays a time at the TEST checkout, which fills it; a second visitor, a party of two, joins the
 * waiting list for that time from the booking form; the first cancels from their booking's page, and the
 * time is offered again: the second visitor's mail links to the offer, which they take and pay.
 */

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

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
  asPhoneVisitor();

  test('book and pay, cancel from the details page, and the time is offered again', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

    // A party of four books a time, which fills it, and pays.
    const first: Visitor = {
      firstname: 'Lotte',
      lastname: 'Janssens',
      email: `lotte-${run}@example.net`,
      telephone: '+32 470 44 44 44',
      adults: '4',
    };
    await fillDutchForm(page, first);
    const { date, time } = await pickDateAndTime(page, DUTCH_TIMES);
    await confirmAndPay(page);
    const bookingUrl = page.url();

    // A party of two finds the time full, and joins the waiting list for it from the booking form.
    const second: Visitor = {
      firstname: 'Wout',
      lastname: 'Peeters',
      email: `wout-${run}@example.net`,
      telephone: '+32 470 66 66 66',
      adults: '2',
    };
    await fillDutchForm(page, second);
    const secondTimes = await timesOn(page, date, DUTCH_TIMES);
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
    const booking = await payAtTestCheckout(page);
    await expect(booking.locator('.reservation__time')).toHaveText(time);
    await page.screenshot({ path: test.info().outputPath('waiting-list-paid.png'), fullPage: true });

    // The offer's page now says it was taken, with the way to the booking.
    await page.goto(new URL(offerLink).pathname);
    await expect(page.getByRole('heading', { name: 'U hebt dit aanbod aanvaard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk uw reservatie' })).toBeVisible();
  });
});
