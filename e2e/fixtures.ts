import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';

/**
 * Which project runs a test (playwright.config.ts). An untagged test runs once, on the desktop. One whose
 * outcome depends on the screen (menus, tap targets, overflow, sticky bars, touch instead of hover) is
 * tagged PHONE and runs on the phone as well; a story told on a phone runs there only (PHONE_ONLY).
 */
export const PHONE = { tag: '@phone' };
export const PHONE_ONLY = { tag: '@phone-only' };
/** A story told on a phone against the server in the online booking mode (the `online-phone` project). */
export const ONLINE_PHONE = { tag: '@online-phone' };

/**
 * Every page test fails on an uncaught page error or a console error. A page of the app is ready once
 * React has taken over its prerendered HTML (html[data-interactive]): page.goto, page.reload and
 * page.goBack wait for that, as a visitor waits for the page to respond, so a test never clicks a button
 * that does nothing yet.
 */
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export const test = base.extend<{ pageProblems: string[] }, { staffSession: StorageState }>({
  page: async ({ page }, use) => {
    const untilInteractive = async <T>(response: T) => {
      if ((await page.locator('#root').count()) > 0) {
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    page.goto = async (url, options) => untilInteractive(await goto(url, options));
    page.reload = async (options) => untilInteractive(await reload(options));
    page.goBack = async (options) => untilInteractive(await goBack(options));
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * The worker's staff session: signed in once through the API, when a test first asks for it (staffTest
   * does). It is declared here rather than on staffTest: Playwright runs tests whose worker fixtures
   * differ in separate workers, each with its own browser, and the staff files mix both kinds of test.
   */
  staffSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInThroughApi(request, STAFF);
      await use(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** A visitor who has already chosen their cookies, so the consent banner stays out of the way. */
export async function withConsentChosen(page: Page) {
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'cookie-consent', value: `0.0.${Date.now()}`, url: url.origin }]);
}

/**
 * Takes console errors that a test provokes on purpose out of the fixture's list, and only those: the
 * predicate sees each console error with the URL Chromium gives for it. Returns how many it took out.
 */
export function allowConsoleErrors(
  page: Page,
  pageProblems: string[],
  isExpected: (text: string, url: string) => boolean,
): () => number {
  const allowed: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && isExpected(message.text(), message.location().url)) {
      allowed.push(`console error: ${message.text()}`);
    }
  });
  return () => {
    for (const problem of allowed) {
      const index = pageProblems.indexOf(problem);
      if (index >= 0) pageProblems.splice(index, 1);
    }
    return allowed.length;
  };
}

/**
 * Chromium itself logs every HTTP error answer as a console error ("Failed to load resource: the server
 * responded with a status of 500"), with the failed URL as its location. A test that makes calls fail on
 * purpose allows exactly those lines, for exactly the URLs ending as given.
 */
export const allowFailedLoads = (page: Page, pageProblems: string[], urlEnds: string[]) =>
  allowConsoleErrors(
    page,
    pageProblems,
    (text, url) => text.startsWith('Failed to load resource') && urlEnds.some((end) => url.endsWith(end)),
  );

/** The staff account both end-to-end servers are started with (playwright.config.ts webServer env). */
export const STAFF = { email: 'admin@example.org', password: 'e2e-admin-password-123' };

/**
 * Signs in through the API as the sign-in screen does: a page hands out the cross-site token, and the
 * login call sends it back. The request context keeps the session cookie.
 */
export async function signInThroughApi(request: APIRequestContext, account: typeof STAFF) {
  expect((await request.get('/admin')).ok()).toBe(true);
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  expect(token, 'the server hands out the XSRF-TOKEN cookie').toBeTruthy();
  const login = await request.post('/api/v1/auth/login', {
    headers: { [XSRF_HEADER]: decodeURIComponent(token ?? '') },
    data: account,
  });
  expect(login.status(), await login.text()).toBe(200);
}

/**
 * Tests of a signed-in staff member: every test's browser starts with the cookies of the worker's staff
 * session (`staffSession` above). Signing in through the screen is tested once (admin.spec.ts), and a
 * test that signs out uses plain `test`, as signing out ends the session for everyone holding it.
 */
export const staffTest = test.extend({
  storageState: async ({ staffSession }, use) => {
    await use(staffSession);
  },
});

/** axe finds no serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

/**
 * A page as a browser without JavaScript gets it, in the test's project (its address and screen): what
 * the server sent is what shows. `close` ends its browser context.
 */
export async function openWithoutScripts(browser: Browser, testInfo: TestInfo, path: string) {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { staticPage: page, close: () => context.close() };
}
