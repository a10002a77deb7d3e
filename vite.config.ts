import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run dev:server`; the dev server proxies the API and files to it. */
const apiTarget = 'http://localhost:8080';

export default defineConfig({
  root: 'web',
  plugins: [react()],
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
