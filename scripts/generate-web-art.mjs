#!/usr/bin/env node
// Generates the artwork of the club and ecology screens in web/public/art/: gallery scenes
// (history, biodiversity, the dining room) and the species illustrations of the ecology page.
// Flat layered SVG in the palette of web/src/styles/tokens.css. No dependencies; deterministic (a seeded random
// generator), so re-running gives byte-identical files. Each file stays under about 6 KB.
//
//   node scripts/generate-web-art.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ridge as looseRidge, PALETTE, rd, rng, tight } from './art-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'web', 'public', 'art');
const MAX_BYTES = 6 * 1024;

const C = PALETTE;
const ridge = (p, bottom) => tight(looseRidge(p, bottom));

// Height of a polyline of ridge points at x, to plant grass on it.
const along = (pts) => (x) => {
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    if (x >= ax && x <= bx) return ay + ((x - ax) / (bx - ax)) * (by - ay);
  }
  return pts[pts.length - 1][1];
};

// Marram tufts: bundles of thin curved blades, leaning east with the wind off the sea.
function tufts(rand, { x0, x1, y, jitter = 0, count, h: [hMin, hMax], blades = [3, 5], lean = 0.6 }) {
  let d = '';
  for (let t = 0; t < count; t++) {
    const bx = x0 + rand() * (x1 - x0);
    const by = y(bx) + rand() * jitter;
    const n = blades[0] + Math.floor(rand() * (blades[1] - blades[0] + 1));
    for (let b = 0; b < n; b++) {
      const h = hMin + rand() * (hMax - hMin);
      const tx = rd((-0.3 + rand() * lean * 1.5) * h);
      d += `M${rd(bx + (rand() - 0.5) * h * 0.25)} ${rd(by)}q${rd(tx * 0.2)} ${rd(-h * 0.75)} ${tx} ${rd(-h)}`;
    }
  }
  return tight(d);
}

const stops = (list) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
const vgrad = (id, list) => `<linearGradient id="${id}" x2="0" y2="1">${stops(list)}</linearGradient>`;
const rgrad = (id, cx, cy, r, list) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" gradientUnits="userSpaceOnUse">${stops(list)}</radialGradient>`;

// Fine grain, like printed paper: a filter, used on one full-size rect.
const GRAIN =
  '<filter id="g"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="3" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .08 0 0 0 0 .12 0 0 0 0 .16 0 0 0 .5 -.2"/></filter>';
const grain = (w, h, opacity = 0.25) =>
  `<rect width="${w}" height="${h}" filter="url(#g)" opacity="${opacity}"/>`;

function svg(w, h, title, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>\n`;
}

const W = 800;
const H = 600;

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

function clubhouse() {
  const rand = rng(1901);
  const wall = '#EFE6D2';
  const timber = '#4A3B30';
  const slate = '#2C4656';
  const ground = [
    [0, 452],
    [160, 440],
    [400, 446],
    [640, 438],
    [800, 448],
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="660" cy="120" r="34" fill="#FBF7EE" opacity=".9"/>`,
    `<path d="M60 110c40-12 110-12 170 0c-60 8-110 8-170 0zM470 70c50-10 130-10 190 0c-70 8-120 8-190 0zM520 200c30-8 90-8 130 0c-40 6-90 6-130 0z" fill="${C.sand}" opacity=".6"/>`,
    // Far dunes behind the house.
    `<path d="${ridge(
      [
        [0, 400],
        [120, 380],
        [260, 392],
        [420, 372],
        [600, 388],
        [800, 376],
      ],
      470,
    )}" fill="#C9C39F"/>`,
    // Main roof, walls.
    `<path d="M176 352l70-92h308l70 92z" fill="${slate}"/>`,
    `<rect x="196" y="350" width="408" height="96" fill="${wall}"/>`,
    // Chimneys and the lantern with the flag.
    `<path d="M286 284h18v-44h-18zM500 284h18v-50h-18z" fill="${slate}"/><path d="M282 240h26v-8h-26zM496 234h26v-8h-26z" fill="${timber}"/>`,
    `<path d="M384 262v-40h32v40z" fill="${wall}"/><path d="M376 224l24-30 24 30z" fill="${slate}"/><path d="M392 240h16v16h-16z" fill="${C.sea}"/>`,
    `<path d="M400 194v-56" stroke="${C.ink}" stroke-width="2"/><path d="M401 140q14 2 28 8q-14 4-28 8z" fill="${C.flag}"/>`,
  ];
  // Two steep half-timbered gables, projecting forward.
  for (const x of [220, 488]) {
    body.push(
      `<path d="M${x} 446v-126l${56}-74 ${56} 74v126z" fill="${wall}"/>`,
      `<path d="M${x - 12} 330l${68}-92 ${68} 92" fill="none" stroke="${slate}" stroke-width="14" stroke-linejoin="round"/>`,
      `<path d="M${x} 330h112M${x} 392h112M${x + 28} 330v116M${x + 84} 330v116M${x + 56} 262v68M${x + 28} 330l28-40 28 40M${x} 392l28-62M${x + 112} 392l-28-62" fill="none" stroke="${timber}" stroke-width="5"/>`,
      `<path d="M${x + 38} 402h36v34h-36zM${x + 44} 344h24v36h-24z" fill="${C.sea}"/>`,
      `<path d="M${x + 56} 402v34M${x + 38} 418h36" stroke="${wall}" stroke-width="3"/>`,
    );
  }
  // Windows of the main block, the door, the terrace rail.
  let win = '';
  for (const x of [348, 382, 430]) win += `M${x} 376h22v40h-22z`;
  body.push(
    `<path d="${win}" fill="${C.sea}"/>`,
    `<path d="M352 376v40M386 376v40M434 376v40" stroke="${C.dune}" stroke-width="2" opacity=".6"/>`,
    `<path d="M196 356h408" stroke="${timber}" stroke-width="5"/>`,
    `<path d="M404 446v-30a14 14 0 0 1 28 0v30z" fill="${timber}"/>`,
    `<path d="M186 446h428" stroke="${C.ink}" stroke-width="4"/><path d="M186 438h428" stroke="${C.ink}" stroke-width="2"/>`,
  );
  // The lawn, the putting green in front, and dune banks with marram.
  body.push(
    `<path d="${ridge(ground, H)}" fill="url(#l)"/>`,
    `<ellipse cx="420" cy="520" rx="230" ry="34" fill="#79A26B"/><ellipse cx="420" cy="516" rx="150" ry="16" fill="${C.sand}" opacity=".08"/>`,
    `<path d="M470 512v-56" stroke="${C.sand}" stroke-width="2.5"/><path d="M471 458q12 2 22 6q-10 4-22 6z" fill="${C.flag}"/><ellipse cx="470" cy="512" rx="4" ry="1.6" fill="${C.ink}"/>`,
  );
  const left = [
    [-10, 500],
    [60, 488],
    [150, 540],
    [200, 610],
  ];
  const right = [
    [620, 610],
    [690, 530],
    [760, 500],
    [810, 496],
  ];
  body.push(`<path d="${ridge(left, 610)}${ridge(right, 610)}" fill="${C.marram}"/>`);
  const grass =
    tufts(rand, { x0: 0, x1: 140, y: along(left), jitter: 30, count: 6, h: [30, 60] }) +
    tufts(rand, { x0: 680, x1: 800, y: along(right), jitter: 30, count: 6, h: [30, 60] });
  body.push(
    `<path d="${grass}" fill="none" stroke="#CDBF97" stroke-width="2" stroke-linecap="round"/>`,
    grain(W, H),
  );
  return svg(
    W,
    H,
    'The clubhouse: a long half-timbered villa with two steep gables, a lantern flying the club flag and a putting green in front',
    [
      vgrad('s', [
        [0, '#8FA6B3'],
        [0.6, '#D9DCD3'],
        [1, C.sand],
      ]),
      vgrad('l', [
        [0, '#6E8B57'],
        [1, C.links],
      ]),
      GRAIN,
    ],
    body,
  );
}

