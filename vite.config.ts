import { basename } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

/** The API server of `npm run dev:server`; the dev server proxies the API and files to it. */
const apiTarget = 'http://localhost:8080';

const LANGUAGE_REDIRECT = 'web/src/boot/languageRedirect.ts';

/**
 * web/src/boot/languageRedirect.ts as a classic, blocking script first in <head>: a visitor who is to
 * get another language leaves before the prerendered English page is painted, which a (deferred) module
 * script cannot promise. Built on its own, hashed and cached like every asset; script-src 'self' allows it.
 */
function languageRedirectScript(): Plugin {
  let src = `/${LANGUAGE_REDIRECT.replace(/^web\//, '')}`;
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
        outdir: 'assets',
        entryNames: 'language-[hash]',
      });
      const [file] = result.outputFiles;
      if (!file) throw new Error(`esbuild gave no output for ${LANGUAGE_REDIRECT}`);
      const fileName = `assets/${basename(file.path)}`;
      this.emitFile({ type: 'asset', fileName, source: file.text });
      src = `/${fileName}`;
    },
    transformIndexHtml() {
      // In development a module script does the same, only later.
      const attrs: Record<string, string> = isBuild ? { src } : { type: 'module', src };
      return [{ tag: 'script', attrs, injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [languageRedirectScript(), react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/web/.vite/manifest.json: which chunks each page needs, for the prerender's modulepreloads and
    // scripts/check-bundle.mjs (dot-folders are not served).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
});
