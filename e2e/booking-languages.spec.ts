import type { Locator, Page } from '@playwright/test';
import { type Language, LOCALE_OF } from '../common/i18n/languages';
import { isoDate } from '../common/rules/clubTime';
import { priceFor } from '../common/rules/prices';
import { SEEDED_PRICE_LIST } from '../common/test/seededPriceList';
import { expect, ONLINE_PHONE, test, withConsentChosen } from './fixtures';
import { pickDateAndTime } from './pickTime';

/**
 * An online booking from the first field to the booking's page, on a phone, in each language: every text
 * on the way is in the visitor's language (docs/product.md, Languages and Online booking): the form, the
 * TEST checkout the server serves, and Booking Details after paying.
 */

/** The words of each page that show it is in the language, as a visitor reads them. */
interface Words {
  title: string;
  steps: string;
  firstname: string;
  lastname: string;
  handicap: string;
  email: string;
  telephone: string;
  adults: string;
  /** The juniors' label also names their age: matched as a part. */
  juniors: string;
  date: string;
  time: string;
  /** The translation of the verbatim party-size message, and the club's telephone after it. */
  partySize: string;
  contactPhone: string;
  confirmTitle: string;
  /** The pay button, with the price where `{price}` stands. */
  pay: string;
  /** Two adults and a junior, each in its plural form. */
  party: string;
  checkoutTitle: string;
  checkoutBand: string;
  /** The payment's description: "Green fee {date} {time}, 3 players". */
  greenFee: string;
  threePlayers: string;
  amount: string;
  payTest: string;
  detailsTitle: string;
  reservation: string;
  /** "Payment: Paid", the state in a word after its label. */
  paid: string;
  paidText: string;
  reference: string;
  country: string;
}

