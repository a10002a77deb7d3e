import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { type Alias, defineConfig, type Plugin } from 'vite';

/** The API server of `npm run dev:server`; the dev server proxies the API and files to it. */
const apiTarget = 'http://localhost:8080';

const LANGUAGE_REDIRECT = 'web/src/boot/languageRedirect.ts';

/**
 * web/src/boot/languageRedirect.ts as a classic, blocking script first in <head>: a visitor who is to
 * get another language leaves before the prerendered English page is painted, which a (deferred) module
 * script cannot promise. Inline in the build, so the first paint waits for no request but the page: the
 * server allows it by its hash (server/src/lib/inlineScripts.ts), not by allowing inline scripts.
 */
function languageRedirectScript(): Plugin {
  let code = '';
  let isBuild = false;
  return {
    name: 'language-redirect-script',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      const result = await build({
        entryPoints: [LANGUAGE_REDIRECT],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
      });
      const [file] = result.outputFiles;
      if (!file) throw new Error(`esbuild gave no output for ${LANGUAGE_REDIRECT}`);
      code = file.text.trim();
      if (/<\/script/i.test(code))
        throw new Error(`${LANGUAGE_REDIRECT} cannot be inlined: it has </script.`);
    },
    transformIndexHtml() {
      // In development a module script does the same, only later.
      if (!isBuild) {
        const src = `/${LANGUAGE_REDIRECT.replace(/^web\//, '')}`;
        return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'head-prepend' }];
      }
      // After <meta charset>, which must come in the page's first 1024 bytes.
      return [{ tag: 'script', children: code, injectTo: 'head' }];
    },
  };
}

/**
 * The app is written against React's API, but ships on Preact's compat layer: react-dom alone would be
 * two thirds of the home page's JavaScript budget (docs/decisions/0007-preact-runtime.md). Most specific
 * first, anchored, so that `react-router` and `@tanstack/react-query` are not caught by `react`.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: 'web',
  // The development server keeps React, whose Fast Refresh @vitejs/plugin-react provides; builds (the
  // served site, its prerender and the end-to-end tests) run on Preact.
  resolve: { alias: command === 'build' ? preactAliases : [] },
  plugins: [languageRedirectScript(), react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/web/.vite/manifest.json: which chunks each page needs, for the prerender's modulepreloads and
    // scripts/check-bundle.mjs (dot-folders are not served).
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads useOptimistic only where React has it; Preact's compat has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
}));
