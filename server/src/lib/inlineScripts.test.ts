import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtScriptHashes, CSP_HASHES_FILE } from './inlineScripts';

const HASH = `'sha256-${'A'.repeat(43)}='`;

describe('builtScriptHashes', async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-csp-'));
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  const written = (content: string) => writeFile(join(webRoot, CSP_HASHES_FILE), content);

  it('gives none without a build', () => {
    expect(builtScriptHashes(join(webRoot, 'missing'))).toEqual([]);
  });

  it('reads the hashes the build wrote', async () => {
    await written(JSON.stringify([HASH]));
    expect(builtScriptHashes(webRoot)).toEqual([HASH]);
  });

  it('refuses a file that lists anything but script hashes', async () => {
    await written(JSON.stringify(["'unsafe-inline'"]));
    expect(() => builtScriptHashes(webRoot)).toThrow(/must list the inline scripts' hashes/);
    await written('{"hashes":');
    expect(() => builtScriptHashes(webRoot)).toThrow(/is not JSON/);
  });
});