const words: Record<Language, Words> = {
  en: {
    title: 'Online Greenfee Booking',
    steps: 'Booking steps',
    firstname: 'First name',
    lastname: 'Last name',
    handicap: 'Handicap',
    email: 'E-mail',
    telephone: 'Telephone',
    adults: 'Adults',
    juniors: 'Juniors',
    date: 'Date',
    time: 'Tee time',
    partySize: 'Book online for min. 1 and max. 4 people. For bigger groups please contact us.',
    contactPhone: 'Telephone: +32 50 00 00 00',
    confirmTitle: 'Confirm and pay',
    pay: 'Confirm and pay {price}',
    party: '2 adults, 1 junior',
    checkoutTitle: 'TEST checkout',
    checkoutBand: 'TEST PAYMENT — no money is moved',
    greenFee: 'Green fee',
    threePlayers: '3 players',
    amount: 'Amount:',
    payTest: 'Pay (test)',
    detailsTitle: 'Booking Details',
    reservation: 'Your reservation',
    paid: 'Payment: Paid',
    paidText: 'Your payment was received and your tee time is confirmed.',
    reference: 'Reference:',
    country: 'Belgium',
  },
  nl: {
    title: 'Greenfee online reserveren',
    steps: 'Stappen van de reservatie',
    firstname: 'Voornaam',
    lastname: 'Familienaam',
    handicap: 'Handicap',
    email: 'E-mail',
    telephone: 'Telefoon',
    adults: 'Volwassenen',
    juniors: 'Junioren',
    date: 'Datum',
    time: 'Starttijd',
    partySize:
      'Online reserveren kan voor min. 1 en max. 4 personen. Voor grotere groepen neemt u best contact met ons op.',
    contactPhone: 'Telefoon: +32 50 00 00 00',
    confirmTitle: 'Bevestigen en betalen',
    pay: 'Bevestig en betaal {price}',
    party: '2 volwassenen, 1 junior',
    checkoutTitle: 'TEST-betaalpagina',
    checkoutBand: 'TESTBETALING — er wordt geen geld overgemaakt',
    greenFee: 'Greenfee',
    threePlayers: '3 spelers',
    amount: 'Bedrag:',
    payTest: 'Betalen (test)',
    detailsTitle: 'Details van uw reservatie',
    reservation: 'Uw reservatie',
    paid: 'Betaling: Betaald',
    paidText: 'Uw betaling werd ontvangen en uw starttijd is bevestigd.',
    reference: 'Referentie:',
    country: 'België',
  },
  fr: {
    title: 'Réservation de green fee en ligne',
    steps: 'Étapes de la réservation',
    firstname: 'Prénom',
    lastname: 'Nom',
    handicap: 'Handicap',
    email: 'E-mail',
    telephone: 'Téléphone',
    adults: 'Adultes',
    juniors: 'Juniors',
    date: 'Date',
    time: 'Heure de départ',
    partySize:
      'La réservation en ligne est possible pour 1 personne au minimum et 4 au maximum. Pour les groupes plus nombreux, veuillez nous contacter.',
    // French puts a no-break space before a colon.
    contactPhone: 'Téléphone\u00a0: +32 50 00 00 00',
    confirmTitle: 'Confirmer et payer',
    pay: 'Confirmer et payer {price}',
    party: '2 adultes, 1 junior',
    checkoutTitle: 'Page de paiement TEST',
    checkoutBand: 'PAIEMENT DE TEST — aucun argent n’est transféré',
    greenFee: 'Green fee',
    threePlayers: '3 joueurs',
    amount: 'Montant\u00a0:',
    payTest: 'Payer (test)',
    detailsTitle: 'Détails de la réservation',
    reservation: 'Votre réservation',
    paid: 'Paiement\u00a0: Payé',
    paidText: 'Votre paiement a bien été reçu et votre départ est confirmé.',
    reference: 'Référence\u00a0:',
    country: 'Belgique',
  },
  de: {
    title: 'Greenfee online buchen',
    steps: 'Buchungsschritte',
    firstname: 'Vorname',
    lastname: 'Nachname',
    handicap: 'Handicap',
    email: 'E-Mail',
    telephone: 'Telefon',
    adults: 'Erwachsene',
    juniors: 'Jugendliche',
    date: 'Datum',
    time: 'Startzeit',
    partySize:
      'Online können Sie für mindestens 1 und höchstens 4 Personen buchen. Für größere Gruppen kontaktieren Sie uns bitte.',
    contactPhone: 'Telefon: +32 50 00 00 00',
    confirmTitle: 'Bestätigen und bezahlen',
    pay: 'Bestätigen und {price} bezahlen',
    party: '2 Erwachsene, 1 Jugendlicher',
    checkoutTitle: 'TEST-Zahlungsseite',
    checkoutBand: 'TESTZAHLUNG — es fließt kein Geld',
    greenFee: 'Greenfee',
    threePlayers: '3 Spieler',
    amount: 'Betrag:',
    payTest: 'Bezahlen (Test)',
    detailsTitle: 'Buchungsdetails',
    reservation: 'Ihre Reservierung',
    paid: 'Zahlung: Bezahlt',
    paidText: 'Ihre Zahlung ist eingegangen, und Ihre Startzeit ist bestätigt.',
    reference: 'Referenz:',
    country: 'Belgien',
  },
};

/**
 * English words of these pages (the English run below finds each of them there), matched as whole words
 * whatever their case: none may show in the other languages, but for the words a language shares with
 * English on these pages.
 */
const ENGLISH = [
  'Adults',
  'Amount',
  'and',
  'Belgium',
  'Booking',
  'Cancel',
  'Confirm',
  'Date',
  'Details',
  'expire',
  'Fail',
  'free',
  'Junior',
  'Juniors',
  'Language',
  'Name',
  'Paid',
  'Pay',
  'Payment',
  'Players',
  'Price',
  'Questions',
  'Reference',
  'Skip',
  'Telephone',
  'the',
  'Time',
  'Total',
  'Type',
  'Your',
] as const;

const SHARED_WITH_ENGLISH: Record<Exclude<Language, 'en'>, readonly string[]> = {
  nl: ['Details', 'Junior'],
  fr: ['Date', 'Junior', 'Juniors', 'Questions', 'Total', 'Type'],
  de: ['Name'],
};

/** A word on its own, not inside another ("Pay" is not in "Payé", "Date" not in "Datum"). */
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[()]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');