function earlyLinks() {
  const rand = rng(1888);
  const ink = '#5B4632';
  const paper = '#EFE3C8';
  const body = [
    `<rect width="${W}" height="${H}" fill="#D8C7A3"/>`,
    `<ellipse cx="400" cy="300" rx="360" ry="262" fill="${paper}"/>`,
    `<ellipse cx="400" cy="300" rx="360" ry="262" fill="url(#v)"/>`,
    `<g clip-path="url(#c)">`,
    // Sea and horizon, with engraved hatching.
    `<path d="M40 258h720" stroke="${ink}" stroke-width="1.6"/>`,
  ];
  let hatch = '';
  for (let i = 0; i < 10; i++) {
    const y = 264 + i * 7;
    const x = 60 + rand() * 140;
    hatch += `M${rd(x)} ${y}h${rd(120 + rand() * 300)}`;
  }
  for (let i = 0; i < 8; i++)
    hatch += `M${rd(120 + rand() * 500)} ${rd(120 + rand() * 90)}h${rd(40 + rand() * 80)}`;
  body.push(`<path d="${hatch}" stroke="${ink}" stroke-width=".8" opacity=".45"/>`);
  // Dune ridges as engraved lines, with hatched shadows.
  const lines = [
    [
      [0, 318],
      [160, 290],
      [330, 312],
      [520, 292],
      [800, 320],
    ],
    [
      [0, 392],
      [200, 356],
      [420, 384],
      [620, 350],
      [800, 372],
    ],
  ];
  for (const pts of lines) {
    const d = ridge(pts, 640)
      .replace(/^M[^L]*L/, 'M')
      .replace(/L[^L]*Z$/, '');
    body.push(`<path d="${d}" fill="none" stroke="${ink}" stroke-width="1.8"/>`);
    const y = along(pts);
    let sh = '';
    for (let x = 24; x < 780; x += 15) sh += `M${x} ${rd(y(x) + 6)}l-6 ${rd(8 + rand() * 14)}`;
    body.push(`<path d="${sh}" stroke="${ink}" stroke-width=".8" opacity=".5"/>`);
  }
  // Grass in the foreground, a flag on a far green, two golfers walking towards it.
  body.push(
    `<path d="${tufts(rand, { x0: 40, x1: 760, y: () => 520, jitter: 40, count: 14, h: [20, 50] })}" fill="none" stroke="${ink}" stroke-width="1.4" stroke-linecap="round" opacity=".8"/>`,
    `<path d="M566 346v-44" stroke="${ink}" stroke-width="1.6"/><path d="M567 303l16 5-16 5z" fill="${ink}"/><ellipse cx="566" cy="346" rx="26" ry="4" fill="none" stroke="${ink}"/>`,
    // Golfer in a long coat and cap, with a club on the shoulder; a caddie with a bag.
    `<path d="M372 470l6-54c2-8 16-8 18 0l6 54h-8l-5-32-4 32z" fill="${ink}"/><circle cx="387" cy="404" r="8" fill="${ink}"/><path d="M378 398h18l-2-6h-14z" fill="${ink}"/><path d="M394 420l26-26" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M430 474l4-44c2-7 14-7 16 0l4 44h-7l-4-28-4 28z" fill="${ink}"/><circle cx="442" cy="420" r="7" fill="${ink}"/><path d="M452 430l14 34" stroke="${ink}" stroke-width="7" stroke-linecap="round"/><path d="M462 430l8-12M466 434l10-10" stroke="${ink}" stroke-width="1.5"/>`,
    '</g>',
    `<ellipse cx="400" cy="300" rx="360" ry="262" fill="none" stroke="${ink}" stroke-width="3"/><ellipse cx="400" cy="300" rx="368" ry="270" fill="none" stroke="${ink}" stroke-width="1"/>`,
    grain(W, H, 0.35),
  );
  return svg(
    W,
    H,
    'An engraving-style view of the links in its early years: two golfers walk through the dunes towards a flag, with the sea behind',
    [
      '<clipPath id="c"><ellipse cx="400" cy="300" rx="360" ry="262"/></clipPath>',
      `<radialGradient id="v" cx=".5" cy=".5" r=".5"><stop offset=".7" stop-color="${ink}" stop-opacity="0"/><stop offset="1" stop-color="${ink}" stop-opacity=".25"/></radialGradient>`,
      GRAIN,
    ],
    body,
  );
}

