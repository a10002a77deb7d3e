// npm test: every check, in the order that fails fastest. Also `npm run validate`.
import { ensureChromium, ensureDependencies, runNpm } from './lib.mjs';

const steps = [
  ['typecheck', () => runNpm(['run', '--silent', 'typecheck'])],
  ['lint', () => runNpm(['run', '--silent', 'lint'])],
  ['unit and API tests', () => runNpm(['run', '--silent', 'test:unit'])],
  // Built for the address the end-to-end server answers on (playwright.config.ts), as npm start builds
  // for the one it serves: the pages' canonical links name it.
  [
    'build',
    () =>
      runNpm(['run', '--silent', 'build'], {
        env: { ...process.env, PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}` },
      }),
  ],
  ['bundle size', () => runNpm(['run', '--silent', 'check:bundle'])],
  [
    'end-to-end tests',
    async () => {
      const chromium = await ensureChromium();
      await runNpm(['run', '--silent', 'test:e2e'], { env: { ...process.env, CHROME_PATH: chromium } });
    },
  ],
];

try {
  await ensureDependencies();
  for (const [name, step] of steps) {
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    await step();
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  console.log('\nAll checks passed.');
} catch (error) {
  console.error(`\n✘ ${error.message}`);
  process.exit(1);
}
