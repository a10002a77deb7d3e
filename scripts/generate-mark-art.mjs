#!/usr/bin/env node
// Generates the sample award and brand marks a new site starts with, in web/public/art/: neutral drawings,
// never the logo of a real award or company. The media library seeds them (server/src/content/seed/
// markMedia.ts, which gives each one's size and alt text) and the document 'marks' uses them
// (server/src/content/seed/marks.ts). Deterministic: re-running gives byte-identical files.
//
//   node scripts/generate-mark-art.mjs

import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PALETTE as C } from './art-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'web', 'public', 'art');

const svg = (width, height, viewBox, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;

// The badge of an award: a double ring with a star at the top, around an emblem.
const ring = (colour) =>
  `<g fill="none" stroke="${colour}"><circle cx="60" cy="60" r="57" stroke-width="2"/><circle cx="60" cy="60" r="50" stroke-dasharray="2 4"/></g><path d="m60 6 2.4 4.9 5.4.8-3.9 3.8.9 5.4L60 18.4l-4.8 2.5.9-5.4-3.9-3.8 5.4-.8Z" fill="${colour}"/>`;

const awards = {
  // A pin flag on a green.
  links: [
    'Sample Links Award',
    C.sea,
    `<path d="M34 84q26-12 52 0" fill="none" stroke="${C.links}" stroke-width="3" stroke-linecap="round"/><path d="M58 80V36" stroke="${C.sea}" stroke-width="2.4" stroke-linecap="round"/><path d="M59 37l22 7-22 7Z" fill="${C.flag}"/><ellipse cx="66" cy="82" rx="4" ry="1.6" fill="${C.sea}"/>`,
  ],
  // Waves below a dune.
  coast: [
    'Sample Coastal Course Label',
    C.links,
    `<path d="M36 58q12-18 24-16t24 16" fill="${C.dune}" stroke="${C.links}" stroke-width="2"/><g fill="none" stroke="${C.sea}" stroke-width="2.4" stroke-linecap="round"><path d="M32 68q7-6 14 0t14 0 14 0 14 0"/><path d="M36 78q6-5 12 0t12 0 12 0 12 0"/></g>`,
  ],
  // A leaf.
  ecology: [
    'Sample Ecology Certificate',
    C.sea,
    `<path d="M60 88C38 74 40 48 60 32c20 16 22 42 0 56Z" fill="${C.links}"/><path d="M60 38v52M60 56l-9-7M60 66l10-8M60 76l-8-6" fill="none" stroke="${C.sand}" stroke-width="1.6" stroke-linecap="round"/>`,
  ],
};

const SANS = "'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

// A brand's name set in one of three treatments, so that the wall of marks does not look uniform. Sizes
// leave room for a wider fallback font within the 320 units.
const styles = {
  caps: (text, length) =>
    `<text x="160" y="41" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${Math.min(24, Math.floor(290 / (length * 0.86)))}" letter-spacing="3">${text.toUpperCase()}</text>`,
  serif: (text, length) =>
    `<text x="160" y="43" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${Math.min(34, Math.floor(290 / (length * 0.52)))}">${text}</text>`,
  sans: (text, length) =>
    `<text x="160" y="42" text-anchor="middle" font-family="${SANS}" font-weight="800" font-size="${Math.min(30, Math.floor(290 / (length * 0.62)))}" letter-spacing="-0.3">${text}</text>`,
};

/** SAMPLE names, invented: no real company is meant. */
const brands = [
  ['dune-forge', 'Dune Forge', 'caps'],
  ['marram-and-sons', 'Marram & Sons', 'serif'],
  ['tideline-outfitters', 'Tideline Outfitters', 'sans'],
  ['kestrel-balls', 'Kestrel Balls', 'caps'],
  ['saltwind-footwear', 'Saltwind Footwear', 'serif'],
  ['sandwedge-leather', 'Sandwedge Leather', 'sans'],
];

for (const [id, [title, colour, emblem]] of Object.entries(awards)) {
  writeFileSync(join(outDir, `award-${id}.svg`), svg(240, 240, '0 0 120 120', title, ring(colour) + emblem));
}
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

for (const [id, name, style] of brands) {
  const text = escapeXml(name);
  writeFileSync(
    join(outDir, `brand-${id}.svg`),
    svg(320, 64, '0 0 320 64', text, `<g fill="${C.sea}">${styles[style](text, name.length)}</g>`),
  );
}
