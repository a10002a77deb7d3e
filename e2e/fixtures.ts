import AxeBuilder from '@axe-core/playwright';
import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';

/**
 * Every page test fails on an uncaught page error or a console error. A page of the app is ready once
 * React has taken over its prerendered HTML (html[data-interactive]): page.goto waits for that, as a
 * visitor waits for the page to respond, so a test never clicks a button that does nothing yet.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((await page.locator('#root').count()) > 0) {
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      }
      return response;
    };
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
