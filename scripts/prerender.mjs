// Prerenders every public page (localizedPages of common/config/publicRoutes.ts) in every language into static HTML that
// already holds its texts and prices, and that the app then hydrates. Runs after `vite build`
// (npm run build:web). Layout of dist/web (see web/README.md):
//   index.html              home in English (prerendered)      nl/index.html, fr/…, de/…  home per language
//   greenfees/index.html    /greenfees                          nl/greenfees/index.html    /nl/greenfees
//   spa.html                the plain shell, for every other path (/bookings/…, /admin, /holes/hole-7-page)
//   .csp-hashes.json        the hashes of the pages' inline scripts, for the CSP (scripts/csp-hashes.mjs)
// The SSR bundle stays in dist/server/ssr (never served), with pages.json: for every page, which the server
// renders again with its data when that changes (server/src/lib/pageRenderer.ts), its HTML with markers
// where the head's tags and the body go. The files in dist/web stay, as the fallback.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import postcss from 'postcss';
import { build } from 'vite';
import { writeCspHashes } from './csp-hashes.mjs';
import { root, staticChunks } from './lib.mjs';

const outDir = join(root, 'dist/web');
const ssrDir = join(root, 'dist/server/ssr');
/** Read by server/src/lib/pageRenderer.ts, which replaces the markers at run time. */
const TEMPLATES_FILE = 'pages.json';
const HEAD_MARKER = '<!--ssr-head-->';
const BODY_MARKER = '<!--ssr-body-->';

/**
 * What a manifest entry needs at once, from one walk of its chunks and their static imports: their
 * scripts, and the stylesheets they bring (a page's own styles: web/src/app/pages).
 */
