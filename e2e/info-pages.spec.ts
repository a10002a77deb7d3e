import type { Page } from '@playwright/test';
import { SEEDED_CLUB_RULES } from '../common/rules/clubRules';
import { club } from '../web/src/config/club';
import { expect, PHONE_ONLY, test } from './fixtures';

const cellTexts = (page: Page, fee: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: fee }) })
    .getByRole('cell')
    .allTextContents();

test.describe('Green Fees', () => {
  test('shows the 2025 price table with seasons, figures and the twilight times', async ({ page }) => {
    await page.goto('/greenfees');
    await expect(page.getByRole('heading', { level: 1, name: 'Green Fees' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Green fees 2025, in euro per player' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Green fee',
      'Low season (17 Nov to 31 Mar)',
      'High season (1 Apr to 16 Nov)',
    ]);
    expect(await cellTexts(page, 'Weekday*')).toEqual(['€100', '€110']);
    expect(await cellTexts(page, 'Weekend and holidays*')).toEqual(['€110', '€120']);
    expect(await cellTexts(page, 'Twilight')).toEqual(['€80 after 14:30', '€80 after 16:30']);
    expect(await cellTexts(page, 'Day fee (2 rounds)*')).toEqual(['€170', '€170']);
    await expect(page.getByText('* Asterisked prices: juniors under 21 get 50% off.')).toBeVisible();
  });

  test('gives the notes, the general conditions and the hours, then links onward', async ({ page }) => {
    await page.goto('/greenfees');
    await expect(page.getByText('Season ticket 2025: 12 rounds for €1,050.')).toBeVisible();
    await expect(page.getByText('There is no discount on invitation and twilight green fees.')).toBeVisible();
    await expect(page.getByText('Members of an at-golf scheme pay €10 more.')).toBeVisible();
    await expect(page.getByText('Dogs are not allowed.')).toBeVisible();
    await expect(page.getByText('Tee times from 12:00 to 14:00 are for members only.')).toBeVisible();
    await expect(page.getByText('A federal and handicap certificate is required.')).toBeVisible();
    // The limits the booking enforces, never other numbers (issue 37).
    const { mondayToThursday, fridayToSundayAndHolidays } = SEEDED_CLUB_RULES.handicapLimits;
    await expect(
      page.getByText(
        `Maximum handicap ${mondayToThursday} from Monday to Thursday, and ${fridayToSundayAndHolidays} from Friday to Sunday and on bank holidays.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Daily 8:30 to 17:00')).toBeVisible();
    const onward = page.getByRole('navigation', { name: 'Before you play' });
    const cards = [
      ['Online Booking', '/booking'],
      ['Golf Buggies', '/golf-buggies'],
      ['Driving Range', '/driving-range'],
      ['Dress Code', '/dresscode'],
    ] as const;
    for (const [name, href] of cards) {
      await expect(onward.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  test('fits a 320 px phone without scrolling sideways', PHONE_ONLY, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/greenfees');
    await expect(page.getByRole('table', { name: /^Green fees/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('prints the table without the onward link cards', async ({ page }) => {
    await page.goto('/greenfees');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('table', { name: /^Green fees/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Before you play' })).toBeHidden();
  });
});

test('Driving Range shows fees, hours, cards, contact and the staff sections', async ({ page }) => {
  await page.goto('/driving-range');
  await expect(page.getByRole('heading', { level: 1, name: 'Driving Range' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Season 2025' })).toBeVisible();
  expect(await cellTexts(page, 'Adults (18 and over)')).toEqual(['€30']);
  expect(await cellTexts(page, 'Juniors (under 18)')).toEqual(['€15']);
  await expect(page.getByRole('columnheader', { name: 'Per 2 hours' })).toBeVisible();
  await expect(page.getByText('Daily 8:30 to 17:00')).toBeVisible();
  await expect(page.getByText('Daily 8:00 to 19:00')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accepted cards' }).getByRole('listitem')).toHaveText([
    'Visa',
    'Mastercard',
    'American Express',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: club.phone })).toHaveAttribute(
    'href',
    /^tel:\+32/,
  );
  for (const name of ['Fee', 'Hours', 'Conditions', 'Contact', 'Caddymaster', 'Greenkeeper']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
  }
});

test('Golf Buggies shows the price, the season, the rules and the hours', async ({ page }) => {
  await page.goto('/golf-buggies');
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Buggies' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Season 2024 (1 January to 31 December)' })).toBeVisible();
  expect(await cellTexts(page, 'Golf buggy')).toEqual(['€45']);
  await expect(page.getByText('The driver must be at least 18 years old.')).toBeVisible();
  await expect(page.getByText('A buggy must be booked in advance.')).toBeVisible();
  await expect(page.getByText('Members have priority.')).toBeVisible();
  await expect(page.getByText('Until 12:00')).toBeVisible();
  await expect(page.getByText('Until 14:00')).toBeVisible();
});

test('Golf Shop shows brands, contact links, hours, cards and onward links', async ({ page }) => {
  await page.goto('/golfshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Shop' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Brands in the shop' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: club.phone })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(main.getByRole('link', { name: club.email })).toHaveAttribute('href', `mailto:${club.email}`);
  await expect(page.getByText('Daily 8h30 to 17h')).toBeVisible();
  await expect(page.getByText('Daily 8h to 19h')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accepted cards' }).getByRole('listitem')).toHaveCount(3);
  const onward = page.getByRole('navigation', { name: 'More to discover' });
  await expect(onward.getByRole('link', { name: /^Dining & Bar/ })).toHaveAttribute('href', '/dining-bar');
  await expect(onward.getByRole('link', { name: /^Course overview/ })).toHaveAttribute('href', '/overview');
});

test('Dress Code gives the four sets of rules and links to bod and holes', async ({ page }) => {
  await page.goto('/dresscode');
  for (const name of ['On the course', 'In the clubhouse', 'At prize-giving', 'Mobile phones']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const onward = page.getByRole('navigation', { name: 'More about the club' });
  await expect(onward.getByRole('link', { name: /^Who's Who/ })).toHaveAttribute('href', '/bod');
  await expect(onward.getByRole('link', { name: /^Holes/ })).toHaveAttribute('href', '/holes');
});

test('Members shows the placeholder and an image link to the external login', async ({ page }) => {
  await page.goto('/members');
  await expect(page.getByText('Coming soon - 31/07/2021', { exact: true })).toBeVisible();
  const login = page.getByRole('main').getByRole('link', { name: /Log in on the members site/ });
  await expect(login).toHaveAttribute('href', club.membersUrl);
  await expect(login).toHaveAttribute('target', '_blank');
  await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(login.getByRole('img', { name: /pin flag in the dunes/ })).toBeVisible();
});

test('Privacy gives the date, the data, the cookies, the rights and the answer time', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('This policy was last updated on November 26, 2026.')).toBeVisible();
  for (const name of ['Green fee and table bookings', 'Log files', 'Cookies', 'Your rights under the GDPR']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(/It is valid for 1 year/)).toBeVisible();
  await expect(page.getByText(/^Analytics cookies/)).toBeVisible();
  await expect(page.getByText(/^A video host cookie/)).toBeVisible();
  for (const right of ['access', 'rectification', 'erasure', 'restriction', 'portability', 'object']) {
    await expect(page.getByRole('listitem').filter({ hasText: right }).first()).toBeVisible();
  }
  await expect(page.getByText(/Belgian Data Protection Authority/)).toBeVisible();
  await expect(page.getByText(/We answer within one month/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: club.email }).first()).toHaveAttribute(
    'href',
    `mailto:${club.email}`,
  );
  await main.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
