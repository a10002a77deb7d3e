/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];

/**
 * The server tests that run a second time on PostgreSQL: those whose outcome depends on what the database
 * stores or how it behaves. A new file in server/test/ is one of them unless it is named below: these test
 * what is the same on any database (headers, tokens, timeouts, static files, the build's script hashes,
 * which routes a mode registers, answer caches, the hashing cost, the DATA_DIR folder's modes; most build an app on a database all
 * the same), or, for shutdown and the reuse of PGlite test databases, run only on PGlite. The unit tests next
 * to the code in server/src touch no database.
 */
const notDatabaseDependent = [
  'answerCaches',
  'bookingModes',
  'cspHashes',
  'dataDirModes',
  'passwordUpgrade',
  'pgliteReuse',
  'rateLimit',
  'securityHeaders',
  'seo',
  'shutdown',
  'spa',
  'timeouts',
  'xsrf',
];
const postgresTests = ['server/test/**/*.test.ts'];
const postgresExcluded = notDatabaseDependent.map((name) => `server/test/${name}.test.ts`);

/**
 * Timeouts catch a test that hangs; they are not speed limits (speed is measured by npm run bench and
 * npm run perf). The server tests open databases and spawn processes, which take a few seconds on a
 * laptop and were seen to take 5–8 times as long on a CI machine shared with other work (24 Nov), where
 * Vitest's default of 5 s and the 30 s these tests had turned a slow machine into a red run.
 */
const TEST_TIMEOUT_MS = 180_000;
const HOOK_TIMEOUT_MS = 300_000;

/** The web tests and their text, read once for the two sortings below. */
const webTests = globSync('web/**/*.test.{ts,tsx}').map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/**
 * Web tests that mock a module (found by their vi.mock calls) or test the order in which modules load:
 * each needs a module graph of its own, where the web project shares one per worker.
 */
const freshModuleGraph = [
  ...webTests.filter(({ text }) => /\bvi\.(do)?[mM]ock\(/.test(text)).map(({ file }) => file),
  'web/src/lib/zodJitless.test.ts',
];

/**
 * Web tests that need a browser's exact behaviour ask for jsdom in their first line. They run as a project
 * of their own: a worker that shares its module graph is kept for the next file only when that file has
 * the same environment, so jsdom files among the happy-dom ones (ordered by size) ended a worker and
 * started a new one, with its DOM and imports, about two dozen times a run (26 Nov).
 */
const jsdomFiles = webTests
  .filter(({ text }) => text.startsWith('// @vitest-environment jsdom'))
  .map(({ file }) => file);

/** The SPA's tests, in a DOM. */
const webProject = (test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
  environment?: 'happy-dom' | 'jsdom';
}) => ({
  plugins: [react()],
  // The default address, whatever the environment says (vite.config.ts takes PUBLIC_URL).
  define: { __SITE_URL__: JSON.stringify('http://localhost:8080') },
  test: {
    // happy-dom: the web project took 89 s of CPU on jsdom and 68 s on happy-dom (25 Nov, same run).
    // The few files that need a browser's exact behaviour ask for jsdom in their first line.
    environment: 'happy-dom',
    testTimeout: TEST_TIMEOUT_MS,
    ...test,
    setupFiles: ['web/src/test/asyncTimeout.ts', 'web/src/test/dictionaries.ts'],
  },
});

/**
 * Unit tests sit next to the code. The server's tests run on in-memory PGlite, and those that depend on
 * the database a second time on real PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores − 1); much of a server test waits on a database,
    // a socket or a child process, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'common',
          // Plain functions without module state: one module graph per worker, not one per file.
          isolate: false,
          include: ['common/**/*.test.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      webProject({
        name: 'web',
        // One module graph per worker, not one per file: 27 s of CPU instead of 55 s (25 Nov, same
        // machine). The tests clean up what they render, and module state they share is keyed by what
        // each test uses.
        isolate: false,
        include: ['web/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...freshModuleGraph, ...jsdomFiles],
      }),
      webProject({
        name: 'web-jsdom',
        isolate: false,
        environment: 'jsdom',
        include: jsdomFiles.filter((file) => !freshModuleGraph.includes(file)),
      }),
      webProject({ name: 'web-fresh', include: freshModuleGraph }),
      {
        test: {
          name: 'server',
          // Each file builds its own app on its own database; importing the server's modules once per
          // worker instead of once per file saves seconds a file.
          isolate: false,
          include: serverTests,
          environment: 'node',
          globalSetup: ['server/test/globalSetup.ts', 'server/test/builtCommandsSetup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: HOOK_TIMEOUT_MS,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                isolate: false,
                include: postgresTests,
                exclude: [...configDefaults.exclude, ...postgresExcluded],
                environment: 'node',
                globalSetup: ['server/test/builtCommandsSetup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: TEST_TIMEOUT_MS,
                hookTimeout: HOOK_TIMEOUT_MS,
              },
            },
          ]
        : []),
    ],
  },
});
