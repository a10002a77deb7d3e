import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../src/lib/projectRoot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding server.js, admin.js and backup.js, bundled once for this test run. */
    builtCommands: string;
  }
}

/**
 * The server and its commands, bundled once per test run as `npm run build:server` bundles the server.
 * A test that needs a process of its own starts plain JavaScript on the pinned Node: tsx compiling the
 * sources at every start took seconds alone and minutes beside the end-to-end browsers (docs/perf-log.md).
 * The folder sits inside the project, so that the bundles find package.json and node_modules above them.
 */
export default async function setup(project: TestProject) {
  const folder = join(
    projectRoot,
    'node_modules',
    '.cache',
    `golf-test-commands-${process.pid}-${project.name}`,
  );
  await mkdir(folder, { recursive: true });
  await build({
    entryPoints: {
      server: join(projectRoot, 'server/src/server.ts'),
      admin: join(projectRoot, 'server/src/cli/admin.ts'),
      backup: join(projectRoot, 'server/src/cli/backup.ts'),
    },
    outdir: folder,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  project.provide('builtCommands', folder);
  return () => rm(folder, { recursive: true, force: true });
}