/** The text of the page as the visitor reads it: rendered, so hidden elements are left out. */
const visibleText = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is under test.
  page.locator('body').innerText();

/**
 * The page is in the language: its lang attribute, and none of the English words. No count is written
 * with a parenthesised plural ("player(s)", "joueur(s)") in any language.
 */
async function expectInLanguage(page: Page, language: Exclude<Language, 'en'>, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const text = await visibleText(page);
  const shared = new Set(SHARED_WITH_ENGLISH[language]);
  const english = ENGLISH.filter((word) => !shared.has(word) && wordPattern(word).test(text));
  expect(english, `English words on the ${where} in ${language}`).toEqual([]);
  expect(text, `a count written with "(s)" on the ${where}`).not.toMatch(/\p{L}\((s|e|en|n|nen)\)/u);
}

/** Exactly these words, whatever spaces (no-break or not) the page puts between them. */
const spaced = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s')}$`, 'u');

const euros = (amount: number, fractionDigits: 0 | 2, language: Language) =>
  new Intl.NumberFormat(LOCALE_OF[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);

/** The confirm section's button as it reads once the price is known: "Confirm and pay €275". */
const payButtonText = (w: Words, price: number, language: Language) =>
  spaced(w.pay.replace('{price}', euros(price, 0, language)));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Fills the form in the language's words as a visitor does, step by step, for the party (two adults and a
 * junior unless told) on a date months ahead (spread, so that parallel runs do not fill one time), and
 * picks one of its free times.
 */
async function fillForm(
  page: Page,
  w: Words,
  steps: (step: string) => Promise<void> = async () => {},
  { adults, juniors } = { adults: 2, juniors: 1 },
) {
  await page.getByLabel(w.firstname, { exact: true }).fill('Camille');
  await field(page, w.lastname).fill('Martin');
  await field(page, w.handicap).fill('14');
  await field(page, w.email).fill('camille@example.net');
  await field(page, w.telephone).fill('+32 470 55 55 55');

  await field(page, w.adults).fill('5');
  await expect(page.getByRole('alert').getByText(w.partySize, { exact: true })).toBeVisible();
  await expect(page.locator('.club-contact-line__item').first()).toHaveText(spaced(w.contactPhone));
  await steps('party-size message');
  await field(page, w.adults).fill(String(adults));
  await page.getByLabel(w.juniors).fill(String(juniors));

  const { date, time } = await pickDateAndTime(page, { date: w.date, times: w.time });
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const price = priceFor({ date, hour, minute, adults, juniors }, SEEDED_PRICE_LIST).total;
  return { date, time, price };
}

const bookingPath = (language: Language) => (language === 'en' ? '/booking' : `/${language}/booking`);