function eighteenthGreen() {
  const rand = rng(1818);
  const far = [
    [0, 300],
    [200, 286],
    [420, 300],
    [620, 280],
    [800, 296],
  ];
  const links = [
    [0, 360],
    [240, 340],
    [520, 356],
    [800, 338],
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="180" cy="236" r="70" fill="url(#glow)"/><circle cx="180" cy="236" r="26" fill="#FBF1DC"/>`,
    `<rect y="262" width="${W}" height="40" fill="#3C5A6C"/>`,
    `<path d="M120 268h120M140 276h80M160 284h40" stroke="#F1E4C6" stroke-width="2" stroke-linecap="round" opacity=".6"/>`,
    `<path d="${ridge(far, 400)}" fill="#B9B48E"/>`,
    // The clubhouse on the rise behind the green, in evening shadow.
    `<path d="M500 292v-22l30-30h120l30 30v22zM520 270l24-34 24 34zM620 270l24-36 24 36zM566 240v-16h10v16z" fill="#3F5667"/>`,
    `<path d="M530 282h6M548 282h6M566 282h6M584 282h6M602 282h6M620 282h6M638 282h6" stroke="#F7D98A" stroke-width="4" opacity=".8"/>`,
    `<path d="${ridge(links, H)}" fill="url(#l)"/>`,
    // The green, its collar, two pot bunkers, the pin.
    `<ellipse cx="420" cy="452" rx="300" ry="70" fill="#5E8A56"/><ellipse cx="424" cy="448" rx="262" ry="56" fill="#7AA36C"/>`,
    `<path d="M220 450c40 20 380 30 450 4" stroke="${C.sand}" stroke-width="40" opacity=".05" fill="none"/>`,
    `<path d="M118 514c20-20 92-22 112-2c-18 16-94 18-112 2zM650 388c14-12 60-13 74-1c-12 11-62 12-74 1z" fill="${C.dune}"/>`,
    `<path d="M118 514c20-20 92-22 112-2c-24-8-88-8-112 2zM650 388c14-12 60-13 74-1c-16-6-58-6-74 1z" fill="${C.links}"/>`,
    `<path d="M470 450l70 10" stroke="${C.ink}" stroke-width="4" opacity=".12"/>`,
    `<path d="M470 450V310" stroke="${C.sand}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M472 312c18 3 32 10 52 7c-4 10-4 19 0 29c-18 3-34-4-52-7z" fill="${C.flag}"/>`,
    `<path d="M476 320c14 2 26 6 40 6" stroke="#fff" stroke-width="2" opacity=".25" fill="none"/>`,
    `<ellipse cx="470" cy="451" rx="7" ry="2.6" fill="${C.ink}" opacity=".7"/>`,
    `<text x="492" y="341" font-family="Georgia,serif" font-size="18" font-weight="700" fill="${C.sand}">18</text>`,
  ];
  const fore = [
    [-10, 540],
    [200, 560],
    [420, 548],
    [640, 566],
    [810, 546],
  ];
  body.push(
    `<path d="${ridge(fore, H)}" fill="${C.links}"/>`,
    `<path d="${tufts(rand, { x0: 0, x1: 800, y: along(fore), jitter: 30, count: 18, h: [20, 46] })}" fill="none" stroke="#B8AE7C" stroke-width="2" stroke-linecap="round" opacity=".8"/>`,
    grain(W, H),
  );
  return svg(
    W,
    H,
    'The 18th green in the evening: the red pin flag numbered 18, pot bunkers, and the lit clubhouse on the rise behind',
    [
      vgrad('s', [
        [0, '#6F8796'],
        [0.55, '#E6C9A0'],
        [1, '#F3E2C2'],
      ]),
      rgrad('glow', 180, 236, 70, [
        [0, '#FBF1DC', 0.8],
        [1, '#FBF1DC', 0],
      ]),
      vgrad('l', [
        [0, '#6F8A55'],
        [1, '#3F6A45'],
      ]),
      GRAIN,
    ],
    body,
  );
}

function honoursBoard() {
  const wood = '#5A3F2C';
  const gold = '#D9B56A';
  const body = [
    `<rect width="${W}" height="${H}" fill="#E8DCC4"/>`,
    // Wainscot.
    `<rect y="440" width="${W}" height="160" fill="#6B4A33"/><path d="M0 440h800" stroke="#3E2A1E" stroke-width="6"/>`,
    `<path d="M40 470h160v100H40zM240 470h160v100H240zM440 470h160v100H440zM640 470h160v100H640z" fill="none" stroke="#4E3627" stroke-width="4"/>`,
    // The board, with a gilt border and a crest.
    `<rect x="210" y="40" width="380" height="360" rx="6" fill="${wood}"/><rect x="224" y="54" width="352" height="332" fill="none" stroke="${gold}" stroke-width="3"/>`,
    `<path d="M382 70h36v26c0 14-10 22-18 26c-8-4-18-12-18-26z" fill="${gold}"/><path d="M390 80h20M390 90h20" stroke="${wood}" stroke-width="3"/>`,
    `<text x="400" y="148" text-anchor="middle" font-family="Georgia,serif" font-size="24" letter-spacing="4" fill="${gold}">CLUB CHAMPIONS</text>`,
    `<path d="M300 162h200" stroke="${gold}" stroke-width="1.5"/>`,
  ];
  // Rows of gilt names, drawn as strokes: no real names.
  const rand = rng(1925);
  let rows = '';
  for (let i = 0; i < 10; i++) {
    const y = 190 + i * 19;
    rows += `M250 ${y}h34M${rd(310)} ${y}h${rd(110 + rand() * 130)}`;
  }
  body.push(`<path d="${rows}" stroke="${gold}" stroke-width="6" stroke-linecap="round" opacity=".85"/>`);
  // A silver cup on the sideboard, a lamp's warm light.
  body.push(
    `<ellipse cx="400" cy="0" rx="420" ry="220" fill="#FFF3D6" opacity=".25"/>`,
    `<path d="M360 440h80l-8-12h-64z" fill="#8C9297"/><path d="M386 428v-30h28v30z" fill="#A9AFB3"/><path d="M352 330h96c0 40-20 64-48 70c-28-6-48-30-48-70z" fill="#C4C9CC"/>`,
    `<path d="M352 340c-26 0-26 36 6 40M448 340c26 0 26 36-6 40" fill="none" stroke="#A9AFB3" stroke-width="6"/>`,
    `<path d="M372 338c2 22 10 40 22 50" stroke="#fff" stroke-width="5" opacity=".5" fill="none" stroke-linecap="round"/>`,
    grain(W, H, 0.2),
  );
  return svg(
    W,
    H,
    'The honours board of club champions in gilt lettering on dark wood, above a silver trophy cup in the clubhouse',
    [GRAIN],
    body,
  );
}

// ---------------------------------------------------------------------------------------------
// Biodiversity
// ---------------------------------------------------------------------------------------------

function dunesAtDusk() {
  const rand = rng(2021);
  const horizon = 300;
  const layers = [
    {
      pts: [
        [0, 318],
        [140, 300],
        [300, 316],
        [480, 296],
        [640, 318],
        [800, 304],
      ],
      fill: '#6B5E6E',
    },
    {
      pts: [
        [0, 380],
        [180, 344],
        [360, 372],
        [560, 336],
        [800, 366],
      ],
      fill: '#4A4658',
    },
    {
      pts: [
        [0, 470],
        [220, 420],
        [420, 458],
        [640, 410],
        [810, 440],
      ],
      fill: '#2E3443',
    },
    {
      pts: [
        [-10, 560],
        [160, 520],
        [380, 556],
        [600, 530],
        [810, 548],
      ],
      fill: '#1B2330',
    },
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="520" cy="${horizon}" r="120" fill="url(#glow)"/>`,
    `<circle cx="520" cy="${horizon - 4}" r="30" fill="#FBE3B8"/>`,
    `<path d="M0 120c140-16 280-10 400 4c-120 6-260 8-400-4zM470 170c90-12 200-10 300 0c-100 8-200 8-300 0z" fill="#F2B8A0" opacity=".45"/>`,
    `<rect y="${horizon}" width="${W}" height="60" fill="#3D4E64"/>`,
    `<path d="M440 ${horizon + 6}h160M470 ${horizon + 14}h100M496 ${horizon + 22}h50" stroke="#F6C98E" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>`,
  ];
  for (const [i, layer] of layers.entries()) {
    body.push(`<path d="${ridge(layer.pts, H)}" fill="${layer.fill}"/>`);
    if (i >= 2) {
      const g = tufts(rand, {
        x0: 0,
        x1: 800,
        y: along(layer.pts),
        jitter: 6,
        count: i === 3 ? 12 : 10,
        h: i === 3 ? [40, 90] : [16, 34],
      });
      body.push(
        `<path d="${g}" fill="none" stroke="${layer.fill}" stroke-width="${i === 3 ? 2.4 : 1.6}" stroke-linecap="round"/>`,
      );
    }
  }
  body.push(
    `<path d="M300 200q8-7 16 0q8-8 17-2M340 226q6-5 11 0q6-6 12-1" fill="none" stroke="#2E3443" stroke-width="2" stroke-linecap="round"/>`,
    grain(W, H, 0.2),
  );
  return svg(
    W,
    H,
    'Dunes at dusk: layered dune ridges with marram grass in silhouette, the sun setting over the North Sea',
    [
      vgrad('s', [
        [0, '#2F4A66'],
        [0.45, '#B8869A'],
        [0.8, '#F0B98C'],
        [1, '#F6D6A8'],
      ]),
      rgrad('glow', 520, horizon, 120, [
        [0, '#FBE3B8', 0.9],
        [1, '#F6C98E', 0],
      ]),
      GRAIN,
    ],
    body,
  );
}

