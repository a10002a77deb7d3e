import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json' with { type: 'json' };

const PORT = Number(process.env.E2E_PORT ?? 8181);
const STAFF_PORT = Number(process.env.E2E_STAFF_PORT ?? PORT + 1);
const ONLINE_PORT = Number(process.env.E2E_ONLINE_PORT ?? PORT + 2);
const PRICES_PORT = Number(process.env.E2E_PRICES_PORT ?? PORT + 3);
const baseURL = `http://127.0.0.1:${PORT}`;
const staffURL = `http://127.0.0.1:${STAFF_PORT}`;
const onlineURL = `http://127.0.0.1:${ONLINE_PORT}`;
const pricesURL = `http://127.0.0.1:${PRICES_PORT}`;

/** The servers: the built app as npm start runs it, each on a fresh data folder (scripts/serve-e2e.mjs). */
const server = (port: number, url: string, env: Record<string, string> = {}) => ({
  command: 'node scripts/serve-e2e.mjs',
  url: `${url}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 300_000,
  env: {
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    CLUB_EMAIL: 'club@example.org',
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: 'e2e-admin-password-123',
    // Every test browser comes from 127.0.0.1, and the checkout tests book with one e-mail address in
    // parallel: the limits on open holds and /live streams per client (docs/product.md, Abuse limits)
    // would refuse them.
    HOLD_LIMIT_PER_EMAIL: '1000',
    HOLD_LIMIT_PER_CLIENT: '1000',
    LIVE_MAX_PER_CLIENT: '1000',
    ...env,
  },
});

/** Tests tagged @phone run on both devices, @phone-only on the phone only, the rest on the desktop (e2e/fixtures.ts). */
const onDesktop = { grepInvert: /@phone-only|@online/ };
const onPhone = { grep: /@phone/, grepInvert: /@online/ };

/** End-to-end tests in Debian's Chromium (never a downloaded browser) against the built app. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Every expectation waits for a state, never a time, and every timeout here catches a hang: it is not a
  // speed limit (npm run perf measures speed). The CI machines can be several times slower than a laptop
  // when two browsers and the server share two cores, and were seen 5–8 times slower still when the
  // machine itself was shared (24 Nov), so the waits are generous.
  expect: { timeout: 30_000 },
  // A walk through the booking form or an axe scan takes 10–20 s on a loaded CI machine; test.slow()
  // triples this for the few tests that do much more.
  timeout: 300_000,
  // On the two-core machines 3 workers were no faster than 2 (329 s against 317 s for the whole suite,
  // on a shared machine, 25 Nov), and 2 leave the servers more room.
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Traces cost a sixth of the browsers' CPU (routes and shell specs: 157 → 133 CPU-s, 26 Nov), and a CI run's
    // test-results/ folder is thrown away with its clone: kept for runs on a developer's machine only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      // CHROME_PATH or /usr/bin/chromium, kept from raising its own priority above the servers and the
      // unit tests it runs beside, and without the address bar's popups (the script says why).
      executablePath: fileURLToPath(new URL('./scripts/chromium.sh', import.meta.url)),
      // The same as npm run perf and check:bundle: no background traffic of Chromium's own, which this
      // machine's closed network would refuse.
      args: chromiumFlags,
    },
  },
  // The staff tests change what visitors see (the course closes for a moment), so they have a server of
  // their own and run beside the public pages' tests.
  projects: [
    // First in line: their few tests are the longest (ten axe scans, an upload), and started last they
    // would leave one worker waiting for the other at the end.
    {
      name: 'staff-desktop',
      use: { ...devices['Desktop Chrome'], baseURL: staffURL },
      testMatch: /admin(-[a-z]+)?\.spec\.ts/,
      testIgnore: /admin-prices\.spec\.ts/,
      ...onDesktop,
    },
    {
      name: 'staff-phone',
      use: { ...devices['Pixel 7'], baseURL: staffURL },
      testMatch: /admin(-[a-z]+)?\.spec\.ts/,
      testIgnore: /admin-prices\.spec\.ts/,
      ...onPhone,
    },
    // A price list dated today prices every booking from today on, and staff may delete it only while it
    // priced none: on the staff server, the tee sheet's and the reports' desk bookings, made meanwhile,
    // would be priced by it and keep it. The prices test has a server of its own.
    {
      name: 'prices-phone',
      use: { ...devices['Pixel 7'], baseURL: pricesURL },
      testMatch: /admin-prices\.spec\.ts/,
      ...onPhone,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], baseURL },
      testIgnore: /admin(-[a-z]+)?\.spec\.ts/,
      ...onDesktop,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], baseURL },
      testIgnore: /admin(-[a-z]+)?\.spec\.ts/,
      ...onPhone,
    },
    // The public server runs the default mail mode, where the online booking routes do not exist; the
    // tests tagged @online book and pay (at the TEST checkout) on a server of their own in the online mode,
    // those tagged @online-phone on the same server from a phone.
    {
      name: 'online',
      use: { ...devices['Desktop Chrome'], baseURL: onlineURL },
      testIgnore: /admin(-[a-z]+)?\.spec\.ts/,
      grep: /@online/,
      grepInvert: /@online-phone/,
    },
    {
      name: 'online-phone',
      use: { ...devices['Pixel 7'], baseURL: onlineURL },
      testIgnore: /admin(-[a-z]+)?\.spec\.ts/,
      grep: /@online-phone/,
    },
  ],
  webServer: [
    server(PORT, baseURL),
    server(STAFF_PORT, staffURL),
    server(PRICES_PORT, pricesURL),
    // Not production: its payments go through the built-in TEST checkout, which production does not have.
    server(ONLINE_PORT, onlineURL, { BOOKING_MODE: 'online', NODE_ENV: 'test' }),
  ],
});