function needsOf(manifest, key) {
  const chunks = staticChunks(manifest, [key]);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

const stylesheets = new Map();

/** A built stylesheet's text, read once, for a <style>: it cannot hold `</style`. */
function cssOf(file) {
  if (!stylesheets.has(file)) {
    const css = readFileSync(join(outDir, file), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style.`);
    stylesheets.set(file, css);
  }
  return stylesheets.get(file);
}

/**
 * A disabled link of one of Vite's files whose rules the page already holds (inline, and in the shell's
 * copy; a prerendered page keeps the shell's link where the shell had it). The browser does not fetch it,
 * and the app loader leaves it (`data-held`). It is there for Vite's loader, which asks for a lazy chunk's
 * stylesheets unless a stylesheet link of the same address is in the page: lazy chunks that import from
 * the entry name its stylesheet too (the booking form's), and without this the page loaded all the
 * shell's rules and fonts' faces a second time and restyled every element again, 24-80 ms on /booking on
 * a 2-core machine (docs/perf-log.md, 28 Nov).
 */
const heldLink = (file) => `<link rel="stylesheet" href="/${file}" disabled data-held>`;

/**
 * The stylesheet inlined: the first paint waits for no request after the page's own, and the web fonts
 * are asked for as soon as the page's text needs them. The CSP allows inline styles. Idempotent.
 */
function withInlineStyles(shell) {
  return shell.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file) => `<style>${cssOf(file)}</style>${heldLink(file)}`,
  );
}

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The shell's stylesheet split in two: the web fonts' faces, which every page keeps whole, and its rules,
 * which the server cuts down to what a page uses (server/src/lib/criticalStyles.ts, decision 0035). The
 * rules are written to a file of their own, the full copy the app loads after the first paint: linking
 * Vite's file instead would declare the fonts' faces a second time, and Chrome may then paint the text
 * in its fallback font again until the second faces load.
 */
function shellSheets(files) {
  const css = files.map(cssOf).join('');
  const fontFaces = (css.match(FONT_FACE) ?? []).join('');
  const rules = css.replace(FONT_FACE, '');
  const file = `assets/shell-${createHash('sha256').update(rules).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(outDir, file), rules);
  return { fontFaces, rules, file };
}

/** An @media that only a printer matches. */
const PRINT_ONLY = /^(?:only\s+)?print$/i;

/**
 * A stylesheet without its print rules, for a page's inline copy: the first paint is on a screen, and the
 * full stylesheet, enabled right after it (and linked in <noscript>), has them for printing. Some 100
 * bytes of every page's first response, compressed; a page just over a new connection's first round trip
 * waits one more (decision 0035). postcss writes the rest back byte for byte.
 */
const screenRules = new Map();
function screenRulesOf(css) {
  if (!screenRules.has(css)) {
    const sheet = postcss.parse(css);
    sheet.walkAtRules('media', (rule) => {
      if (PRINT_ONLY.test(rule.params.trim())) rule.remove();
    });
    screenRules.set(css, sheet.toString());
  }
  return screenRules.get(css);
}

/**
 * A page's styles: the fonts' faces, then each stylesheet's screen rules inline, followed by a disabled link of its
 * address. The browser does not fetch a disabled link; web/src/boot/appLoader.ts replaces them with links
 * that load after the first paint, so that the full stylesheets are there for what the app shows later, each in its place in
 * the cascade, and then removes the inline rules (all but the fonts' faces). Vite's loader then finds a
 * page's stylesheet there and does not load it a second time. Without JavaScript, the <noscript> links
 * load them.
 */
function pageStyles(shell, files) {
  const sheets = [
    { css: shell.rules, file: shell.file },
    ...files.map((file) => ({ css: cssOf(file), file })),
  ];
  const inline = sheets.map(
    ({ css, file }) => `<style>${screenRulesOf(css)}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
  const noscript = sheets.map(({ file }) => `<link rel="stylesheet" href="/${file}">`);
  return `<style id="font-faces">${shell.fontFaces}</style>${inline.join('')}<noscript>${noscript.join('')}</noscript>`;
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function pageHtml(shell, sheets, { language, path, head, body, preloads, styles }) {
  // Read by web/src/boot/appLoader.ts, which preloads them with the app once the page has painted.
  const links = preloads.length
    ? `<script type="application/json" id="page-scripts">${JSON.stringify(preloads.map((file) => `/${file}`))}</script>`
    : '';
  const shellStyle = /<style>[\s\S]*?<\/style>/.exec(shell);
  if (!shellStyle) throw new Error('The shell has no inline style.');
  const styled = shell.replace(shellStyle[0], () => pageStyles(sheets, styles));
  return (
    styled
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // The page's title takes the place of the shell's.
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace('</head>', `    ${[...head, links].filter(Boolean).join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${escapeAttribute(path)}">${body}</div>`,
      )
  );
}

async function main() {
  const started = Date.now();
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
    // One file with its dependencies, imported below and by the server at run time.
    ssr: { noExternal: true },
  });
  const {
    renderPage,
    localizedPages,
    prerenderedFile,
    screenSource,
    screenAreas,
    dictionarySource,
    dictionaryAreaSource,
    DEFAULT_LANGUAGE,
  } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  // The shell as Vite wrote it, with its stylesheet inlined, kept for the paths that have no page of their
  // own.
  const built = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Run twice on one build, index.html is already home's page: the shell is then the one kept before.
  const shell = built.includes('data-prerendered=')
    ? readFileSync(join(outDir, 'spa.html'), 'utf8')
    : withInlineStyles(built);
  writeFileSync(join(outDir, 'spa.html'), shell);
  // What the shell loads already: a page names only what it needs besides.
  const shellNeeds = needsOf(manifest, 'index.html');
  const entryScripts = new Set(shellNeeds.scripts);
  const shellStyles = new Set(shellNeeds.styles);
  const sheets = shellSheets(shellNeeds.styles);

  // The page's dictionary: its language's core (English's is in the main bundle), and the areas its screen
  // shows (web/src/app/screens.ts), which the app loads before it hydrates the page.
  const dictionaryScripts = (language, screen) => [
    ...(language === DEFAULT_LANGUAGE ? [] : needsOf(manifest, dictionarySource(language)).scripts),
    ...screenAreas[screen].flatMap((area) => needsOf(manifest, dictionaryAreaSource(language, area)).scripts),
  ];
  const templates = {};
  for (const { screen, language, path } of localizedPages) {
    const { head, body } = await renderPage(path, language);
    const page = needsOf(manifest, screenSource(screen));
    const preloads = [...new Set([...dictionaryScripts(language, screen), ...page.scripts])].filter(
      (file) => !entryScripts.has(file),
    );
    const styles = page.styles.filter((file) => !shellStyles.has(file));
    const file = join(outDir, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    // The club's JSON-LD is the home page's own (ClubStructuredData), from the details the server renders it with.
    const parts = { language, path, preloads, styles };
    writeFileSync(file, pageHtml(shell, sheets, { ...parts, head, body }));
    const html = pageHtml(shell, sheets, { ...parts, head: [HEAD_MARKER], body: BODY_MARKER });
    templates[prerenderedFile(path)] = { path, language, html };
  }
  writeFileSync(join(ssrDir, TEMPLATES_FILE), JSON.stringify(templates));
  // Every page is written: the hashes of their inline scripts are final.
  const { hashes } = writeCspHashes(outDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${localizedPages.length} pages in ${seconds} s; ${hashes.length} inline script hashes.`,
  );
}

await main();
