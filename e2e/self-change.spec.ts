import type { Locator, Page } from '@playwright/test';
import { formatDateMedium } from '../common/i18n/localeFormat';
import { isoDate } from '../common/rules/clubTime';
import { asPhoneVisitor, bookingPrice, confirmAndPay, fillDutchForm } from './dutchBooking';
import { expect, ONLINE_PHONE, test } from './fixtures';
import { DUTCH_MORNING, pickDateAndTime, pickTimeAtSamePrice } from './pickTime';

/**
 * A player changes their own booking from its page (docs/product.md, Booking Details; issue 39), on a phone
 * and in Dutch: booked and paid at the TEST checkout, then moved to a morning time on another date at the
 * same price, which the server makes at once (no new checkout), and the page shows the new time.
 */

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

test.describe('changing a paid booking online, in Dutch, on a phone', ONLINE_PHONE, () => {
  asPhoneVisitor();

  test('book and pay, move it to another date at the same price, and see the new time', async ({ page }) => {
    test.slow();
    await fillDutchForm(page, {
      firstname: 'Pieter',
      lastname: 'Claes',
      email: 'pieter@example.net',
      telephone: '+32 470 55 55 55',
      adults: '2',
    });
    const { date, time: bookedTime } = await pickDateAndTime(page, DUTCH_MORNING);
    const booking = await confirmAndPay(page);
    await expect(booking.locator('.reservation__time')).toHaveText(bookedTime);
    const price = await bookingPrice(booking);

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

    // Another date, a morning time of it at the same price.
    const same = `De prijs blijft ${price}.`;
    const { date: newDate, time: newTime } = await pickTimeAtSamePrice(panel, date, DUTCH_MORNING, same);
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
