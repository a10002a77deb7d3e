import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { TeeSheetDay } from '../common/api/teeSheet';
import { clubToday, formatTime, isoDate, parseIsoDate } from '../common/rules/clubTime';
import {
  allowFailedLoads,
  expect,
  expectNoSeriousViolations,
  PHONE_ONLY,
  STAFF,
  signInThroughApi,
  staffTest,
  test,
} from './fixtures';

const API = '/api/v1';

/** The admin as a signed-in staff member first sees it. */
async function expectAdminHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Course status' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page.getByText(STAFF.email, { exact: true })).toBeVisible();
}

/** Signs in on the screen, as staff do; the one test of that form with the right password uses it. */
async function signInOnScreen(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectAdminHome(page);
}

/** Opens the admin with the session the test started with (staffTest). */
async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expectAdminHome(page);
}

/** The cross-site token the page's cookie holds, for calls the test makes itself. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': token };
}

async function websiteContent(request: APIRequestContext, key: string): Promise<string> {
  const res = await request.get(`${API}/websitecontent/${key}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: string }).content;
}

test.describe('staff sign-in', () => {
  test('shows an inline error for a missing password, and the server refusal as an alert', async ({
    page,
    pageProblems,
  }) => {
    const allowed = allowFailedLoads(page, pageProblems, [`${API}/auth/me`, `${API}/auth/login`]);
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill('nobody@example.org');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.getByText('Please enter your password.')).toBeVisible();

    // An unknown account: the same answer as a wrong password, and the admin's own account is not locked.
    await password.fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Sign-in failed');
    await expect(alert).toContainText('Wrong e-mail address or password.');
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Course status' })).toHaveCount(0);
    expect(allowed()).toBe(2);
  });

  test('says so when the rate limit refuses sign-in', async ({ page, pageProblems }) => {
    const allowed = allowFailedLoads(page, pageProblems, [`${API}/auth/me`, `${API}/auth/login`]);
    // A lockout answers the 401 of a wrong password; a 429 comes only from the rate limit, whose answer
    // is played here rather than exhausting the limit for every other test.
    await page.route(`**${API}/auth/login`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests. Please try again in 1 minute.' }),
      }),
    );
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill('a wrong guess');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Signing in is locked for now');
    await expect(alert).toContainText('Please try again in 1 minute.');
    expect(allowed()).toBe(2);
  });

  test('the sign-in screen has no serious accessibility problems', async ({ page, pageProblems }) => {
    const allowed = allowFailedLoads(page, pageProblems, [`${API}/auth/me`]);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page).toHaveTitle(/^Staff sign-in \| Admin \| /);
    await expectNoSeriousViolations(page);
    expect(allowed()).toBe(1);
  });
});

test.describe('the signed-in admin', () => {
  test('the course status screen has no serious accessibility problems, and sign out ends it', async ({
    page,
    pageProblems,
  }) => {
    const allowed = allowFailedLoads(page, pageProblems, [`${API}/auth/me`]);
    await signInOnScreen(page);
    await expect(page.getByRole('button', { name: 'Course open' })).toHaveAttribute(
      'aria-pressed',
      /true|false/,
    );
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(allowed()).toBe(2);
  });
});

/** A phone for the visitor's own browser (the browser type is the project's, not a context option). */
const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];
/**
 * Someone else's browser: a context made in a test starts from the test's options, the staff session
 * included, unless told otherwise (and signing in with a session cookie ends that session).
 */
const signedOut = { cookies: [], origins: [] };

