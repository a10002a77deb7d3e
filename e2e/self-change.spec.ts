import type { Locator, Page } from '@playwright/test';
import { formatDateMedium } from '../common/i18n/localeFormat';
import { isoDate } from '../common/rules/clubTime';
import { clubDateIn } from './clubDates';
import { expect, ONLINE_PHONE, test, withConsentChosen } from './fixtures';

/**
 * A player changes their own booking from its page (docs/product.md, Booking Details; issue 39), on a phone
 * and in Dutch: booked and paid at the TEST checkout, then moved to a morning time on another date at the
 * same price, which the server makes at once (no new checkout), and the page shows the new time.
 */

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** A morning time of the times shown in `scope` (random, so that parallel runs spread), and its text. */
async function pickMorningTime(scope: Page | Locator): Promise<string> {
  const morning = scope.getByRole('group', { name: 'Voormiddag', exact: true }).getByRole('button');
  await expect(morning.first()).toBeVisible();
  const slot = morning.nth(Math.floor(Math.random() * Math.min(10, await morning.count())));
  const time = ((await slot.textContent()) ?? '').replace('✓', '').trim();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return time;
}

test.describe('changing a paid booking online, in Dutch, on a phone', ONLINE_PHONE, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  test('book and pay, move it to another date at the same price, and see the new time', async ({ page }) => {
    test.slow();
    // Months ahead, spread, so that parallel runs do not fill one time.
    const date = clubDateIn(100 + Math.floor(Math.random() * 150));
    await page.goto('/nl/booking');
    await field(page, 'Voornaam').fill('Pieter');
    await field(page, 'Familienaam').fill('Claes');
    await field(page, 'Handicap').fill('18');
    await field(page, 'E-mail').fill('pieter@example.net');
    await field(page, 'Telefoon').fill('+32 470 55 55 55');
    await field(page, 'Volwassenen').fill('2');
    await page.getByLabel('Junioren').fill('0');
    await field(page, 'Datum').fill(isoDate(date));
    const bookedTime = await pickMorningTime(page);
    await page
      .getByRole('region', { name: 'Bevestigen en betalen' })
      .getByRole('button', { name: /^Bevestig en betaal / })
      .click();
    await page.waitForURL('**/payments/test-checkout/**');
    await page.getByRole('button', { name: 'Betalen (test)', exact: true }).click();
    await page.waitForURL('**/nl/bookings/**');

    const booking = page.getByRole('region', { name: 'Uw reservatie' });
    await expect(booking.locator('.reservation__state')).toHaveText(/^Betaling:\sBetaald$/);
    await expect(booking.locator('.reservation__time')).toHaveText(bookedTime);
    const price =
      (await booking
        .locator('dt', { hasText: /^Prijs$/ })
        .locator('+ dd')
        .textContent()) ?? '';

    // The change panel opens under its button, with the booking as it is.
    const toggle = booking.getByRole('button', { name: 'Datum, uur of spelers wijzigen' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('form', { name: 'Uw reservatie wijzigen' });
    await expect(field(panel, 'Volwassenen')).toHaveValue('2');
    await expect(field(panel, 'Datum')).toHaveValue(isoDate(date));
    // A chosen time's name starts with its tick.
    await expect(panel.getByRole('button', { name: new RegExp(`^(✓ )?${bookedTime}$`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another date, a morning time of it at the same price: the same weekday a week or more away, on
    // either side (the same fee, unless a season's bound or a holiday lies between: a date in late March
    // has only high-season Saturdays after it, so the weeks before are tried too).
    let newDate = date;
    let newTime = '';
    const same = `De prijs blijft ${price}.`;
    for (const days of [7, -7, 14, -14, 21, -21, 28, -28]) {
      const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
      newDate = {
        year: shifted.getUTCFullYear(),
        month: shifted.getUTCMonth() + 1,
        day: shifted.getUTCDate(),
      };
      await field(panel, 'Datum').fill(isoDate(newDate));
      newTime = await pickMorningTime(panel);
      // The new date's price list may still be on its way: wait a moment for the same price.
      const matched = await expect(panel.locator('.booking-change__price'))
        .toHaveText(same, { timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (matched) break;
    }
    await expect(panel.locator('.booking-change__price')).toHaveText(same);
    // The panel's top under the sticky header, then the whole page.
    await panel.evaluate((form) =>
      window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 220),
    );
    await page.screenshot({ path: test.info().outputPath('change-panel.png') });
    await page.screenshot({ path: test.info().outputPath('change-panel-page.png'), fullPage: true });

    const changing = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/change'),
    );
    await panel.getByRole('button', { name: 'Wijziging bevestigen' }).click();
    const answer = await changing;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({});

    // Changed at once: said, and the booking shows its new date and time.
    const status = booking.getByRole('status');
    await expect(status).toHaveText('Uw reservatie is gewijzigd');
    await expect(status).toBeFocused();
    await expect(booking.locator('.reservation__date')).toHaveText(formatDateMedium(newDate, 'nl-BE'));
    await expect(booking.locator('.reservation__time')).toHaveText(newTime);
    await expect(panel).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('after-change.png'), fullPage: true });

    // As the server has it now.
    await page.reload();
    await expect(booking.locator('.reservation__time')).toHaveText(newTime);
    await expect(booking.locator('.reservation__date')).toHaveText(formatDateMedium(newDate, 'nl-BE'));
    await expect(booking.locator('.reservation__state')).toHaveText(/^Betaling:\sBetaald$/);
  });
});
