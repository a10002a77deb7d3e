import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json' with { type: 'json' };

const PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${PORT}`;

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
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // The same as npm run perf and check:bundle: no background traffic of Chromium's own, which this
      // machine's closed network would refuse.
      args: chromiumFlags,
    },
  },
  // The staff tests change what visitors see (the course closes for a moment), so they run after the
  // public pages' tests, never beside them.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /admin\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testIgnore: /admin\.spec\.ts/ },
    {
      name: 'staff-desktop',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'staff-phone',
      use: { ...devices['Pixel 7'] },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      CLUB_EMAIL: 'club@example.org',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
    },
  },
});