/** Posts the notification form as a warning, first in line, and returns the new notification's id. */
async function postAsFirstWarning(page: Page): Promise<number> {
  await page.getByRole('radio', { name: 'Warning' }).check();
  await page.getByLabel('Position', { exact: true }).fill('0');
  const posted = page.waitForResponse(
    (res) => res.url().endsWith(`${API}/admin/notifications`) && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Post notification' }).click();
  return ((await (await posted).json()) as { id: number }).id;
}

/**
 * A visitor's phone, signed out and past the cookie question, in a browser of its own beside the staff
 * member's: its page's errors are collected, and the map embed is answered locally.
 */
async function visitorOnPhone(browser: Browser, baseURL: string | undefined) {
  const visitor = await browser.newContext({ ...pixel7, baseURL, storageState: signedOut });
  await visitor.addCookies([
    { name: 'cookie-consent', value: `0.0.${Date.now()}`, url: new URL(baseURL ?? '').origin },
  ]);
  const home = await visitor.newPage();
  const visitorProblems: string[] = [];
  home.on('pageerror', (error) => visitorProblems.push(`page error: ${error.message}`));
  home.on('console', (m) => m.type() === 'error' && visitorProblems.push(`console error: ${m.text()}`));
  await home.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  return { visitor, home, visitorProblems };
}

staffTest('every admin screen has its title and no serious accessibility problems', async ({ page }) => {
  // Thirteen axe scans, a few seconds each on a loaded two-core machine.
  staffTest.slow();
  await openAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const screen of [
    'Tee sheet',
    'Notifications',
    'Lunch menu',
    'Board',
    'Header image',
    'Requests',
    'Bookings',
    'Outbox',
    'Audit log',
    'Users',
    'People',
    'My account',
    'Course status',
  ]) {
    await nav.getByRole('link', { name: screen }).click();
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeFocused();
    await expect(nav.getByRole('link', { name: screen })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(`^${screen} \\| Admin \\| `));
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
  // The tee sheet's settings: a screen of its section, opened from the Tee sheet rather than the menu.
  await nav.getByRole('link', { name: 'Tee sheet' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tee sheet settings' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Tee sheet' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^Tee sheet settings \| Admin \| /);
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Low season' }).getByLabel('First tee time')).toHaveValue(
    /^\d\d:\d\d$/,
  );
  await expectNoSeriousViolations(page);
});

staffTest('leaving a screen with unsaved changes asks first, by the menu and by Back', async ({ page }) => {
  await openAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Tee sheet' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Tee sheet settings' });
  await expect(heading).toBeFocused();
  const firstTee = page.getByRole('group', { name: 'Low season' }).getByLabel('First tee time');
  await expect(firstTee).toHaveValue(/^\d\d:\d\d$/);
  await firstTee.fill('05:10');

  const questions: string[] = [];
  const answer = (accept: boolean) =>
    page.once('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  const question = 'confirm: You have unsaved changes on this screen. Leave it and lose them?';

  // Staying keeps the screen, what was typed, and the address.
  answer(false);
  await nav.getByRole('link', { name: 'Notifications' }).click();
  await expect.poll(() => questions).toEqual([question]);
  await expect(heading).toBeVisible();
  await expect(firstTee).toHaveValue('05:10');
  answer(false);
  await page.goBack();
  await expect.poll(() => questions).toEqual([question, question]);
  await expect(page).toHaveURL(/\/admin\/tee-sheet\/settings$/);
  await expect(heading).toBeVisible();
  await expect(firstTee).toHaveValue('05:10');

  // Leaving goes where Back leads.
  answer(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tee sheet', exact: true })).toBeVisible();
  expect(questions).toHaveLength(3);
});

/** A date `days` after today on the club's clock. */
function clubDateAhead(days: number): string {
  const today = parseIsoDate(clubToday());
  if (!today) throw new Error('The club has no today.');
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return isoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

staffTest.describe('at the starter’s hut, on a phone', PHONE_ONLY, () => {
  staffTest(
    'staff block a time for a competition and book a caller in on the tee sheet',
    async ({ page }, testInfo) => {
      // A day far enough ahead to be free of other tests' bookings, and different on every run.
      const date = clubDateAhead(120 + (Number.parseInt(testInfo.testId.slice(0, 4), 16) % 200));
      const sheet = await page.request.get(`${API}/admin/tee-sheet/${date}`);
      expect(sheet.ok()).toBe(true);
      const [first, second] = ((await sheet.json()) as TeeSheetDay).times.filter((t) => !t.membersOnly);
      if (!first || !second) throw new Error(`No tee times on ${date}.`);
      const blockAt = formatTime(first.hour, first.minute);
      const bookAt = formatTime(second.hour, second.minute);
      const row = (at: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: at }) });

      await page.goto(`/admin/tee-sheet?date=${date}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tee sheet' })).toBeVisible();
      await expect(row(blockAt).getByText('4 free')).toBeVisible();

      await row(blockAt)
        .getByRole('button', { name: `Block ${blockAt}` })
        .click();
      await page.getByLabel('Reason').selectOption('competition');
      await page.getByLabel(/^Label/).fill('Spring medal');
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'blocked: Spring medal.' })).toBeVisible();
      await expect(row(blockAt).getByText('Blocked', { exact: true })).toBeVisible();
      await expect(row(blockAt).getByRole('button', { name: `Book ${blockAt}` })).toHaveCount(0);

      await row(bookAt)
        .getByRole('button', { name: `Book ${bookAt}` })
        .click();
      await page.getByLabel('Adults').fill('2');
      await page.getByLabel('First name').fill('Jan');
      await page.getByLabel('Last name').fill('Claes');
      await page.getByLabel(/^Telephone/).fill('+32 50 12 34 56');
      await page.getByRole('button', { name: 'Book in' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Jan Claes booked in at ${bookAt}.` }),
      ).toBeVisible();
      await expect(row(bookAt).getByText('Jan Claes')).toBeVisible();
      await expect(row(bookAt).getByText('2 free')).toBeVisible();
      await expectNoSeriousViolations(page);

      // The block goes again; the booking stays.
      await row(blockAt).getByRole('button', { name: 'Remove block Spring medal' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Block “Spring medal” removed.' }),
      ).toBeVisible();
      await expect(row(blockAt).getByText('4 free')).toBeVisible();
    },
  );
});

