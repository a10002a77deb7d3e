import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** A new PGlite costs seconds; migrate and seed one once, and let every test file load a copy of it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'golf-test-'));
  const client = new PGlite();
  const database = pgliteDatabase(client);
  await database.migrate();
  await seedIfEmpty(database.db);
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