test.describe('an online booking in the visitor’s language, on a phone', ONLINE_PHONE, () => {
  test.beforeEach(async ({ page }) => {
    await withConsentChosen(page);
  });

  for (const language of ['nl', 'fr', 'de'] as const) {
    test(`${language}: the form, the TEST checkout and the booking's page speak ${language}`, async ({
      page,
    }) => {
      const w = words[language];
      await page.goto(bookingPath(language));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
      await expect(page.getByRole('list', { name: w.steps })).toBeVisible();
      await expectInLanguage(page, language, 'empty form');

      const { date, time, price } = await fillForm(page, w, (step) => expectInLanguage(page, language, step));

      const confirm = page.getByRole('region', { name: w.confirmTitle });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(w.party);
      const day = new Date(date.year, date.month - 1, date.day);
      await expect(confirm).toContainText(
        new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'medium' }).format(day),
      );
      // The section's one button.
      const pay = confirm.getByRole('button');
      await expect(pay).toHaveText(payButtonText(w, price, language));
      await expectInLanguage(page, language, 'form ready to pay');

      await pay.click();
      await page.waitForURL('**/payments/test-checkout/**');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.checkoutTitle);
      await expect(page.getByRole('note')).toHaveText(w.checkoutBand);
      await expect(page.getByText(`${w.greenFee} ${isoDate(date)} ${time}, ${w.threePlayers}`)).toBeVisible();
      await expect(page.locator('strong')).toHaveText(spaced(`${w.amount} ${euros(price, 2, language)}`));
      await expectInLanguage(page, language, 'TEST checkout');

      await page.getByRole('button', { name: w.payTest, exact: true }).click();
      await page.waitForURL(`**/${language}/bookings/**`);
      const reservation = page.getByRole('region', { name: w.reservation });
      await expect(reservation.locator('.reservation__state')).toHaveText(spaced(w.paid));
      await expect(reservation.getByText(w.paidText)).toBeVisible();
      await expect(reservation.locator('.reservation__reference')).toContainText(w.reference);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.detailsTitle);
      await expect(page.getByRole('contentinfo')).toContainText(w.country);
      await expectInLanguage(page, language, 'booking details');
    });
  }

  test('en: the English pages show each English word the other languages are checked for', async ({
    page,
  }) => {
    const w = words.en;
    const texts: string[] = [];
    const read = async () => {
      texts.push(await visibleText(page));
    };
    await page.goto(bookingPath('en'));
    await expect(page.getByRole('list', { name: w.steps })).toBeVisible();
    await read();
    const { price } = await fillForm(page, w, read);
    const confirm = page.getByRole('region', { name: w.confirmTitle });
    await expect(confirm).toContainText(w.party);
    // The price table (its "Total") and the button's price show once the date's price list has answered,
    // which can come after the free times: read the page once they have.
    await expect(confirm.getByRole('button')).toHaveText(payButtonText(w, price, 'en'));
    await expect(page.locator('.price-info__total')).toBeVisible();
    await read();
    await page.getByRole('button', { name: /^Confirm and pay / }).click();
    await page.waitForURL('**/payments/test-checkout/**');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.checkoutTitle);
    await read();
    await page.getByRole('button', { name: w.payTest, exact: true }).click();
    await page.waitForURL('**/bookings/**');
    await expect(page.getByRole('region', { name: w.reservation }).locator('.reservation__state')).toHaveText(
      w.paid,
    );
    // The booking's page is the app's shell: its footer's address comes with the club's details. The
    // footer is drawn only near the window (content-visibility: auto), and innerText leaves out what is
    // not drawn: it is read once it is.
    await expect(page.getByRole('contentinfo')).toContainText(w.country);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => visibleText(page)).toContain(w.country);
    await read();
    const all = texts.join('\n');
    expect(ENGLISH.filter((word) => !wordPattern(word).test(all))).toEqual([]);
    expect(all).not.toMatch(/\p{L}\((s|e|en|n|nen)\)/u);
  });

  test('de: Back from the TEST checkout finds the form as it was left, still in German', async ({ page }) => {
    const w = words.de;
    await page.goto(bookingPath('de'));
    // A party of two: the booking made on the way to the checkout holds its time while it waits for the
    // payment, and the time keeps room for two more (four a time), so the form still offers it.
    const { date, time } = await fillForm(page, w, undefined, { adults: 1, juniors: 1 });
    const bookingUrl = page.url();
    await page.getByRole('button', { name: /^Bestätigen und / }).click();
    await page.waitForURL('**/payments/test-checkout/**');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.checkoutTitle);

    await page.goBack();
    await page.waitForURL(bookingUrl);
    const kept: [Locator, string][] = [
      [field(page, w.firstname), 'Camille'],
      [field(page, w.lastname), 'Martin'],
      [field(page, w.handicap), '14'],
      [field(page, w.email), 'camille@example.net'],
      [field(page, w.telephone), '+32 470 55 55 55'],
      [field(page, w.adults), '1'],
      [page.getByLabel(w.juniors), '1'],
      [field(page, w.date), isoDate(date)],
    ];
    for (const [input, value] of kept) await expect(input).toHaveValue(value);
    const chosen = page.getByRole('group', { name: w.time, exact: true }).getByRole('button', { name: time });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    const confirm = page.getByRole('region', { name: w.confirmTitle });
    await expect(confirm).toContainText('1 Erwachsener, 1 Jugendlicher');
    await expect(confirm.getByRole('button', { name: /^Bestätigen und / })).toBeEnabled();
    await expectInLanguage(page, 'de', 'form after Back');
  });
});
