/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];

/**
 * Unit tests sit next to the code. The server's database tests run on in-memory PGlite,
 * and a second time on real PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          globalSetup: ['server/test/globalSetup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
