import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/** The dumps the global setup makes (globalSetup.ts): the migrated and seeded one, and initdb's. */
type DumpName = 'pgliteTemplate' | 'pgliteEmptyTemplate';

/** Each dump read from disk once per worker: a Blob is not changed by loading it. */
const dumps = new Map<DumpName, Promise<Blob>>();

const dumpOf = (name: DumpName) => {
  let dump = dumps.get(name);
  if (!dump) {
    dump = readFile(inject(name)).then((bytes) => new Blob([bytes]));
    dumps.set(name, dump);
  }
  return dump;
};

/** A PGlite holding a copy of one of the global setup's dumps: in memory, or in `dataDir` on disk. */
export async function pgliteFromDump(name: DumpName, dataDir?: string): Promise<PGlite> {
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), loadDataDir: await dumpOf(name) });
}
