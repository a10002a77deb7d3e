import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtScriptHashes, CSP_HASHES_FILE } from '../src/lib/inlineScripts';

const script = fileURLToPath(new URL('../../scripts/csp-hashes.mjs', import.meta.url));
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const BOOT = '(()=>{var e=1;location.replace("/nl")})();';
// Written as the browser reads it: a script's text is raw, so '&amp;' and '<b>' are hashed as they stand.
const RAW = 'if (a &amp;&amp; "<b>") x();';
const MODULE = 'import("/assets/a.js")';

describe('the build step writing the inline scripts’ hashes', async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'golf-csp-'));
  afterAll(() => rm(webRoot, { recursive: true, force: true }));
  await mkdir(join(webRoot, 'nl'));
  await writeFile(join(webRoot, 'spa.html'), `<!doctype html><head><script>${BOOT}</script></head>`);
  await writeFile(
    join(webRoot, 'index.html'),
    `<!doctype html><head><script>${BOOT}</script><SCRIPT type="module">${MODULE}</SCRIPT>` +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/ld+json">{"@type":"GolfCourse"}</script><script></script>' +
      '<script type="application/json" id="page-scripts">["/assets/a.js"]</script>' +
      '<template><script>inert()</script></template></head>',
  );
  await writeFile(join(webRoot, 'nl', 'index.html'), `<!doctype html><body><script>${RAW}</script></body>`);
  execFileSync(process.execPath, [script, webRoot]);

  it('hashes each runnable inline script of every page once, exactly as written', async () => {
    const written = JSON.parse(await readFile(join(webRoot, CSP_HASHES_FILE), 'utf8'));
    expect(written).toEqual([hashOf(BOOT), hashOf(MODULE), hashOf(RAW)].sort());
  });

  it('is what the server allows', () => {
    expect(builtScriptHashes(webRoot)).toEqual([hashOf(BOOT), hashOf(MODULE), hashOf(RAW)].sort());
  });
});
