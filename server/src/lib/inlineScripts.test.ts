import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScripts';

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, once', () => {
    const code = '(()=>{var e=1;location.replace("/nl")})();';
    const html = `<head><script>${code}</script><script>${code}</script><script type="module">x()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(code), hashOf('x()')]);
  });

  it('leaves out scripts loaded from a file, data blocks and empty scripts', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/ld+json">{"@type":"GolfCourse"}</script><script> </script>' +
      '<script type="application/json" id="page-scripts">["/assets/a.js"]</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