// A sea holly plant: spiny blue-grey leaves and round flower heads in a ring of bracts.
function seaHollyPlant(x, y, s, rand, { heads = 3 } = {}) {
  const stem = '#7C93A0';
  const leaf = '#9FB4BC';
  const head = '#8AA3C9';
  let stems = '';
  let leaves = '';
  let bracts = '';
  let flowers = '';
  // A holly-like leaf from (bx, by) at angle a: spines on both edges, a midrib.
  let ribs = '';
  const hollyLeaf = (bx, by, len, a) => {
    const n = 6;
    const pt = (u, v) => [
      rd(bx + Math.cos(a) * u - Math.sin(a) * v),
      rd(by + Math.sin(a) * u + Math.cos(a) * v),
    ];
    const edge = [];
    for (let i = 0; i <= n; i++) {
      const u = (len * i) / n;
      const w = len * 0.32 * Math.sin((Math.PI * i) / n) * (i % 2 ? 1.35 : 0.8);
      edge.push([u, w]);
    }
    const upper = edge.map(([u, w]) => pt(u, -w));
    const lower = edge.reverse().map(([u, w]) => pt(u, w));
    const tip = pt(len * 1.08, 0);
    ribs += `M${pt(0, 0).join(' ')}L${tip.join(' ')}`;
    return `M${[...upper, tip, ...lower].map((p) => p.join(' ')).join('L')}Z`;
  };
  for (let i = 0; i < heads; i++) {
    const hx = x + (i - (heads - 1) / 2) * 44 * s + (rand() - 0.5) * 16 * s;
    const hy = y - (90 + rand() * 60) * s;
    stems += `M${rd(x + (i - 1) * 6 * s)} ${y}Q${rd((x + hx) / 2)} ${rd((y + hy) / 2 + 20 * s)} ${rd(hx)} ${rd(hy)}`;
    const r = 26 * s;
    for (let k = 0; k < 7; k++) {
      const t = (k / 7) * Math.PI * 2 + 0.2;
      const cy = hy + 10 * s;
      const tx = hx + Math.cos(t) * r * 1.4;
      const ty = cy + Math.sin(t) * r * 0.5;
      const nx = -Math.sin(t) * 4 * s;
      const ny = Math.cos(t) * 4 * s;
      bracts += `M${rd(hx + nx)} ${rd(cy + ny)}L${rd(tx)} ${rd(ty)}L${rd(hx - nx)} ${rd(cy - ny)}Z`;
    }
    flowers += `M${rd(hx - 13 * s)} ${rd(hy)}a${rd(13 * s)} ${rd(15 * s)} 0 1 0 ${rd(26 * s)} 0a${rd(13 * s)} ${rd(15 * s)} 0 1 0 ${rd(-26 * s)} 0`;
  }
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k - 2) * 0.55 + (rand() - 0.5) * 0.2;
    leaves += hollyLeaf(x + (k - 2) * 8 * s, y - 4 * s, (46 + rand() * 16) * s, a);
  }
  return [
    `<path d="${tight(stems)}" fill="none" stroke="${stem}" stroke-width="${rd(5 * s)}" stroke-linecap="round"/>`,
    `<path d="${tight(leaves)}" fill="${leaf}" stroke="${stem}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${tight(ribs)}" stroke="#D6E0E4" stroke-width="1.5"/>`,
    `<path d="${tight(bracts)}" fill="${stem}"/>`,
    `<path d="${tight(flowers)}" fill="${head}"/>`,
    `<path d="${tight(flowers)}" fill="none" stroke="#D6E0F0" stroke-width="2" stroke-dasharray="2 5" stroke-linecap="round"/>`,
  ];
}

