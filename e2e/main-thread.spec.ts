import { publicPagePaths } from '../common/config/publicRoutes';
import { expect, test } from './fixtures';

/**
 * Chromium's first use of Intl in a page costs it some 40 ms of main-thread time (V8 reads the list of
 * ICU locales once per page process): a long task of its own on a phone (the Total Blocking Time of
 * docs/product.md, Speed budgets). The public pages therefore format numbers, prices, dates and the club's
 * clock without it (common/i18n/localeFormat.ts, common/rules/clubTime.ts). Here every Intl entry point
 * counts its callers, and each public page must load, hydrate and show its live data (status, weather,
 * notifications, bar hours) without a single call.
 */
declare global {
  interface Window {
    __intlCalls: string[];
  }
}

function countIntlCalls() {
  window.__intlCalls = [];
  const record = (name: string) => {
    window.__intlCalls.push(`${name}\n${new Error().stack?.split('\n').slice(2, 5).join('\n')}`);
  };
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const value = (Intl as unknown as Record<string, unknown>)[name];
    if (typeof value !== 'function') continue;
    const original = value as (...args: unknown[]) => unknown;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        record(`new Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        record(`Intl.${name}`);
        return Reflect.apply(target, self, args);
      },
    });
  }
  const methods: Array<[{ prototype: object }, string]> = [
    [Number, 'toLocaleString'],
    [Date, 'toLocaleString'],
    [Date, 'toLocaleDateString'],
    [Date, 'toLocaleTimeString'],
    [String, 'localeCompare'],
    [Array, 'toLocaleString'],
  ];
  for (const [type, method] of methods) {
    const prototype = type.prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = prototype[method];
    if (!original) continue;
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      record(method);
      return original.apply(this, args);
    };
  }
}

const pages = [...Object.values(publicPagePaths), '/nl/greenfees', '/fr/dining-bar', '/de/holes'];

test('public pages load, hydrate and show their live data without Intl', async ({ page }) => {
  test.slow();
  await page.addInitScript(countIntlCalls);
  for (const path of pages) {
    await page.goto(path);
    if (path === '/') {
      // The live parts of home: the status tiles and the weather bar with its "updated" time.
      await expect(
        page.getByRole('region', { name: 'Today on the course' }).getByText('Open').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Weather at the club' })).toBeVisible();
    }
    // The live updates stream never lets the network go idle: give the first API answers a moment.
    await page.waitForTimeout(1500);
    const calls = await page.evaluate(() => window.__intlCalls);
    expect(calls, `Intl used on ${path}`).toEqual([]);
  }
});
