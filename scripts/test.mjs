// npm test: every check, in the order that fails fastest. Also `npm run validate`.
import { ensureChromium, ensureDependencies, runNpm } from './lib.mjs';

const steps = [
  ['typecheck', () => runNpm(['run', '--silent', 'typecheck'])],
  ['lint', () => runNpm(['run', '--silent', 'lint'])],
  ['unit and API tests', () => runNpm(['run', '--silent', 'test:unit'])],
  ['build', () => runNpm(['run', '--silent', 'build'])],
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
