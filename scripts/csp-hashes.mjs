// Writes the CSP hashes of the built pages' inline scripts (the boot scripts that vite.config.ts inlines)
// to dist/web/.csp-hashes.json, which the server reads at start (server/src/lib/inlineScripts.ts): the
// policy allows exactly these inline scripts and no other. Run by scripts/prerender.mjs once every page
// is written; `node scripts/csp-hashes.mjs [folder]` hashes another build's pages.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'parse5';

export const CSP_HASHES_FILE = '.csp-hashes.json';

/** Script types the browser runs; any other type is a data block (JSON, JSON-LD), which needs no hash. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The script elements of a parsed page, in document order (a template's content is inert: left out). */
function* scriptElements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === 'script') yield child;
    yield* scriptElements(child);
  }
}

const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/**
 * The CSP source expressions ('sha256-…') of a page's inline scripts, each once. The page is parsed as the
 * browser parses it (parse5 follows the HTML standard), and a script's text taken exactly as the browser
 * hashes it: a script element's text is raw, nothing in it is decoded.
 */
export function inlineScriptHashes(html) {
  const hashes = [...scriptElements(parse(html))]
    .filter((script) => attribute(script, 'src') === undefined)
    .filter((script) => RUNNABLE_TYPES.has((attribute(script, 'type') ?? '').trim().toLowerCase()))
    .map((script) => script.childNodes.map((text) => text.value ?? '').join(''))
    // The browser runs no empty script, so the policy is never asked about one.
    .filter((code) => code !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** Hashes the inline scripts of every HTML file of a build and writes them next to the pages. */
export function writeCspHashes(webRoot) {
  const pages = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const hashes = [
    ...new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(join(webRoot, page), 'utf8')))),
  ];
  writeFileSync(join(webRoot, CSP_HASHES_FILE), `${JSON.stringify(hashes.sort(), null, 2)}\n`);
  return { pages: pages.length, hashes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const webRoot = resolve(process.argv[2] ?? 'dist/web');
  const { pages, hashes } = writeCspHashes(webRoot);
  console.log(
    `${hashes.length} inline script hashes of ${pages} pages written to ${join(webRoot, CSP_HASHES_FILE)}.`,
  );
}
