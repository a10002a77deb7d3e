import type { TimeSlot } from '../common/api/reservations';
import { asPhoneVisitor, bookingPrice, confirmAndPay, fillDutchForm, type Visitor } from './dutchBooking';
import { expect, ONLINE_PHONE, test } from './fixtures';
import { DUTCH_TIMES, pickDateAndTime, timesOn } from './pickTime';

/**
 * A player cancels their own booking from its page (docs/product.md, Booking Details; issue 39), on a phone
 * and in Dutch: booked and paid at the TEST checkout, canceled before the club's deadline (48 hours by
 * default) with a refund in full, and the time is offered again to the next player.
 */

/** A party of four, which fills a time. */
const lotte: Visitor = {
  firstname: 'Lotte',
  lastname: 'Janssens',
  email: 'lotte@example.net',
  telephone: '+32 470 44 44 44',
  adults: '4',
};

test.describe('canceling a paid booking online, in Dutch, on a phone', ONLINE_PHONE, () => {
  asPhoneVisitor();

  test('book and pay, cancel from the booking’s page, and the time is offered again', async ({ page }) => {
    test.slow();
    await fillDutchForm(page, lotte);
    const { date, time } = await pickDateAndTime(page, DUTCH_TIMES);
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const free = `/api/v1/reservations/freeslots/greenfee/${date.year}/${date.month}/${date.day}?players=1`;
    const isOffered = async () =>
      ((await (await page.request.get(free)).json()) as TimeSlot[]).some(
        (s) => s.hour === hour && s.min === minute,
      );

    const booking = await confirmAndPay(page);

    // Paid, with what canceling now means: until when online, and the refund (in full by default).
    await expect(
      booking.getByText(/^U kunt deze reservatie online annuleren tot .+ om \d\d:\d\d\.$/),
    ).toBeVisible();
    const price = await bookingPrice(booking);
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
    await fillDutchForm(page, lotte);
    const again = await timesOn(page, date, DUTCH_TIMES);
    await expect(again.filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(1);
  });
});
