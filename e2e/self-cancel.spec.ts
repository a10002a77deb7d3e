import type { Page } from '@playwright/test';
import type { TimeSlot } from '../common/api/reservations';
import { type CalendarDate, isoDate } from '../common/rules/clubTime';
import { clubDateIn } from './clubDates';
import { expect, ONLINE_PHONE, test, withConsentChosen } from './fixtures';

/**
 * A player cancels their own booking from its page (docs/product.md, Booking Details; issue 39), on a phone
 * and in Dutch: booked and paid at the TEST checkout, canceled before the club's deadline (48 hours by
 * default) with a refund in full, and the time is offered again to the next player.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The Dutch form filled for a party of four on `date`: its free times, as the form offers them. */
async function fillDutchForm(page: Page, date: CalendarDate) {
  await page.goto('/nl/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greenfee online reserveren');
  await field(page, 'Voornaam').fill('Lotte');
  await field(page, 'Familienaam').fill('Janssens');
  await field(page, 'Handicap').fill('18');
  await field(page, 'E-mail').fill('lotte@example.net');
  await field(page, 'Telefoon').fill('+32 470 44 44 44');
  await field(page, 'Volwassenen').fill('4');
  // Its label also names the juniors' age.
  await page.getByLabel('Junioren').fill('0');
  await field(page, 'Datum').fill(isoDate(date));
  const times = page.getByRole('group', { name: 'Starttijd', exact: true }).getByRole('button');
  await expect(times.first()).toBeVisible();
  return times;
}

test.describe('canceling a paid booking online, in Dutch, on a phone', ONLINE_PHONE, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('book and pay, cancel from the booking’s page, and the time is offered again', async ({ page }) => {
    test.slow();
    // Months ahead, spread, so that parallel runs do not fill one time; a party of four fills it.
    const date = clubDateIn(100 + Math.floor(Math.random() * 200));
    const times = await fillDutchForm(page, date);
    const slot = times.nth(Math.floor(Math.random() * Math.min(20, await times.count())));
    await slot.click();
    const time = ((await slot.textContent()) ?? '').replace('✓', '').trim();
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const free = `/api/v1/reservations/freeslots/greenfee/${date.year}/${date.month}/${date.day}?players=1`;
    const isOffered = async () =>
      ((await (await page.request.get(free)).json()) as TimeSlot[]).some(
        (s) => s.hour === hour && s.min === minute,
      );

    await page
      .getByRole('region', { name: 'Bevestigen en betalen' })
      .getByRole('button', { name: /^Bevestig en betaal / })
      .click();
    await page.waitForURL('**/payments/test-checkout/**');
    await page.getByRole('button', { name: 'Betalen (test)', exact: true }).click();
    await page.waitForURL('**/nl/bookings/**');

    // Paid, with what canceling now means: until when online, and the refund (in full by default).
    const booking = page.getByRole('region', { name: 'Uw reservatie' });
    await expect(booking.locator('.reservation__state')).toHaveText(/^Betaling:\sBetaald$/);
    await expect(
      booking.getByText(/^U kunt deze reservatie online annuleren tot .+ om \d\d:\d\d\.$/),
    ).toBeVisible();
    const price =
      (await booking
        .locator('dt', { hasText: /^Prijs$/ })
        .locator('+ dd')
        .textContent()) ?? '';
    await expect(
      booking.getByText(`Als u annuleert, wordt uw betaling van ${price} volledig terugbetaald.`),
    ).toBeVisible();
    expect(await isOffered(), 'a party of four fills the time').toBe(false);
    await page.screenshot({ path: test.info().outputPath('before-cancel.png'), fullPage: true });

    // The spec's question, in Dutch; a yes cancels.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const canceling = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/cancel'),
    );
    await booking.getByRole('button', { name: 'Reservatie annuleren' }).click();
    expect((await canceling).status()).toBe(200);
    expect(dialogs).toEqual(['confirm: Bent u zeker dat u uw reservatie wilt annuleren?']);

    const canceled = page.getByRole('region', { name: 'Door u geannuleerd' });
    await expect(canceled.getByRole('heading', { name: 'Door u geannuleerd' })).toBeFocused();
    await expect(canceled.getByRole('status')).toHaveText(
      new RegExp(
        `^Uw starttijd van .+ om ${time} is niet langer gereserveerd: u hebt ze op .+ geannuleerd\\.$`,
      ),
    );
    await expect(canceled.locator('.reservation__state')).toHaveText(`Terugbetaald: ${price}`);
    await expect(canceled.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('after-cancel.png'), fullPage: true });

    // As the server has it now, and the time is free again: in the free times, and in the form.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Door u geannuleerd' })).toBeVisible();
    expect(await isOffered(), 'the canceled booking freed its time').toBe(true);
    const again = await fillDutchForm(page, date);
    await expect(again.filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(1);
  });
});