function seaHollyScene() {
  const rand = rng(1753);
  const sand = [
    [-10, 400],
    [200, 380],
    [420, 396],
    [620, 372],
    [810, 388],
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<rect y="250" width="${W}" height="70" fill="#4C6E83"/>`,
    `<path d="M0 290h800" stroke="${C.sand}" stroke-width="2" stroke-dasharray="120 60 30 90" opacity=".5"/>`,
    `<path d="${ridge(
      [
        [0, 326],
        [240, 300],
        [500, 318],
        [800, 296],
      ],
      H,
    )}" fill="#E9DDBF"/>`,
    `<path d="${ridge(sand, H)}" fill="url(#d)"/>`,
    `<path d="${tufts(rand, { x0: 500, x1: 800, y: along(sand), count: 8, h: [40, 90] })}" fill="none" stroke="${C.marram}" stroke-width="2" stroke-linecap="round"/>`,
    ...seaHollyPlant(260, 520, 1.6, rand, { heads: 3 }),
    ...seaHollyPlant(560, 470, 1, rand, { heads: 2 }),
    grain(W, H, 0.2),
  ];
  return svg(
    W,
    H,
    'Sea holly in bloom on the dunes: spiny blue-grey leaves and round pale blue flower heads, with the sea behind',
    [
      vgrad('s', [
        [0, '#9FB6C4'],
        [1, '#E7E6DC'],
      ]),
      vgrad('d', [
        [0, C.dune],
        [1, '#CDB98F'],
      ]),
      GRAIN,
    ],
    body,
  );
}

function duneSlack() {
  const rand = rng(1990);
  const rim = [
    [-10, 330],
    [160, 300],
    [360, 322],
    [560, 292],
    [810, 316],
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<path d="${ridge(rim, H)}" fill="#B4B187"/>`,
    `<path d="${tufts(rand, { x0: 0, x1: 800, y: along(rim), count: 16, h: [14, 30] })}" fill="none" stroke="${C.marram}" stroke-width="1.6" stroke-linecap="round"/>`,
    `<path d="M0 380c120-20 300-30 420-22s260 24 380 10V${H}H0z" fill="#8E9A5E"/>`,
    // The pool: sky reflected, ripples.
    `<path d="M120 452c60-40 420-50 560-10c-40 40-480 50-560 10z" fill="url(#w)"/>`,
    `<path d="M220 440h120M380 452h160M280 466h100" stroke="${C.sand}" stroke-width="2" opacity=".5" stroke-linecap="round"/>`,
  ];
  // Reeds and rushes around the water, with a few marsh orchids.
  let reeds = '';
  let heads = '';
  for (let i = 0; i < 26; i++) {
    const x = i < 13 ? 90 + rand() * 120 : 560 + rand() * 150;
    const y = 440 + rand() * 40;
    const h = 60 + rand() * 70;
    const lean = (rand() - 0.3) * 14;
    reeds += `M${rd(x)} ${rd(y)}q${rd(lean / 2)} ${rd(-h / 2)} ${rd(lean)} ${rd(-h)}`;
    if (i % 4 === 0) heads += `M${rd(x + lean)} ${rd(y - h)}v10`;
  }
  let orchids = '';
  for (let i = 0; i < 7; i++) {
    const x = 240 + rand() * 360;
    const y = 500 + rand() * 60;
    orchids += `M${rd(x)} ${rd(y)}v-34M${rd(x - 4)} ${rd(y - 50)}h8v18h-8z`;
  }
  body.push(
    `<path d="${tight(reeds)}" fill="none" stroke="#5E6B35" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="${tight(heads)}" stroke="#6B4A33" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${tight(orchids)}" stroke="${C.links}" stroke-width="2" fill="#B45D8A"/>`,
    grain(W, H, 0.2),
  );
  return svg(
    W,
    H,
    'A dune slack: a shallow pool between the dunes, ringed by reeds and rushes, with pink marsh orchids in the damp grass',
    [
      vgrad('s', [
        [0, '#A9BFCB'],
        [1, '#EEEBDF'],
      ]),
      vgrad('w', [
        [0, '#6F8FA3'],
        [1, '#B9CAD2'],
      ]),
      GRAIN,
    ],
    body,
  );
}

