import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import type { LocalizedText } from '../common/api/documents';
import { LANGUAGE_NAME, type Language, LOCALE_OF, localizedPath } from '../common/i18n/languages';
import { SEEDED_PRICE_LIST } from '../common/test/seededPriceList';
import { messages } from '../common/validation/messages';
import { seedPages } from '../server/src/content/seed/pages';
import { holePath, paths } from '../web/src/app/routes';
import { de } from '../web/src/i18n/de';
import { en } from '../web/src/i18n/en';
import { fr } from '../web/src/i18n/fr';
import { nl } from '../web/src/i18n/nl';
import { expect, PHONE, test, withConsentChosen } from './fixtures';

/** A call of the app's API client (an EventSource, such as /api/v1/live, cannot choose its headers). */
const isApiFetch = (call: Request) => call.resourceType() === 'fetch' && call.url().includes('/api/v1/');

type Dictionary = Record<keyof typeof en, string>;
const dictionaries: Record<Exclude<Language, 'en'>, Dictionary> = { nl, fr, de };
const messageKeys = new Set(Object.keys(en));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const htmlLang = (page: Page) => page.locator('html');

/** The header's language switch (the menu panel, closed, is hidden from everyone). */
const headerLanguage = (page: Page, language: Language) =>
  page.getByRole('banner').getByRole('button', { name: LANGUAGE_NAME[language] });

/** The path of the page now on screen. */
const shownPath = (page: Page) => new URL(page.url()).pathname;

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test.describe('a visitor whose browser speaks English', () => {
  test.use({ locale: 'en-US' });

  test(
    'switches to Dutch, keeps it while browsing and on later visits, and goes back to English',
    PHONE,
    async ({ page }) => {
      await page.goto(paths.greenfees);
      await expect(h1(page)).toHaveText(en['greenfees.title']);
      await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
      await expect(headerLanguage(page, 'en')).toHaveAttribute('aria-pressed', 'true');

      await headerLanguage(page, 'nl').click();
      await expect(page).toHaveURL(/\/nl\/greenfees$/);
      await expect(h1(page)).toHaveText(nl['greenfees.title']);
      await expect(htmlLang(page)).toHaveAttribute('lang', 'nl');
      await expect(headerLanguage(page, 'nl')).toHaveAttribute('aria-pressed', 'true');

      // The app's own links stay in Dutch, with no rewriting.
      await page
        .getByRole('navigation', { name: nl['nav.label'] })
        .getByRole('link', { name: nl['nav.booking'] })
        .click();
      await expect(page).toHaveURL(/\/nl\/booking$/);
      await expect(h1(page)).toHaveText(seedPages.booking.title.nl);

      await page.reload();
      await expect(h1(page)).toHaveText(seedPages.booking.title.nl);
      await expect(htmlLang(page)).toHaveAttribute('lang', 'nl');

      // A new visit to the unprefixed home page opens the Dutch one.
      await page.goto('/');
      await expect(page).toHaveURL(/\/nl$/);
      await expect(htmlLang(page)).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('navigation', { name: nl['nav.label'] })).toBeVisible();

      // Back to English through the side menu: the unprefixed path, and it stays English.
      await page.getByRole('button', { name: nl['menu.toggle'] }).click();
      const menu = page.getByRole('navigation', { name: nl['menu.label'] });
      await menu.getByRole('button', { name: LANGUAGE_NAME.en }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('navigation', { name: en['nav.label'] })).toBeVisible();
      await page.goto(paths.greenfees);
      await expect(page).toHaveURL(/:\d+\/greenfees$/);
      await expect(h1(page)).toHaveText(en['greenfees.title']);
      await page.reload();
      expect(shownPath(page)).toBe(paths.greenfees);
    },
  );

  test('keeps the verbatim English messages word for word, typos included', async ({ page }) => {
    await page.goto(paths.booking);
    await page.getByLabel(en['bookingForm.adults']).fill('0');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: en['bookingForm.submit'] }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.firstnameRequired);
    for (const label of ['bookingForm.firstname', 'bookingForm.lastname', 'bookingForm.email'] as const) {
      await page.getByLabel(en[label]).fill(label === 'bookingForm.email' ? 'alex@example.org' : 'Alex');
    }
    await page.getByLabel(en['bookingForm.handicap']).fill('18.4');
    await page.getByLabel(en['bookingForm.telephone']).fill('+32 50 00 00 00');
    await page.getByRole('button', { name: en['bookingForm.submit'] }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.playersRequired);
  });

  test('asks the API for English answers', async ({ page }) => {
    const request = page.waitForRequest(isApiFetch);
    await page.goto(paths.greenfees);
    expect((await request).headers()['accept-language']).toBe('en');
  });
});

test.describe('a first visit from a browser set to Dutch (Belgium)', () => {
  test.use({ locale: 'nl-BE' });

  test('opens the Dutch site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl$/);
    await expect(htmlLang(page)).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('navigation', { name: nl['nav.label'] })).toBeVisible();
  });

  test('still gets English when English was chosen before', PHONE, async ({ page }) => {
    await page.goto('/nl/history');
    await headerLanguage(page, 'en').click();
    await expect(page).toHaveURL(/:\d+\/history$/);
    await page.goto('/');
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    expect(shownPath(page)).toBe('/');
  });
});

