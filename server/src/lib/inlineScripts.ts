import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build next to the pages (scripts/csp-hashes.mjs). */
export const CSP_HASHES_FILE = '.csp-hashes.json';

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes ('sha256-…') of the built pages' inline scripts (the boot scripts, vite.config.ts), computed
 * at build time: the CSP allows exactly these and no other inline script. Without a build there are none.
 * A file that holds anything else stops the start, rather than serving pages whose scripts are refused.
 */
export function builtScriptHashes(webRoot: string): string[] {
  const file = join(webRoot, CSP_HASHES_FILE);
  if (!existsSync(file)) return [];
  let hashes: unknown;
  try {
    hashes = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: run npm run build again.`, { cause: error });
  }
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && SCRIPT_HASH.test(hash))) {
    throw new Error(`${file} must list the inline scripts' hashes as 'sha256-…': run npm run build again.`);
  }
  return hashes;
}