function sensorStation() {
  const rand = rng(2019);
  const dune = [
    [-10, 420],
    [200, 380],
    [420, 400],
    [640, 360],
    [810, 384],
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<path d="M60 140c60-14 150-14 220 0c-70 10-150 10-220 0zM520 100c50-10 140-10 200 0c-70 8-130 8-200 0z" fill="#fff" opacity=".6"/>`,
    `<path d="${ridge(dune, H)}" fill="url(#d)"/>`,
    `<path d="${tufts(rand, { x0: 0, x1: 800, y: along(dune), jitter: 60, count: 26, h: [24, 60] })}" fill="none" stroke="${C.marram}" stroke-width="2" stroke-linecap="round"/>`,
    // Mast, solar panel, the louvred radiation shield holding the sensor, the logger box.
    `<path d="M400 520V170" stroke="#7D8A93" stroke-width="8"/>`,
    `<path d="M400 300h60" stroke="#7D8A93" stroke-width="5"/>`,
  ];
  let shield = '';
  for (let i = 0; i < 6; i++) {
    const y = 282 + i * 12;
    shield += `M${436} ${y}h52l-6 8h-40z`;
  }
  body.push(
    `<path d="${shield}" fill="#FBFBF8" stroke="#B9C2C7" stroke-width="1.5"/>`,
    `<path d="M462 362v16" stroke="#7D8A93" stroke-width="4"/>`,
    `<path d="M330 226l70-36 4 10-70 36z" fill="#7D8A93"/><path d="M300 200l76-30 22 42-76 30z" fill="${C.sea}"/>`,
    `<path d="M318 204l62-24M326 218l62-24M334 232l62-24M338 186l18 38M362 176l18 38" stroke="#5E7F92" stroke-width="1.5"/>`,
    `<rect x="378" y="400" width="44" height="56" rx="4" fill="#F1F1EC" stroke="#B9C2C7" stroke-width="2"/><circle cx="392" cy="414" r="3" fill="${C.marram}"/>`,
    `<path d="M400 170v-24M388 146h24" stroke="#7D8A93" stroke-width="3"/>`,
    `<path d="M412 140q10-6 16 4" fill="none" stroke="${C.sea}" stroke-width="2" opacity=".6"/>`,
    grain(W, H, 0.18),
  );
  return svg(
    W,
    H,
    'A citizen-science weather sensor in the dunes: a white louvred shield on a mast, with a small solar panel and a logger box',
    [
      vgrad('s', [
        [0, '#7FA0B4'],
        [1, '#E6EBE6'],
      ]),
      vgrad('d', [
        [0, C.dune],
        [1, '#C9B68C'],
      ]),
      GRAIN,
    ],
    body,
  );
}

// ---------------------------------------------------------------------------------------------
// Dining
// ---------------------------------------------------------------------------------------------

function diningRoom() {
  const rand = rng(1230);
  const frame = '#2C4656';
  const body = [
    `<rect width="${W}" height="${H}" fill="#E9DDC5"/>`,
    // The window: the links and the sea outside.
    `<rect x="120" y="60" width="560" height="300" fill="url(#s)"/>`,
    `<rect x="120" y="210" width="560" height="36" fill="#4C6E83"/>`,
    `<path d="${ridge(
      [
        [120, 262],
        [260, 244],
        [420, 262],
        [560, 240],
        [680, 256],
      ],
      360,
    )}" fill="#A8A676"/>`,
    `<path d="${ridge(
      [
        [120, 320],
        [300, 296],
        [480, 312],
        [680, 292],
      ],
      360,
    )}" fill="#5E8A56"/>`,
    `<path d="M520 300v-40" stroke="${C.sand}" stroke-width="2"/><path d="M521 262l14 4-14 4z" fill="${C.flag}"/>`,
    `<path d="${tufts(rand, { x0: 130, x1: 670, y: () => 352, count: 12, h: [12, 26] })}" fill="none" stroke="#CDBF97" stroke-width="1.6"/>`,
    `<path d="M120 60h560v300H120zM306 60v300M494 60v300M120 160h560" fill="none" stroke="${frame}" stroke-width="12"/>`,
    `<rect x="104" y="356" width="592" height="14" fill="${frame}"/>`,
    // The table, laid for two.
    `<path d="M0 600l120-190h560l120 190z" fill="#FBF8F1"/><path d="M120 410h560" stroke="#D9CDB4" stroke-width="3"/>`,
    `<ellipse cx="300" cy="470" rx="56" ry="16" fill="#fff" stroke="#D9CDB4" stroke-width="3"/><ellipse cx="500" cy="470" rx="56" ry="16" fill="#fff" stroke="#D9CDB4" stroke-width="3"/>`,
    `<path d="M226 470h-16M374 470h16M426 470h-16M574 470h16" stroke="#9AA3A8" stroke-width="4" stroke-linecap="round"/>`,
    // Wine glasses, a candle, marram in a vase.
    `<path d="M366 430c-2-20 4-34 10-40h20c6 6 12 20 10 40c-4 12-36 12-40 0zM386 440v28M374 470h24M424 430c-2-20 4-34 10-40h20c6 6 12 20 10 40c-4 12-36 12-40 0zM444 440v28M432 470h24" fill="none" stroke="#8C9AA3" stroke-width="2.5"/>`,
    `<path d="M368 424c8 8 28 8 36 0c-2 10-34 10-36 0z" fill="${C.flag}" opacity=".7"/>`,
    `<rect x="406" y="380" width="12" height="44" fill="${C.sand}" stroke="#D9CDB4"/><path d="M412 380c-6-10 0-18 0-22c4 6 6 14 0 22z" fill="#F2B64A"/>`,
    `<ellipse cx="412" cy="366" rx="40" ry="40" fill="#F7D98A" opacity=".18"/>`,
    `<path d="M560 440h30l-4-40h-22z" fill="${C.sea}"/>`,
    `<path d="${tufts(rand, { x0: 566, x1: 584, y: () => 404, count: 3, h: [40, 70], lean: 0.4 })}" fill="none" stroke="${C.marram}" stroke-width="2" stroke-linecap="round"/>`,
    grain(W, H, 0.18),
  ];
  return svg(
    W,
    H,
    'The dining room: a table laid for two with wine glasses and a candle, before a large window looking out over the links to the sea',
    [
      vgrad('s', [
        [0, '#8FA6B3'],
        [1, '#EEDFC4'],
      ]),
      GRAIN,
    ],
    body,
  );
}

// ---------------------------------------------------------------------------------------------
// Species: simple, elegant illustrations on a pale plate, 480 x 360.
// ---------------------------------------------------------------------------------------------

const SW = 480;
const SH = 360;

function plate(title, defs, subject, { bg = '#EAE2CF', ground = C.dune } = {}) {
  return svg(
    SW,
    SH,
    title,
    [
      rgrad('p', 240, 170, 260, [
        [0, C.sand],
        [1, bg],
      ]),
      ...defs,
    ],
    [
      `<rect width="${SW}" height="${SH}" fill="url(#p)"/>`,
      `<path d="M0 300c100-14 200-12 300-2s130 8 180 0V${SH}H0z" fill="${ground}"/>`,
      ...subject,
    ],
  );
}

