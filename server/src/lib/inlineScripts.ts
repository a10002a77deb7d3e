import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Inline scripts the browser runs: no src, and no data block (JSON and JSON-LD run nothing, need no hash). */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') of the inline scripts of a page, as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The hashes of the built shell's inline scripts (the language redirect, vite.config.ts), which every
 * page of the build shares: the CSP allows exactly these and no other inline script.
 */
export function builtScriptHashes(webRoot: string, shellFiles: readonly string[]): string[] {
  const shell = shellFiles.map((file) => join(webRoot, file)).find((path) => existsSync(path));
  return shell ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}
