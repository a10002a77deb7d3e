import { expect, type Page } from '@playwright/test';

/**
 * Chromium's first use of Intl in a page costs it some 40 ms of main-thread time (V8 reads the list of
 * ICU locales once per page process): a long task of its own on a phone (the Total Blocking Time of
 * docs/product.md, Speed budgets). The public pages therefore format numbers, prices, dates and the club's
 * clock without it (common/i18n/localeFormat.ts, common/rules/clubTime.ts). countIntlCalls makes every Intl
 * entry point count its callers: each public page must load, hydrate and show its live data (status,
 * weather, notifications, bar hours) without a single call (routes.spec.ts, main-thread.spec.ts).
 */
declare global {
  interface Window {
    __intlCalls: string[];
  }
}

export function countIntlCalls() {
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

/**
 * Starts watching a page's API calls (before its goto). The returned check waits until none is in flight
 * (the live updates stream aside, which never ends), so that every screen has shown its live data, and
 * then expects that nothing has called Intl.
 */
export function watchForIntl(page: Page, path: string) {
  const inFlight = new Set<object>();
  const isApiCall = (url: string) => url.includes('/api/v1/') && !url.includes('/api/v1/live');
  page.on('request', (request) => {
    if (isApiCall(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    await expect(page.getByRole('main').locator('.spinner')).toHaveCount(0);
    await expect.poll(() => inFlight.size, { message: `API calls of ${path} settle` }).toBe(0);
    const calls = await page.evaluate(() => window.__intlCalls);
    expect(calls, `Intl used on ${path}`).toEqual([]);
  };
}