test.describe('a first visit from a browser set to Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the English site at the unprefixed path', async ({ page }) => {
    await page.goto(paths.greenfees);
    await expect(h1(page)).toHaveText(en['greenfees.title']);
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    expect(shownPath(page)).toBe(paths.greenfees);
  });
});

test.describe('the Dutch and French sites', () => {
  const spaced = (text: string) => text.replace(/\s/g, ' ');

  for (const language of ['nl', 'fr'] as const) {
    test(`${language}: prices in the ${LOCALE_OF[language]} way, messages translated, API asked in ${language}`, async ({
      page,
    }) => {
      const request = page.waitForRequest(isApiFetch);
      await page.goto(localizedPath(language, paths.greenfees));
      expect((await request).headers()['accept-language']).toBe(language);
      const price = SEEDED_PRICE_LIST.greenFees.weekday.high ?? 0;
      const local = new Intl.NumberFormat(LOCALE_OF[language], {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(price);
      // € 110 in nl-BE, 110 € in fr-BE: a space between amount and sign, never €110.
      expect(spaced(local)).toMatch(/^€ \d|\d €$/);
      await expect
        .poll(async () => spaced((await page.getByRole('main').textContent()) ?? ''))
        .toContain(spaced(local));

      await page.goto(localizedPath(language, paths.booking));
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: dictionaries[language]['bookingForm.submit'] }).click();
      await expect(page.getByRole('alert')).toHaveText(
        dictionaries[language]['validation.firstnameRequired'],
      );
    });
  }
});

/**
 * Every route of docs/product.md, Routes (routes.ts), with the key of its h1, or a fresh install's title of a
 * page staff edit (the seeded one); undefined: the club's name.
 */
const routes: { path: string; title?: keyof typeof en | LocalizedText }[] = [
  { path: paths.home },
  { path: paths.golfshop, title: seedPages.golfshop.title },
  { path: paths.overview, title: 'overview.title' },
  { path: paths.holes, title: 'holes.title' },
  { path: holePath(5), title: 'holes.title' },
  { path: paths.handicapStrokeTable, title: 'handicapStrokeTable.title' },
  { path: paths.ecology, title: seedPages.ecology.title },
  { path: paths.biodiversity, title: seedPages.biodiversity.title },
  { path: paths.history, title: 'history.title' },
  { path: paths.diningBar, title: 'diningBar.title' },
  { path: paths.bod, title: 'bod.title' },
  { path: paths.booking, title: seedPages.booking.title },
  { path: '/bookings/:id', title: 'bookingDetails.title' },
  { path: '/waiting-list/offers/:token', title: 'waitingListOffer.title' },
  { path: '/waiting-list/leave/:token', title: 'waitingListLeave.title' },
  { path: paths.greenfees, title: 'greenfees.title' },
  { path: paths.golfBuggies, title: 'golfBuggies.title' },
  { path: paths.drivingRange, title: seedPages['driving-range'].title },
  { path: paths.dresscode, title: 'dresscode.title' },
  { path: paths.members, title: 'members.title' },
  { path: paths.privacy, title: 'privacy.title' },
];

/** The routes that read something by their key on load, and what they say when it does not exist. */
const notFoundKeys: Record<string, keyof typeof en> = {
  '/bookings/:id': 'validation.bookingNotFound',
  '/waiting-list/offers/:token': 'waitingListOffer.notFound',
};

test('the route list covers every path of routes.ts', () => {
  const covered = new Set(routes.map((route) => route.path));
  for (const path of Object.values(paths))
    if (path !== paths.hole) expect(covered.has(path), path).toBe(true);
});

/** Words shaped like message ids ("greenfees.title") that are ids of the dictionary: raw, untranslated keys. */
const rawKeysIn = (text: string) =>
  (text.match(/\b[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+\b/g) ?? []).filter((word) => messageKeys.has(word));

/** Every text of the page, one per line: the title, each text node (shown or not) and each labelling attribute. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style')) texts.push(node.nodeValue ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
        texts.push(element.getAttribute(name) ?? '');
    }
    return texts.join('\n');
  });

for (const language of ['nl', 'fr', 'de'] as const) {
  test(`${language}: every route renders translated, with <html lang="${language}">`, async ({
    page,
    pageProblems,
  }) => {
    test.slow();
    const dictionary = dictionaries[language];
    for (const { path, title } of routes) {
      const url = localizedPath(language, path.replace(/:(id|token)$/, randomUUID()));
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const notFound = notFoundKeys[path];
      if (notFound) {
        // A reservation (an offer) that does not exist: the not-found message of docs/product.md, Booking
        // Details (Waiting list), translated; its 404 is expected.
        await expect(page.getByText(dictionary[notFound])).toBeVisible();
        const at = pageProblems.findIndex((problem) => /Failed to load resource: .* 404/.test(problem));
        if (at >= 0) pageProblems.splice(at, 1);
      }
      if (title === undefined) await expect(h1(page), url).toBeVisible();
      else
        await expect(h1(page), url).toHaveText(
          typeof title === 'string' ? dictionary[title] : title[language],
        );
      await expect(htmlLang(page), url).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('banner').getByRole('link', { name: dictionary['nav.booking'], exact: true }),
        url,
      ).toBeVisible();
      expect(rawKeysIn(await pageTexts(page)), url).toEqual([]);
      expect(shownPath(page), url).toBe(url);
    }
  });
}
