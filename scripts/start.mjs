// npm start: install when needed, build, then serve site and API (the server migrates and seeds on start),
// all on the pinned Node. NODE_ENV=production too: the install keeps the build's tools.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { onPinnedNode, root, runNpm } from './lib.mjs';
import { serverEnv } from './trial-env.mjs';

await onPinnedNode();
try {
  await runNpm(['run', '--silent', 'build']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { env, note } = serverEnv(process.env);
if (note) console.log(note);

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
