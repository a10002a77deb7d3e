import { en } from '../web/src/i18n/en';
import { expect, test } from './fixtures';

test('the home page shows the club and the live course status from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Today on the course' });
  await expect(status.getByText('Course Status')).toBeVisible();
  // The seeded course-status-info says the course is open.
  await expect(status.getByText('Open', { exact: true }).first()).toBeVisible();
});

test('deep links return the app with status 200', async ({ page }) => {
  for (const path of ['/holes/hole-3-page', '/greenfees', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the API answers on the same origin', async ({ request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  const info = await request.get('/api/v1/websitecontent/course-status-info');
  expect(info.status()).toBe(200);
  const { content } = await info.json();
  expect(JSON.parse(content)).toMatchObject({ courseStatus: true });
  expect(info.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a page can post a request with the cross-site token the server handed out', async ({ page }) => {
  await page.goto('/');
  const status = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
    // A month ahead: within the booking horizon (a year), beyond which a request is refused.
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch('/api/v1/reserve/table', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
      body: JSON.stringify({
        content: `fullname: E2E Tester\npersons: 2\nphone: +32 470 00 00 00\nemail: e2e@example.net\ndate: ${date}`,
      }),
    });
    return res.status;
  });
  expect(status).toBe(201);
});

test('a page paints from its own HTML first, then loads its full styles and the app', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/greenfees')).text();
  // No script or stylesheet to fetch before the first paint: the app's addresses are data, and the
  // rules the page uses, of the shell's styles and the page's own, are inline (server/src/lib/criticalStyles.ts).
  // Each full stylesheet is named by a disabled link, which the browser does not fetch before the app loader
  // enables it, and by a link in <noscript>, for a browser without JavaScript. (Vite's own copy of the
  // shell's rules is named by a disabled link that stays so, `data-held`: scripts/prerender.mjs.)
  expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="modulepreload"/);
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const stylesheets = outsideNoscript.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
  expect(stylesheets.length).toBeGreaterThan(1);
  for (const link of stylesheets) expect(link).toMatch(/ disabled( data-held)?>$/);
  const app = JSON.parse(
    /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  );
  const route = JSON.parse(
    /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
  );
  expect(app.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // The loader itself is a file, which the inline script at the end of the page asks for once the page has
  // loaded (web/src/boot/appLoaderStart.ts).
  const loader = /<script data-loader="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(loader).toMatch(/^\/assets\/app-loader-[\w-]+\.js$/);
  expect(route.some((file: string) => /\/GreenFeesPage-[\w-]+\.js$/.test(file))).toBe(true);

  const styleRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) styleRequests.push(r.url());
  });
  // When the loader puts the app's entry script in (its module was preloaded before).
  await page.addInitScript((entry) => {
    new MutationObserver((changes, observer) => {
      const added = changes.flatMap((change) => [...change.addedNodes]);
      if (!added.some((node) => node instanceof HTMLScriptElement && node.src.endsWith(entry))) return;
      (window as unknown as { appStarted: number }).appStarted = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, app.entry);
  await page.goto('/greenfees');
  const timing = await page.evaluate(
    ([entry, loader]) => {
      const painted = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = resources.find((r) => r.name.endsWith(entry));
      const styles = resources.filter((r) => r.name.endsWith('.css'));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        painted,
        loaded: navigation.loadEventStart,
        loaderRequested: resources.find((r) => r.name.endsWith(loader))?.startTime ?? Number.NaN,
        requested: script?.startTime ?? Number.NaN,
        stylesRequested: Math.min(...styles.map((r) => r.startTime)),
        stylesLoaded: Math.max(...styles.map((r) => r.responseEnd)),
        appStarted: (window as unknown as { appStarted?: number }).appStarted ?? Number.NaN,
      };
    },
    [app.entry, loader] as const,
  );
  expect(timing.painted).toBeGreaterThan(0);
  expect(timing.loaderRequested).toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.loaderRequested).toBeGreaterThan(timing.painted);
  expect(timing.stylesRequested).toBeGreaterThan(timing.painted);
  expect(timing.requested).toBeGreaterThan(timing.painted);
  // The app starts once its full styles are in: what it shows is styled.
  expect(timing.appStarted).toBeGreaterThanOrEqual(timing.stylesLoaded);
  // And the app runs: the prerendered page became the live one.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  // Each full stylesheet once: the shell's and the page's, which the app's own loader then finds there;
  // never Vite's copy of the shell's rules, which the page holds already.
  const held = stylesheets.filter((link) => link.includes(' data-held'));
  expect(held).toHaveLength(1);
  const linked = stylesheets
    .filter((link) => !held.includes(link))
    .map((link) => /href="([^"]+)"/.exec(link)?.[1]);
  expect(styleRequests.map((url) => new URL(url).pathname).sort()).toEqual(linked.sort());
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][disabled][data-held]')).toHaveCount(1);
  // The inline rules made way for the full stylesheets; the fonts' faces, which those do not repeat, stay.
  await expect(page.locator('head style')).toHaveCount(1);
  await expect(page.locator('head style#font-faces')).toHaveCount(1);
});

test('a page the app opens later gets its own styles', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  const styles = page.waitForRequest((r) => /\/assets\/[\w-]+\.css$/.test(r.url()));
  await page.getByRole('banner').getByRole('link', { name: en['nav.greenFees'] }).click();
  await styles;
  await expect(page.getByRole('heading', { level: 1, name: en['greenfees.title'] })).toBeVisible();
  // A price table laid out by the green-fee page's styles, not by the browser's defaults.
  const table = page.locator('.price-table').first();
  await expect(table).toHaveCSS('border-collapse', 'collapse');
});

test('a page’s first response holds no print rules; printed once loaded, it uses them', async ({
  page,
  request,
}) => {
  // The first paint is on a screen: a page's inline rules leave printing to its full stylesheets
  // (scripts/prerender.mjs), which the app loader enables right after it.
  const html = await (await request.get('/holes')).text();
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  expect(inline).toContain('.site-nav');
  expect(inline).not.toContain('@media print');

  await page.goto('/holes');
  const nav = page.getByRole('banner').getByRole('navigation');
  await expect(nav).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // layout.css: the header's quick links are left off paper.
  await expect(nav).toBeHidden();
});