staffTest.describe('on the greenkeeper’s phone', PHONE_ONLY, () => {
  // Both tests post the notice the home page shows first: one after the other, or each would see the other's.
  staffTest.describe.configure({ mode: 'default' });

  // It changes what every visitor of the staff tests' server sees: everything is put back after.
  staffTest(
    'staff close the course and post a warning; the open public home page then shows both',
    async ({ page, browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL;
      const before = {
        info: await websiteContent(page.request, 'course-status-info'),
        condition: await websiteContent(page.request, 'course-status'),
      };
      const warningText = `Frost on the greens: the course is closed this morning (${testInfo.testId.slice(0, 6)}).`;
      const condition = 'Closed until 11:00: frost on the greens.';

      // A visitor's home page, already open in another browser before staff change anything.
      const { visitor, home, visitorProblems } = await visitorOnPhone(browser, baseURL);
      await home.goto('/');
      const status = home.getByRole('region', { name: 'Today on the course' });
      await expect(status.getByRole('definition').first()).toHaveText('Open');

      let notificationId: number | undefined;
      try {
        await openAdmin(page);

        // Close the course, in one tap after the switch and the condition text.
        const courseOpen = page.getByRole('button', { name: 'Course open' });
        await expect(courseOpen).toHaveAttribute('aria-pressed', 'true');
        await courseOpen.click();
        await expect(courseOpen).toHaveAttribute('aria-pressed', 'false');
        await page.getByLabel('Condition, English').fill(condition);
        await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
        await page.getByRole('button', { name: 'Save course status' }).click();
        await expect(page.getByRole('status').filter({ hasText: /Saved at \d\d:\d\d/ })).toBeVisible();
        expect(JSON.parse(await websiteContent(page.request, 'course-status-info'))).toMatchObject({
          courseStatus: false,
        });

        // Post a warning, first in line.
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Notifications' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
        await page.getByRole('button', { name: 'New notification' }).click();
        await page.getByLabel('Text, English').fill(warningText);
        notificationId = await postAsFirstWarning(page);
        await expect(page.getByRole('status').filter({ hasText: 'Notification saved' })).toBeVisible();
        const card = page.getByRole('article').filter({ hasText: warningText });
        await expect(card).toContainText('On the home page');

        // The visitor's page, open all along, shows it within seconds and without a reload (live updates).
        await expect(status.getByRole('definition').first()).toHaveText('Closed');
        await expect(home.getByRole('region', { name: 'Warning' })).toContainText(warningText);
        await expect(status).toContainText(condition);
        expect(visitorProblems).toEqual([]);
      } finally {
        // Put the site back as it was for the other tests.
        const headers = await xsrfHeaders(page);
        for (const [key, content] of [
          ['course-status-info', before.info],
          ['course-status', before.condition],
        ] as const) {
          await page.request.put(`${API}/admin/websitecontent/${key}`, { headers, data: { content } });
        }
        if (notificationId !== undefined) {
          await page.request.delete(`${API}/admin/notifications/${notificationId}`, { headers });
        }
        await visitor.close();
      }
    },
  );

  staffTest(
    'staff write a notice in English and Dutch: the Dutch home page shows the Dutch, the English one the English',
    async ({ page, browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL;
      const tag = testInfo.testId.slice(0, 6);
      const english = `Driving range closed this afternoon for a clinic (${tag}).`;
      const dutch = `Oefenterrein vanmiddag gesloten voor een clinic (${tag}).`;

      // A visitor's Dutch home page, open before the notice exists.
      const { visitor, home, visitorProblems } = await visitorOnPhone(browser, baseURL);
      // Open, listening for changes, and showing the notices of before, in Dutch (rendered with the page).
      const listening = home.waitForResponse((res) => res.url().endsWith(`${API}/live`));
      await home.goto('/nl');
      await expect(home.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(home.locator('section.notice')).toBeVisible();
      await listening;

      let notificationId: number | undefined;
      try {
        await openAdmin(page);
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Notifications' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
        await page.getByRole('button', { name: 'New notification' }).click();
        const text = page.getByRole('group', { name: 'Text' });
        await expect(text.getByText('Missing: falls back to English')).toHaveCount(3);
        await text.getByLabel('Text, English').fill(english);
        await text.getByLabel('Text, Dutch').fill(dutch);
        await expect(text.getByText('Missing: falls back to English')).toHaveCount(2);
        notificationId = await postAsFirstWarning(page);
        const card = page.getByRole('article').filter({ hasText: english });
        await expect(card).toContainText('On the home page');
        await expect(card).toContainText('Shown in English on the French and German pages.');

        // The Dutch page, open all along, shows the Dutch text without a reload (live updates)…
        const dutchBanner = home.getByRole('region', { name: 'Waarschuwing' });
        await expect(dutchBanner).toContainText(dutch);
        await expect(dutchBanner).not.toContainText(english);
        // …and the English home page the English one.
        await home.goto('/');
        await expect(home.locator('html')).toHaveAttribute('lang', 'en');
        const englishBanner = home.getByRole('region', { name: 'Warning' });
        await expect(englishBanner).toContainText(english);
        await expect(englishBanner).not.toContainText(dutch);
        expect(visitorProblems).toEqual([]);
      } finally {
        if (notificationId !== undefined) {
          await page.request.delete(`${API}/admin/notifications/${notificationId}`, {
            headers: await xsrfHeaders(page),
          });
        }
        await visitor.close();
      }
    },
  );
});

staffTest.describe('images and users, on the secretary’s phone', PHONE_ONLY, () => {
  staffTest(
    'uploads a board portrait from the phone; the Who’s Who page shows it from its AVIF and WebP copies',
    async ({ page }) => {
      const before = await websiteContent(page.request, 'bod-page-data');
      // A photo as a phone takes it: larger than any copy, with EXIF that must not reach the site.
      const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2b6f8f' } })
        .withExif({ IFD0: { Copyright: 'e2e photographer' } })
        .jpeg()
        .toBuffer();
      try {
        await openAdmin(page);
        await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Board' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
        const first = page.locator('.admin-board__item').first();
        await first.getByRole('button', { name: /^Edit/ }).click();
        const uploaded = page.waitForResponse(
          (res) => res.url().endsWith(`${API}/admin/files`) && res.request().method() === 'POST',
        );
        await first
          .locator('input[type="file"]')
          .setInputFiles({ name: '../../IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
        const answer = await uploaded;
        expect(answer.status()).toBe(201);
        const image = (await answer.json()) as { original: { name: string } };
        expect(image.original.name).toMatch(/^img-[0-9a-f]{16}-2000x1500\.jpg$/);
        await expect(
          first.getByRole('status').filter({ hasText: 'Uploaded (2000 × 1500 pixels)' }),
        ).toBeVisible();
        await expect(first.getByLabel('Image file name')).toHaveValue(image.original.name);
        await page.getByRole('button', { name: 'Save board' }).click();
        await expect(page.getByRole('status').filter({ hasText: /Saved at \d\d:\d\d/ })).toBeVisible();

        // The board content the admin just read may be reused for a few seconds (its max-age): ask until new.
        const portrait = page.locator(`picture img[src="/files/${image.original.name}"]`);
        await expect(async () => {
          await page.goto('/bod');
          await expect(portrait).toHaveAttribute('width', '2000', { timeout: 5000 });
        }).toPass({ timeout: 180_000 });
        await portrait.scrollIntoViewIfNeeded();
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        // A phone picks a copy of about twice the 136 px it is drawn at, in AVIF.
        const shown = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(shown).toMatch(/-480w\.avif$/);
        const served = await page.request.get(shown);
        expect(served.headers()['content-type']).toBe('image/avif');
        expect((await served.body()).includes('e2e photographer')).toBe(false);
      } finally {
        const headers = await xsrfHeaders(page);
        await page.request.put(`${API}/admin/websitecontent/bod-page-data`, {
          headers,
          data: { content: before },
        });
      }
    },
  );

  staffTest(
    'an admin adds a staff user, who signs in without the Users screen, and is deleted again',
    async ({ page, browser }, testInfo) => {
      const email = `desk-${testInfo.testId.slice(0, 6)}@example.org`;
      const password = 'a desk password of some length';
      await openAdmin(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await page.getByRole('button', { name: 'Add user' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Add user' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${email} can sign in now.` })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: email });
      await expect(card).toContainText('Staff');

      // The new colleague's own phone: signed in, the admin's sections but not Users.
      const desk = await browser.newContext({
        ...pixel7,
        baseURL: testInfo.project.use.baseURL,
        storageState: signedOut,
      });
      try {
        await signInThroughApi(desk.request, { email, password });
        const deskPage = await desk.newPage();
        await deskPage.goto('/admin');
        await expect(deskPage.getByText(email, { exact: true })).toBeVisible();
        const nav = deskPage.getByRole('navigation', { name: 'Admin' });
        await expect(nav.getByRole('link', { name: 'Board' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

        await card.getByRole('button', { name: /^Delete/ }).click();
        await page.getByRole('button', { name: 'Yes, delete' }).click();
        await expect(page.getByRole('status').filter({ hasText: `${email} deleted.` })).toBeVisible();
        await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
        // Their session ended with the account.
        expect((await deskPage.request.get(`${API}/auth/me`)).status()).toBe(401);
      } finally {
        await desk.close();
      }
    },
  );
});
