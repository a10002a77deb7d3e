import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from source or from dist. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const fromRoot = (...parts: string[]) => resolve(projectRoot, ...parts);
export const migrationsFolder = fromRoot('server/drizzle');
export const seedFilesFolder = fromRoot('server/seed/files');
export const webDistFolder = fromRoot('dist/web');
