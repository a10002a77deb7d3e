/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config';

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
        // The default address, whatever the environment says (vite.config.ts takes PUBLIC_URL).
        define: { __SITE_URL__: JSON.stringify('http://localhost:8080') },
        // The runtime the site ships (vite.config.ts), so the tests test it.
        resolve: {
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module', 'main'],
          alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }, ...preactAliases],
        },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/preactEffects.ts'],
          // Transformed by Vite rather than loaded by Node, so that their imports of react get the alias too.
          server: {
            deps: { inline: ['@testing-library/react', 'react-router', '@tanstack/react-query'] },
          },
        },
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