function natterjack() {
  const rand = rng(7);
  const skin = '#8C8A5A';
  const dark = '#5C5A36';
  let warts = '';
  for (let i = 0; i < 26; i++) {
    const a = rand() * Math.PI * 2;
    const r = rand();
    const x = 236 + Math.cos(a) * r * 110;
    const y = 214 + Math.sin(a) * r * 48;
    warts += `M${rd(x)} ${rd(y)}h.1`;
  }
  return plate(
    'Natterjack toad: a squat olive toad with warty skin, golden eyes and a thin yellow stripe along its back',
    [],
    [
      `<ellipse cx="240" cy="292" rx="150" ry="14" fill="${C.ink}" opacity=".12"/>`,
      // Hind leg, body, head, foreleg.
      `<path d="M120 268c-10-30 10-56 40-56c10 30 0 54-10 68h-44c-4-6 4-12 14-12z" fill="${dark}"/>`,
      `<path d="M118 234c0-56 66-84 140-80c60 4 104 30 110 74c4 30-18 56-52 62h-150c-30-8-48-28-48-56z" fill="${skin}"/>`,
      `<path d="M300 170c34-8 74 8 86 40c6 18-2 36-22 42c-22-2-48-8-64-20z" fill="${skin}"/>`,
      `<path d="M310 262c0 12 6 22 20 30h36c4-6-4-12-14-12c-10-10-12-20-12-28z" fill="${dark}"/>`,
      `<path d="M140 188c50-28 130-34 190-14" fill="none" stroke="#E3C84F" stroke-width="5" stroke-linecap="round"/>`,
      `<path d="${warts}" stroke="${dark}" stroke-width="9" stroke-linecap="round" opacity=".55"/>`,
      `<path d="M316 186c10-8 26-10 36-4" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`,
      `<circle cx="346" cy="192" r="11" fill="#D8B440"/><ellipse cx="347" cy="192" rx="7" ry="3.5" fill="${C.ink}"/>`,
      `<path d="M362 232c10 2 18 0 24-6" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      `<path d="M158 248c40 18 120 22 170 4" stroke="#C8C08E" stroke-width="6" fill="none" opacity=".6" stroke-linecap="round"/>`,
    ],
  );
}

function sandLizard() {
  const rand = rng(11);
  const green = '#6E8E3C';
  const far = '#556F2E';
  const brown = '#7A5B3A';
  let spots = '';
  for (let i = 0; i < 8; i++) {
    const x = 176 + i * 24 + rand() * 6;
    const y = 186 + Math.sin(i * 0.6) * 3 + rand() * 3;
    spots += `M${rd(x)} ${rd(y)}h.1`;
  }
  const leg = (x, y, dx, dy) => `M${x} ${y}l${dx} ${dy}m0 0l-10 4m10-4l2 -10m-2 10l10 6`;
  return plate(
    'Sand lizard: a stocky lizard with bright green flanks, a brown back marked with dark, white-centred spots, and a long tapering tail',
    [],
    [
      `<ellipse cx="240" cy="262" rx="200" ry="10" fill="${C.ink}" opacity=".12"/>`,
      // The far legs, behind the body.
      `<path d="${leg(214, 214, 14, 34)}${leg(352, 206, 16, 36)}" fill="none" stroke="${far}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
      // Tail tapering to a fine tip, body, head.
      `<path d="M170 200c-50 2-96 12-124 30c-14 10-12 20 4 20c-10-2-10-8 0-12c30-12 76-16 124-14z" fill="${brown}"/>`,
      `<path d="M150 206c30-30 150-34 212-20c24 6 44 6 58 14c10 6 8 16-4 20c-20 8-42 8-60 8c-60 10-150 12-190 0c-18-6-26-14-16-22z" fill="${green}"/>`,
      `<path d="M160 198c52-24 150-26 200-12c-48 10-150 14-200 12z" fill="${brown}"/>`,
      `<path d="${spots}" stroke="${C.ink}" stroke-width="10" stroke-linecap="round" opacity=".85"/>`,
      `<path d="${spots}" stroke="${C.sand}" stroke-width="3.5" stroke-linecap="round"/>`,
      // The near legs, splayed on the sand.
      `<path d="${leg(196, 226, -12, 34)}${leg(334, 224, 10, 34)}" fill="none" stroke="${green}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<circle cx="396" cy="198" r="4" fill="${C.ink}"/><path d="M398 212c8 0 14-2 18-6" stroke="${C.ink}" stroke-width="2" fill="none" opacity=".6"/>`,
      `<path d="M360 210c10 4 22 4 30 0" stroke="#A7C06A" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    ],
  );
}

function seaHolly() {
  const rand = rng(23);
  return plate(
    'Sea holly: a low plant of the foredunes with spiny, blue-grey, holly-like leaves and round pale blue flower heads',
    [],
    seaHollyPlant(240, 300, 1.25, rand, { heads: 3 }),
  );
}

function marramGrass() {
  const rand = rng(31);
  const mound = [
    [40, 310],
    [160, 262],
    [320, 262],
    [440, 310],
  ];
  const blades = tufts(rand, {
    x0: 150,
    x1: 330,
    y: along(mound),
    jitter: 10,
    count: 10,
    h: [110, 220],
    blades: [3, 4],
    lean: 0.7,
  });
  let spikes = '';
  for (let i = 0; i < 5; i++) {
    const x = 190 + i * 26 + rand() * 10;
    const top = 70 + rand() * 40;
    spikes += `M${rd(x)} 268Q${rd(x + 6)} ${rd(top + 80)} ${rd(x + 14)} ${rd(top + 50)}M${rd(x + 14)} ${rd(top + 50)}l4-${rd(50)}`;
  }
  return plate(
    'Marram grass: tall tufts of rolled, wind-bent leaves and pale flower spikes, rooted in a mound of sand',
    [],
    [
      `<path d="${ridge(mound, 330)}" fill="#D9C79C"/>`,
      `<path d="${blades}" fill="none" stroke="${C.marram}" stroke-width="3" stroke-linecap="round"/>`,
      `<path d="${tight(spikes)}" fill="none" stroke="#B7A978" stroke-width="3"/>`,
      `<path d="${tight(spikes).replace(/M[^M]*M/g, 'M')}" fill="none" stroke="#CDBF97" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="M80 318c40-6 80-6 120 0M260 322c50-6 100-6 140 0" stroke="#C9B68C" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    ],
  );
}

