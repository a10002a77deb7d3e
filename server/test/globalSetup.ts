import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, pgliteFolder } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite database. */
    pgliteTemplate: string;
    /** A dump of a PGlite cluster as initdb leaves it: no migrations, no tables of ours. */
    pgliteEmptyTemplate: string;
    /** A DATA_DIR whose `pglite` folder holds the migrated and seeded database, for a process to copy. */
    pgliteDataDirTemplate: string;
  }
}

/**
 * A new PGlite costs seconds of CPU, most of it initdb: make one once, and let every test file load a copy
 * of it, empty or migrated and seeded, or copy it as a server process's DATA_DIR.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'golf-test-'));
  const dump = async (client: PGlite, name: string) => {
    const blob = await client.dumpDataDir('none');
    const file = join(dir, name);
    await writeFile(file, new Uint8Array(await blob.arrayBuffer()));
    return { file, blob };
  };
  const client = await PGlite.create();
  const empty = await dump(client, 'empty.tar');
  const database = pgliteDatabase(client);
  await database.migrate();
  await seedIfEmpty(database.db);
  const template = await dump(client, 'template.tar');
  await database.close();

  const dataDir = join(dir, 'data-dir');
  // PGlite makes its own folder, not the parent (the server's openDatabase does the same).
  await mkdir(dataDir);
  const onDisk = await PGlite.create({
    dataDir: pgliteFolder(dataDir),
    loadDataDir: template.blob,
  });
  await onDisk.close();

  project.provide('pgliteTemplate', template.file);
  project.provide('pgliteEmptyTemplate', empty.file);
  project.provide('pgliteDataDirTemplate', dataDir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
