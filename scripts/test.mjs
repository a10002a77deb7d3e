// npm test: every check. Also `npm run validate`.
//
// Steps start as soon as the steps they need have passed, so that the two cores are kept busy: the type
// check, the linter, the unit tests and the build at once, and once the build is there the bundle check
// and the end-to-end tests beside the unit tests. The type check and the linter fail fastest, and a failure
// ends the other steps at once, so waiting for them before starting the rest would only make a passing
// run longer (by the 9 s they take, 26 Nov). One step at a time writes to the terminal as it
// runs; the others' output is held and printed whole, in one block, when their turn comes. The first
// failure stops the run: the steps still running are ended and the failing step's output is printed last.
import { spawn } from 'node:child_process';
import { ensureChromium, onPinnedNode, root } from './lib.mjs';

// Installs when needed and goes on on the pinned Node, whatever Node started it.
await onPinnedNode();

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The bundle check and the end-to-end tests both need Chromium and run side by side: one install, which
// starts at once so that on a fresh machine it overlaps the type check (two apt-gets at once would fail
// on dpkg's lock). A failure surfaces in the first step that needs the browser.
const chromium = ensureChromium();
chromium.catch(() => {});
const withChromium = async () => ({ CHROME_PATH: await chromium });

/** @typedef {{ name: string, needs: string[], args: string[], env?: () => Promise<NodeJS.ProcessEnv> }} Step */
/** @type {Step[]} */
const steps = [
  { name: 'typecheck', needs: [], args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', needs: [], args: ['run', '--silent', 'lint'] },
  { name: 'unit and API tests', needs: [], args: ['run', '--silent', 'test:unit'] },
  // Built for the address the end-to-end server answers on (playwright.config.ts), as npm start builds
  // for the one it serves: the pages' canonical links name it.
  {
    name: 'build',
    needs: [],
    args: ['run', '--silent', 'build'],
    env: async () => ({ PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}` }),
  },
  { name: 'bundle size', needs: ['build'], args: ['run', '--silent', 'check:bundle'], env: withChromium },
  {
    name: 'end-to-end tests',
    needs: ['build'],
    args: ['run', '--silent', 'test:e2e'],
    env: withChromium,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The step whose output goes to the terminal as it comes; the others' is held until it is their turn. */
let speaker = null;
/** name → { started, output: string[], child, finished } */
const running = new Map();
const durations = [];
let failed = null;

function write(name, text) {
  const state = running.get(name);
  if (speaker === name) process.stdout.write(text);
  else state.output.push(text);
}

/** Hands the terminal to the longest-running step still going, printing what it has held so far. */
function passTheTerminal() {
  speaker = null;
  for (const [name, state] of running) {
    speaker = name;
    console.log(`\n▶ ${name} (running for ${seconds(Date.now() - state.started)})`);
    process.stdout.write(state.output.join(''));
    state.output = [];
    return;
  }
}

function start(step) {
  return new Promise((resolve, reject) => {
    const state = { started: Date.now(), output: [], child: null };
    running.set(step.name, state);
    if (speaker === null) {
      speaker = step.name;
      console.log(`\n▶ ${step.name}`);
    }
    const run = async () => {
      const env = { ...process.env, ...(step.env ? await step.env() : {}) };
      // Its own process group, so that a failure elsewhere can end it with everything it started.
      const child = spawn(npm, step.args, {
        cwd: root,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      state.child = child;
      child.stdout.on('data', (chunk) => write(step.name, chunk.toString()));
      child.stderr.on('data', (chunk) => write(step.name, chunk.toString()));
      child.on('error', reject);
      child.on('close', (code, signal) => {
        const took = Date.now() - state.started;
        const wasSpeaking = speaker === step.name;
        running.delete(step.name);
        if (code === 0) {
          if (!wasSpeaking) {
            console.log(`\n▶ ${step.name}`);
            process.stdout.write(state.output.join(''));
          }
          console.log(`✔ ${step.name} (${seconds(took)})`);
          if (!wasSpeaking && speaker !== null) console.log(`\n▶ ${speaker} (continued)`);
          durations.push([step.name, took]);
          if (wasSpeaking) passTheTerminal();
          resolve();
        } else {
          const error = new Error(`${step.name} failed (${signal ?? `exit ${code}`}) after ${seconds(took)}`);
          error.step = step.name;
          error.output = state.output.join('');
          error.wasSpeaking = wasSpeaking;
          if (wasSpeaking) speaker = null;
          reject(error);
        }
      });
    };
    run().catch(reject);
  });
}

/** How long the steps have to end what they started before they are killed. */
const STOP_GRACE_MS = 15_000;

/**
 * Ends every running step with everything it started, as a Ctrl-C would: SIGINT to each step's process
 * group. Playwright then stops the end-to-end servers it started in groups of their own; on SIGTERM it
 * left them running, and the next run found their ports taken. What has not ended after the grace period
 * is killed.
 */
async function stopEverything() {
  const groups = [...running.values()].flatMap((state) => (state.child?.pid ? [state] : []));
  const signal = (name) => {
    for (const state of groups) {
      try {
        process.kill(-state.child.pid, name);
      } catch {
        // already gone
      }
    }
  };
  signal('SIGINT');
  const ended = groups.map((state) =>
    state.child.exitCode !== null || state.child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => state.child.once('close', resolve)),
  );
  const timer = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
  await Promise.race([Promise.all(ended), timer]);
  signal('SIGKILL');
}

// The steps run in process groups of their own, which a Ctrl-C in the terminal does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopEverything();
    process.exit(130);
  });
}

const began = Date.now();
/** Set once a step has failed: the others' ending, awaited before this process exits. */
let stopping = Promise.resolve();
try {
  const done = new Map();
  const launch = (step) => {
    if (!done.has(step.name)) {
      done.set(
        step.name,
        Promise.all(step.needs.map((need) => launch(steps.find((s) => s.name === need)))).then(() => {
          if (failed) throw failed;
          return start(step);
        }),
      );
    }
    return done.get(step.name);
  };
  await Promise.all(
    steps.map((step) =>
      launch(step).catch((error) => {
        if (!failed) {
          failed = error;
          stopping = stopEverything();
        }
        throw error;
      }),
    ),
  );
  console.log('\nAll checks passed.');
  for (const [name, took] of durations) console.log(`  ${name.padEnd(20)} ${seconds(took).padStart(8)}`);
  console.log(`  ${'total'.padEnd(20)} ${seconds(Date.now() - began).padStart(8)}`);
} catch (thrown) {
  const error = failed ?? thrown;
  if (error.step && !error.wasSpeaking) {
    console.error(`\n▶ ${error.step}`);
    process.stderr.write(error.output);
  }
  console.error(`\n✘ ${error.message} (total ${seconds(Date.now() - began)})`);
  await stopping;
  process.exit(1);
}