function skylark() {
  const rand = rng(41);
  const plume = '#8A6C4A';
  let streaks = '';
  for (let i = 0; i < 16; i++) {
    const x = 190 + rand() * 110;
    const y = 170 + rand() * 50;
    streaks += `M${rd(x)} ${rd(y)}l-6 10`;
  }
  return plate(
    'Skylark: a small streaked brown songbird with a short crest, perched on a tussock of grass and singing',
    [],
    [
      `<path d="${tufts(rand, { x0: 150, x1: 330, y: () => 300, count: 8, h: [30, 60] })}" fill="none" stroke="${C.marram}" stroke-width="3" stroke-linecap="round"/>`,
      `<ellipse cx="240" cy="272" rx="80" ry="16" fill="${C.marram}"/>`,
      // Legs, tail, body, wing, head with crest, beak open in song.
      `<path d="M232 240l-4 30M250 240l2 30" stroke="#C79A6B" stroke-width="4"/>`,
      `<path d="M180 210l-64 28l10 10l70-20z" fill="#6E5239"/>`,
      `<path d="M170 206c10-44 80-66 130-50c30 10 40 32 36 52c-8 26-40 40-80 40c-50 0-90-12-86-42z" fill="${plume}"/>`,
      `<path d="M254 236c30 0 64-12 74-30c-2 30-34 40-74 40z" fill="#EFE2C8"/>`,
      `<path d="M186 196c30-18 80-20 104-6c-20 24-70 36-104 20z" fill="#6E5239"/>`,
      `<path d="M186 202c30-8 66-8 90 0M192 212c26-4 54-4 74 2" stroke="#EFE2C8" stroke-width="2" fill="none" opacity=".7"/>`,
      `<path d="${streaks}" stroke="#4E3A28" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
      `<path d="M282 150c4-20 24-22 34-12l-8 4c6 2 10 6 12 10c-14-4-26-4-38-2z" fill="${plume}"/>`,
      `<path d="M328 160l26-8l-24 6l22 6l-24-2z" fill="#5A4632"/>`,
      `<circle cx="314" cy="164" r="3.5" fill="${C.ink}"/><path d="M304 172c8 2 14 0 20-4" stroke="#EFE2C8" stroke-width="2" fill="none"/>`,
      `<path d="M366 136q8 4 4 12M378 126q12 8 6 22M390 118q16 12 8 32" fill="none" stroke="${C.seaLight}" stroke-width="2" stroke-linecap="round"/>`,
    ],
  );
}

function beeOrchid() {
  const pink = '#D98BA8';
  const flower = (x, y, s) =>
    [
      // Three pink sepals, the velvety brown lip marked like a bee, green column.
      `<path d="M${x} ${y}c-6-26-2-44 8-54c8 14 6 36-8 54zM${x} ${y}c-26-10-46-4-54 6c18 8 36 6 54-6zM${x} ${y}c26-10 46-4 54 6c-18 8-36 6-54-6z" fill="${pink}" transform="rotate(${s} ${x} ${y})"/>`,
      `<ellipse cx="${x}" cy="${y + 20}" rx="15" ry="20" fill="#6B4226"/>`,
      `<path d="M${x - 8} ${y + 12}c6 4 10 4 16 0M${x - 9} ${y + 24}c6 3 12 3 18 0" stroke="#E3C46A" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      `<path d="M${x - 6} ${y + 4}c2-6 10-6 12 0z" fill="#9AA65A"/>`,
    ].join('');
  return plate(
    'Bee orchid: a slender stem of flowers with three pink sepals around a furry brown lip that looks like a visiting bee',
    [],
    [
      `<path d="M240 310C236 250 246 190 238 90" fill="none" stroke="${C.links}" stroke-width="5" stroke-linecap="round"/>`,
      `<path d="M238 300c-40-6-70 0-90 14c36 4 66 0 90-14zM242 296c40-10 76-6 96 6c-38 8-70 6-96-6zM240 270c-24-20-40-24-60-22c16 14 36 22 60 22z" fill="#6F8A4A"/>`,
      `<path d="M238 226c-10 0-16-6-20-14M240 150c10 0 16-6 18-14" stroke="${C.links}" stroke-width="3" fill="none"/>`,
      flower(212, 206, -10),
      flower(262, 130, 8),
      `<path d="M236 90c-6-8-6-16 2-22c6 8 6 16-2 22z" fill="#8FA35E"/>`,
    ],
  );
}

function seaBuckthorn() {
  const rand = rng(53);
  let leaves = '';
  let berries = '';
  const branch =
    'M60 250C140 230 220 200 300 160C350 136 390 120 430 100M200 210C230 180 250 150 260 110M320 150C340 170 370 190 410 196';
  const pts = [
    [90, 244],
    [130, 234],
    [170, 222],
    [210, 202],
    [250, 184],
    [290, 164],
    [330, 144],
    [370, 126],
    [410, 108],
    [226, 180],
    [246, 146],
    [340, 166],
    [380, 188],
  ];
  for (const [x, y] of pts) {
    for (const side of [-1, 1]) {
      // A narrow lanceolate leaf, pointing forward along the branch.
      const a = -0.45 + side * (0.45 + rand() * 0.4);
      const len = 38 + rand() * 16;
      const ex = x + Math.cos(a) * len;
      const ey = y + Math.sin(a) * len;
      const mx = (x + ex) / 2;
      const my = (y + ey) / 2;
      const nx = -Math.sin(a) * 5;
      const ny = Math.cos(a) * 5;
      leaves += `M${x} ${y}Q${rd(mx + nx)} ${rd(my + ny)} ${rd(ex)} ${rd(ey)}Q${rd(mx - nx)} ${rd(my - ny)} ${x} ${y}`;
    }
    const n = 3 + Math.floor(rand() * 4);
    for (let k = 0; k < n; k++) berries += `M${rd(x + (rand() - 0.5) * 22)} ${rd(y + 6 + rand() * 14)}h.1`;
  }
  return plate(
    'Sea buckthorn: a thorny branch with narrow silvery-green leaves and dense clusters of bright orange berries',
    [],
    [
      `<path d="${branch}" fill="none" stroke="#6B5443" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M150 226l-8-16M280 170l-4-18M360 132l8-14" stroke="#6B5443" stroke-width="3" stroke-linecap="round"/>`,
      `<path d="${tight(leaves)}" fill="#93A88F" stroke="#7D927A" stroke-width="1"/>`,
      `<path d="${tight(berries)}" stroke="#E8822A" stroke-width="13" stroke-linecap="round"/>`,
      `<path d="${tight(berries)}" stroke="#F8C27A" stroke-width="4" stroke-linecap="round" transform="translate(-2 -2)"/>`,
    ],
    { ground: '#E7DCC3' },
  );
}

// ---------------------------------------------------------------------------------------------

const files = {
  'history-clubhouse.svg': clubhouse,
  'history-early-links.svg': earlyLinks,
  'history-18th-green.svg': eighteenthGreen,
  'history-honours-board.svg': honoursBoard,
  'bio-dunes-dusk.svg': dunesAtDusk,
  'bio-sea-holly.svg': seaHollyScene,
  'bio-dune-slack.svg': duneSlack,
  'bio-sensor-station.svg': sensorStation,
  'dining-room.svg': diningRoom,
  'species-natterjack-toad.svg': natterjack,
  'species-sand-lizard.svg': sandLizard,
  'species-sea-holly.svg': seaHolly,
  'species-marram-grass.svg': marramGrass,
  'species-skylark.svg': skylark,
  'species-bee-orchid.svg': beeOrchid,
  'species-sea-buckthorn.svg': seaBuckthorn,
};

mkdirSync(outDir, { recursive: true });
const report = [];
let tooBig = false;
for (const [name, make] of Object.entries(files)) {
  const text = make();
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BYTES) tooBig = true;
  writeFileSync(join(outDir, name), text);
  report.push(`${name} (${bytes} bytes)${bytes > MAX_BYTES ? '  <- over 6 KB' : ''}`);
}
console.log(`Wrote to ${outDir}:\n  ${report.join('\n  ')}`);
if (tooBig) process.exitCode = 1;
