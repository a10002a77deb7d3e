import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { publicUrlFrom } from './common/config/publicUrl';

/** The API server of `npm run dev:server`; the dev server proxies the API and files to it. */
const apiTarget = 'http://localhost:8080';

const BEFORE_FIRST_PAINT = 'web/src/boot/beforeFirstPaint.ts';
const APP_LOADER = 'web/src/boot/appLoader.ts';
const APP_LOADER_START = 'web/src/boot/appLoaderStart.ts';
/** The app loader's file, as Vite names it in assets/ with its content's hash. */
const LOADER_ASSET = 'app-loader.js';

/** A boot script as the build inlines it: bundled, minified, classic. */
async function bootScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`esbuild gave no output for ${entry}`);
  if (/<\/script/i.test(code)) throw new Error(`${entry} cannot be inlined: it has </script.`);
  return code;
}

/**
 * The build's boot scripts:
 * - web/src/boot/beforeFirstPaint.ts, a blocking script in <head>, inline so that the first paint waits
 *   for no request but the page (the server allows it by its hash, written by scripts/csp-hashes.mjs, not
 *   by allowing inline scripts): the cookie-consent banner is shown only where no choice is stored
 *   (boot/consentPrompt.ts), and (boot/languageRedirect.ts) a visitor who is to get another language
 *   leaves before the prerendered English page is painted;
 * - web/src/boot/appLoaderStart.ts, inline last in <body> (allowed by its hash too): once the page has
 *   loaded, it asks for web/src/boot/appLoader.ts, a file of its own (assets/app-loader-<hash>.js), which
 *   fetches the app's modules. Vite's module script and modulepreloads become the
 *   #app-scripts data block the loader reads. Inline, the loader made each page's first response some
 *   700 bytes heavier; as a plain script it would share the line with the largest paint (docs/decisions/0036).
 * In development the script before the first paint is a module script, and the app loads as Vite serves it.
 */
function bootScripts(): Plugin {
  let beforeFirstPaint = '';
  let loaderStart = '';
  let isBuild = false;
  return {
    name: 'boot-scripts',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      let loader: string;
      [beforeFirstPaint, loaderStart, loader] = await Promise.all([
        bootScript(BEFORE_FIRST_PAINT),
        bootScript(APP_LOADER_START),
        bootScript(APP_LOADER),
      ]);
      // Vite names it by its content, as its chunks: the server lets browsers keep /assets/* for good.
      this.emitFile({ type: 'asset', name: LOADER_ASSET, source: loader });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!isBuild) {
          const src = `/${BEFORE_FIRST_PAINT.replace(/^web\//, '')}`;
          return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'head-prepend' }];
        }
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('index.html has no module script to load after the first paint');
        const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let page = html.replace(entry[0], '');
        for (const link of preload) page = page.replace(link[0], '');
        const scripts = JSON.stringify({ entry: entry[1], preload: preload.map((link) => link[1]) });
        const loaderFile = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes(LOADER_ASSET),
        );
        if (!loaderFile) throw new Error(`the build has no ${LOADER_ASSET}`);
        return {
          html: page,
          tags: [
            // After <meta charset>, which must come in the page's first 1024 bytes.
            { tag: 'script', children: beforeFirstPaint, injectTo: 'head' },
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'app-scripts' },
              children: scripts,
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: { 'data-loader': `/${loaderFile.fileName}` },
              children: loaderStart,
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}

/**
 * React Router's production build. Its package sends every bundler to its development build, whatever the
 * mode (remix-run/react-router#12532, #14102); the production one is the same code without the development
 * warnings, 0.6 KB gzip less on every page. Built pages (and the prerender, which shares this config) use it;
 * `vite` in development keeps the warnings. A React Router whose package no longer has this file fails the
 * build here, rather than silently shipping the development build again.
 */
function reactRouterProductionBuild(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const file = join(packageDir, 'dist/production/index.mjs');
  if (!existsSync(file)) throw new Error(`React Router has no production build at ${file}`);
  return file;
}

/**
 * The parts a page loads as it starts, by chunk name: the booking page's form, one per mode
 * (web/src/app/pages/BookingPage.tsx). Vite's preload helper would start each of their imports with a
 * `<link rel="modulepreload">` of its own, some 30, all in one task inside React's render: 68 ms of a 98 ms
 * task on /booking at 3.8× (issue 38, TBT). The import alone asks for the part's chunk, and the browser asks
 * for the imports it finds in it, without an element each, one round trip later (decision 0037).
 */
const PARTS_LOADED_AT_START = ['MailBooking', 'OnlineBookingEntry'];

const isPartLoadedAtStart = (file: string) =>
  PARTS_LOADED_AT_START.some((name) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(file));

/** A part renamed or gone fails the build, rather than silently preloading its imports again. */
function partsLoadedAtStart(): Plugin {
  return {
    name: 'parts-loaded-at-start',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const name of PARTS_LOADED_AT_START) {
        const found = Object.values(bundle).some(
          (file) => file.type === 'chunk' && file.isDynamicEntry && file.name === name,
        );
        if (!found) this.error(`No lazy chunk ${name} (PARTS_LOADED_AT_START in vite.config.ts).`);
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [bootScripts(), partsLoadedAtStart(), react()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : [],
  },
  // The pages' canonical and hreflang links name the address the server will answer on
  // (docs/product.md, Speed budgets: SEO); npm start builds with the environment it then serves with.
  define: { __SITE_URL__: JSON.stringify(publicUrlFrom(process.env)) },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/web/.vite/manifest.json: which chunks each page needs, for the prerender's modulepreloads and
    // scripts/check-bundle.mjs (dot-folders are not served).
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, deps) => (isPartLoadedAtStart(file) ? [] : deps),
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
}));
