import type { Locator, Page } from '@playwright/test';
import { expect, test, withConsentChosen } from './fixtures';

/**
 * Booking online in Dutch as a visitor does: the booking form's details, then paying at the TEST checkout
 * (the online mode's stand-in for the payment provider), and back on the booking's page.
 */

export interface Visitor {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  adults: string;
}

/** For the tests of a describe block: a visitor on a phone (390 × 844) who has chosen their cookies. */
export function asPhoneVisitor() {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The Dutch booking form with a visitor's details and party, up to its date (pickTime.ts goes on). */
export async function fillDutchForm(page: Page, visitor: Visitor) {
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
}

/** Pays at the TEST checkout the browser was sent to (by the booking form or an offer): the booking, paid. */
export async function payAtTestCheckout(page: Page): Promise<Locator> {
  await page.waitForURL('**/payments/test-checkout/**');
  await page.getByRole('button', { name: 'Betalen (test)', exact: true }).click();
  await page.waitForURL('**/nl/bookings/**');
  const booking = page.getByRole('region', { name: 'Uw reservatie' });
  await expect(booking.locator('.reservation__state')).toHaveText(/^Betaling:\sBetaald$/);
  return booking;
}

/** Confirms the booking form as filled, and pays for it: the booking, paid. */
export async function confirmAndPay(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Bevestigen en betalen' })
    .getByRole('button', { name: /^Bevestig en betaal / })
    .click();
  return payAtTestCheckout(page);
}

/** The price the booking's page shows, as it shows it. */
export async function bookingPrice(booking: Locator): Promise<string> {
  return (
    (await booking
      .locator('dt', { hasText: /^Prijs$/ })
      .locator('+ dd')
      .textContent()) ?? ''
  );
}
