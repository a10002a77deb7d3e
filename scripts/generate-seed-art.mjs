#!/usr/bin/env node
// Generates the sample artwork in server/seed/files/: the home header scene and the board
// portraits. Flat layered SVG in the palette of docs DESIGN (sea, sand, dune, marram, links green,
// flag, ink). Deterministic: a seeded random generator, so re-running gives byte-identical files.
//
//   node scripts/generate-seed-art.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PALETTE, r1, ridge, rng } from './art-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'server', 'seed', 'files');

const C = PALETTE;

// Marram tufts: bundles of thin quadratic blades leaning east with the wind.
function tufts(rand, { x0, x1, yBase, yJitter, count, hMin, hMax, blades }) {
  let d = '';
  for (let t = 0; t < count; t++) {
    const bx = x0 + rand() * (x1 - x0);
    const by = yBase(bx) + rand() * yJitter;
    const n = blades[0] + Math.floor(rand() * (blades[1] - blades[0] + 1));
    for (let b = 0; b < n; b++) {
      const sx = Math.round(bx + (rand() - 0.5) * 18);
      const h = hMin + rand() * (hMax - hMin);
      const lean = -0.25 + rand() * 0.95; // mostly to the right: the wind is off the sea
      const tx = Math.round(lean * h);
      const ty = -Math.round(h);
      const cx = Math.round(tx * 0.2);
      const cy = Math.round(ty * 0.75);
      d += `M${sx} ${Math.round(by)}q${cx} ${cy} ${tx} ${ty}`;
    }
  }
  return d;
}

// Compact path data: drop spaces before negative numbers.
const tight = (d) => d.replace(/ -/g, '-');

// Linear interpolation along a list of ridge points, for planting grass on a dune line.
const along = (pts, fallback) => (x) => {
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    if (x >= ax && x <= bx) return ay + ((x - ax) / (bx - ax)) * (by - ay);
  }
  return fallback;
};

function headerSvg() {
  const rand = rng(19030);
  const W = 1920;
  const H = 1080;
  const horizon = 596;
  const sun = { x: 1128, y: 512, r: 42 };

  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="t">`,
    '<title id="t">A links course by the North Sea in evening light: a low sun over the sea, dunes with marram grass, the clubhouse on the dunes, and a fairway leading to a green with a red pin flag</title>',
    '<defs>',
    // Sky: North Sea grey-blue high up, warming to sand at the horizon.
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.seaLight}"/><stop offset=".45" stop-color="#A3B4B9"/><stop offset=".8" stop-color="#E3DFD2"/><stop offset="1" stop-color="${C.sand}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${sun.x}" cy="${sun.y}" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.sand}" stop-opacity=".95"/><stop offset=".18" stop-color="#F1E4C6" stop-opacity=".6"/><stop offset="1" stop-color="${C.dune}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2D4A5C"/><stop offset="1" stop-color="#46667A"/></linearGradient>`,
    `<linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#DCD1B8"/><stop offset="1" stop-color="#BDB897"/></linearGradient>`,
    `<linearGradient id="mid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#A09F70"/><stop offset="1" stop-color="${C.marram}"/></linearGradient>`,
    `<linearGradient id="links" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5A7446"/><stop offset="1" stop-color="${C.links}"/></linearGradient>`,
    `<linearGradient id="fw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8A9F68"/><stop offset="1" stop-color="#4F7D4E"/></linearGradient>`,
    `<linearGradient id="fore" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4A6038"/><stop offset="1" stop-color="#1E3327"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity=".4"/></linearGradient>`,
    '<filter id="soft" x="-5%" y="-50%" width="110%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>',
    // Fine grain, like printed paper.
    '<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .08 0 0 0 0 .12 0 0 0 0 .16 0 0 0 .5 -.18"/></filter>',
    '</defs>',
  );

  // Sky, sun glow, sun.
  parts.push(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<rect width="${W}" height="${horizon + 4}" fill="url(#glow)"/>`,
    `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r + 16}" fill="${C.sand}" opacity=".3"/>`,
    `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="#FBF7EE"/>`,
  );

  // High, wind-combed cirrus: soft, thin streaks in loose pairs.
  const streaks = [
    [140, 170, 560, 7],
    [300, 188, 380, 4],
    [1180, 120, 700, 8],
    [1420, 142, 420, 4],
    [620, 262, 620, 5],
    [200, 360, 520, 5],
    [1380, 330, 520, 6],
    [880, 452, 620, 4],
    [1450, 430, 380, 3],
  ];
  let cloud = '';
  for (const [x, y, w, h] of streaks) {
    cloud += `M${x} ${y}c${r1(w * 0.25)} ${r1(-h * 1.3)} ${r1(w * 0.7)} ${r1(-h * 1.1)} ${w} 0c${r1(-w * 0.35)} ${r1(h * 0.7)} ${r1(-w * 0.75)} ${r1(h * 0.6)} ${-w} 0z`;
  }
  parts.push(`<path d="${tight(cloud)}" fill="${C.sand}" opacity=".5" filter="url(#soft)"/>`);

  // Two gulls riding the wind.
  parts.push(
    `<path d="M884 318q9-8 18 0q9-9 19-2M956 352q6-5 12 0q6-6 13-1" fill="none" stroke="${C.sea}" stroke-width="2.4" stroke-linecap="round" opacity=".5"/>`,
  );

  // The North Sea, with the sun's glitter path and a faint line of breakers.
  parts.push(`<rect y="${horizon}" width="${W}" height="120" fill="url(#sea)"/>`);
  let glitter = '';
  for (let i = 0; i < 12; i++) {
    const y = horizon + 4 + i * 4 + rand() * 2;
    const spread = 30 + i * 10;
    const x = sun.x - spread / 2 + (rand() - 0.5) * spread * 0.4;
    const w = spread * (0.35 + rand() * 0.5);
    glitter += `M${Math.round(x)} ${r1(y)}h${Math.round(w)}`;
  }
  parts.push(
    `<path d="${glitter}" stroke="${C.sand}" stroke-width="1.8" stroke-linecap="round" opacity=".6"/>`,
    `<path d="M0 ${horizon + 30}h1920" stroke="${C.seaLight}" stroke-width="1.5" opacity=".6" stroke-dasharray="160 70 40 110"/>`,
  );

  // Clubhouse on the far dunes: a long, low Anglo-Norman villa with a hipped roof, steep gables,
  // tall chimneys, a little lantern and the club flag, softened by sea haze. Its base sits behind
  // the dune line drawn next.
  const ch =
    'M246 604V586l26-24h156l26 24v18z' + // main hipped roof
    'M256 604V588l28-42 28 42v16z' + // west gable
    'M376 604V588l28-44 28 44v16z' + // east gable
    'M452 604v-16l8-6h40l8 6v16z' + // low wing
    'M344 564v-14h12v14zM342 550l8-12 8 12z' + // lantern
    'M318 564v-18h7v18zM440 592v-30h7v30zM270 570v-16h6v16z'; // chimneys
  parts.push(
    `<path d="${ch}" fill="#4B6577" opacity=".9"/>`,
    '<path d="M524 604v-70" stroke="#4B6577" stroke-width="2"/>',
    `<path d="M525 535q8 1 16 5q-8 2-16 5z" fill="${C.flag}" opacity=".85"/>`,
  );
  let win = '';
  for (let i = 0; i < 8; i++) win += `M${272 + i * 22} 594h8`;
  parts.push(`<path d="${win}M466 596h8M482 596h8" stroke="#F1E4C6" stroke-width="3" opacity=".5"/>`);

  // Far dunes along the shore (hazy, pale).
  const farPts = [
    [0, 606],
    [150, 600],
    [330, 598],
    [520, 602],
    [700, 622],
    [900, 634],
    [1120, 630],
    [1340, 622],
    [1540, 606],
    [1740, 596],
    [1920, 602],
  ];
  parts.push(`<path d="${ridge(farPts, 720)}" fill="url(#far)"/>`);

  // Middle dunes with marram, the links sitting in the valley before them.
  const midPts = [
    [0, 642],
    [180, 624],
    [380, 620],
    [560, 640],
    [760, 670],
    [980, 678],
    [1200, 666],
    [1420, 644],
    [1640, 622],
    [1800, 630],
    [1920, 624],
  ];
  parts.push(`<path d="${ridge(midPts, 800)}" fill="url(#mid)"/>`);
  const midGrass = tufts(rand, {
    x0: 20,
    x1: 1900,
    yBase: along(midPts, 640),
    yJitter: 14,
    count: 34,
    hMin: 8,
    hMax: 18,
    blades: [3, 4],
  });
  parts.push(
    `<path d="${tight(midGrass)}" fill="none" stroke="#5D6B33" stroke-width="1.4" stroke-linecap="round" opacity=".6"/>`,
  );

  // The links: rolling ground with golden fescue rough, a fairway sweeping up to the green.
  const linksPts = [
    [0, 716],
    [220, 694],
    [460, 704],
    [700, 726],
    [940, 718],
    [1180, 702],
    [1420, 714],
    [1680, 696],
    [1920, 706],
  ];
  parts.push(`<path d="${ridge(linksPts, H)}" fill="url(#links)"/>`);
  parts.push(
    '<path d="M0 736c60-8 140-22 230-20s150 16 200 26c-70 8-150 4-230 10s-140 8-200 6zM540 752c70-6 150-18 240-14s100 8 130 14c-90 10-170 6-250 8s-80-2-120-8zM1380 738c120-24 260-28 380-20s120 6 160 10v22c-100 6-200-4-300 0s-160 2-240-12z" fill="#9A955C" opacity=".4"/>',
    '<path d="M120 812c120-30 300-44 420-34s120 16 150 24c-120 10-230 2-340 10s-170 6-230 0zM1440 792c90-16 200-30 300-24s100 12 120 20c-90 10-180 0-260 8s-120 4-160-4z" fill="#8C8A55" opacity=".3"/>',
  );
  // Fairway: broad in the foreground, narrowing into the distance towards the green.
  const fairway =
    'M220 1080C360 1010 480 972 620 928C760 884 900 832 990 802C1030 792 1090 786 1126 794C1118 826 1080 858 1076 900C1072 960 1160 1030 1300 1080Z';
  parts.push(
    `<clipPath id="fwc"><path d="${fairway}"/></clipPath>`,
    `<path d="${fairway}" fill="url(#fw)"/>`,
    // Mowing stripes converging on the green, and soft swales across the fairway.
    '<g clip-path="url(#fwc)"><path d="M1070 792L440 1080H640zM1070 792L900 1080H1080z" fill="#F4EEE2" opacity=".08"/><path d="M200 1010c300-90 700-110 1100-60c-380-20-760 10-1100 100zM600 900c200-50 420-64 600-50c-200 0-400 20-600 70z" fill="#14202A" opacity=".1"/></g>',
  );
  // The green, its collar, and revetted pot bunkers with dark faces; then the pin.
  parts.push(
    '<g transform="translate(-116 0)">',
    '<ellipse cx="1212" cy="764" rx="150" ry="30" fill="#5E8A56"/>',
    '<ellipse cx="1216" cy="762" rx="128" ry="24" fill="#79A26B"/>',
    '<ellipse cx="1190" cy="758" rx="70" ry="10" fill="#F4EEE2" opacity=".08"/>',
    `<path d="M1050 792c12-12 50-13 62-1c-10 10-52 11-62 1zM1358 780c8-8 32-9 40-1c-7 8-33 8-40 1zM880 846c16-16 70-18 86-2c-14 15-72 17-86 2z" fill="${C.dune}"/>`,
    `<path d="M1050 792c12-12 50-13 62-1c-14-5-48-5-62 1zM1358 780c8-8 32-9 40-1c-10-4-30-4-40 1zM880 846c16-16 70-18 86-2c-18-7-68-7-86 2z" fill="${C.links}" opacity=".85"/>`,
  );
  // Pin and flag, streaming east with the wind.
  parts.push(
    `<path d="M1236 764l40 7" stroke="${C.ink}" stroke-width="3" opacity=".12"/>`,
    `<ellipse cx="1236" cy="764" rx="5" ry="2" fill="${C.ink}" opacity=".55"/>`,
    `<path d="M1236 763V660" stroke="${C.sand}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M1237 662c12 2 22 7 36 5c-3 7-3 13 0 20c-13 2-24-3-36-5z" fill="${C.flag}"/>`,
    '</g>',
  );

  // Foreground dune banks in the corners, thick with marram.
  const leftBank = [
    [-10, 860],
    [110, 846],
    [240, 880],
    [340, 950],
    [400, 1020],
    [430, 1090],
  ];
  const rightBank = [
    [1480, 1090],
    [1540, 1000],
    [1640, 934],
    [1780, 890],
    [1930, 876],
  ];
  parts.push(
    `<path d="${ridge(leftBank, H + 10)}" fill="url(#fore)"/>`,
    `<path d="${ridge(rightBank, H + 10)}" fill="url(#fore)"/>`,
  );
  const lY = along(leftBank, H);
  const rY = along(rightBank, H);
  // Back row of grass: olive; front row: pale dry marram catching the low sun.
  const back =
    tufts(rand, { x0: 0, x1: 360, yBase: lY, yJitter: 40, count: 14, hMin: 50, hMax: 100, blades: [4, 6] }) +
    tufts(rand, {
      x0: 1560,
      x1: 1920,
      yBase: rY,
      yJitter: 40,
      count: 14,
      hMin: 50,
      hMax: 100,
      blades: [4, 6],
    });
  const front =
    tufts(rand, { x0: 0, x1: 300, yBase: lY, yJitter: 110, count: 10, hMin: 70, hMax: 140, blades: [4, 6] }) +
    tufts(rand, {
      x0: 1620,
      x1: 1920,
      yBase: rY,
      yJitter: 110,
      count: 10,
      hMin: 70,
      hMax: 140,
      blades: [4, 6],
    });
  parts.push(
    `<path d="${tight(back)}" fill="none" stroke="${C.marram}" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="${tight(front)}" fill="none" stroke="#CDBF97" stroke-width="2" stroke-linecap="round" opacity=".8"/>`,
  );

  // Quiet the lower edge, where the notification and the weather bar sit; then a whisper of grain.
  parts.push(
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
    `<rect width="${W}" height="${H}" filter="url(#grain)" opacity=".22"/>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}

// Board portraits: head-and-shoulders silhouettes, 400x400.
const portraits = [
  {
    file: 'board-president.svg',
    title: 'Portrait illustration of the club president',
    bg: ['#E9DFC8', C.dune],
    head: C.sea,
    jacket: C.ink,
    shirt: C.sand,
    accent: C.flag,
    hair: 'M138 166c-4-52 28-82 62-82s66 28 62 82c-6-30-18-42-30-44c-22 8-52 8-74-2c-12 6-16 22-20 46z',
    neck: 'tie',
  },
  {
    file: 'board-vice-president.svg',
    title: 'Portrait illustration of the club vice-president',
    bg: ['#B9C8CE', C.seaLight],
    head: C.ink,
    jacket: C.links,
    shirt: C.sand,
    accent: C.dune,
    hair: 'M128 250c-14-40-8-76 2-106c12-44 40-62 70-62s58 18 70 62c10 30 16 66 2 106c-10-18-16-22-26-24c10-40 6-86-46-104c-50 18-56 64-46 104c-10 2-16 6-26 24z',
    neck: 'scarf',
  },
  {
    file: 'board-secretary.svg',
    title: 'Portrait illustration of the club secretary',
    bg: [C.sand, '#E6DCC6'],
    head: C.sea,
    jacket: C.seaLight,
    shirt: C.sand,
    accent: C.sea,
    hair: 'M176 66a24 24 0 1 1 48 0a24 24 0 1 1 -48 0zM140 170c-6-52 24-86 60-86s66 34 60 86c-8-34-30-52-60-52s-52 18-60 52z',
    neck: 'open',
  },
  {
    file: 'board-treasurer.svg',
    title: 'Portrait illustration of the club treasurer',
    bg: ['#D8DCCB', '#BFC6AC'],
    head: C.ink,
    jacket: C.sea,
    shirt: C.sand,
    accent: C.marram,
    hair: 'M136 168c-8-40 2-64 18-76c6-14 24-16 34-10c14-10 34-6 42 4c16 0 30 24 34 82c-8-26-22-40-34-44c-24 8-54 8-74-2c-12 8-16 22-20 46z',
    neck: 'tie',
  },
  {
    file: 'board-captain.svg',
    title: 'Portrait illustration of the club captain',
    bg: ['#CBD1A8', C.marram],
    head: C.ink,
    jacket: C.sea,
    shirt: C.sand,
    accent: C.flag,
    hair: 'M140 166c-8-52 24-84 60-84c28 0 52 18 60 46c20 8 34 34 30 70c-8-18-18-30-32-34c-6-22-28-44-58-44c-28 0-52 18-60 46z',
    neck: 'vneck',
  },
  {
    file: 'board-greenkeeper.svg',
    title: 'Portrait illustration of the head greenkeeper',
    bg: ['#E3D5B8', '#C9BC94'],
    head: C.sea,
    jacket: C.links,
    shirt: C.dune,
    accent: C.marram,
    // A flat cap, seen from the front: a soft crown over a peak.
    hair: 'M136 142c-4-36 26-62 66-62s70 26 64 62c-40-10-90-10-130 0zM134 144c40-12 92-12 134 0l2 14c-44-10-94-10-138 0z',
    neck: 'zip',
  },
];

function portraitSvg(p) {
  const out = [];
  out.push(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">',
    `<title id="t">${p.title}</title>`,
    `<defs><radialGradient id="b" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></radialGradient></defs>`,
    '<rect width="400" height="400" fill="url(#b)"/>',
    // A low horizon line behind the sitter, a quiet nod to the links.
    `<path d="M0 300c80-14 150-10 220-2s120 6 180-4V400H0z" fill="${p.head}" opacity=".08"/>`,
  );
  // Neck and head.
  out.push(
    `<path d="M176 214h48v50l-24 14-24-14z" fill="${p.head}"/>`,
    `<ellipse cx="200" cy="164" rx="58" ry="72" fill="${p.head}"/>`,
    `<path d="M143 170c-10-4-12 22 2 26zM257 170c10-4 12 22-2 26z" fill="${p.head}"/>`,
    `<path d="${p.hair}" fill="${p.head}"/>`,
    `<path d="${p.hair}" fill="#fff" opacity=".07"/>`,
  );
  // Shoulders and jacket.
  const body = 'M40 400c0-70 24-108 92-124l42-14 26 24 26-24 42 14c68 16 92 54 92 124z';
  out.push(`<path d="${body}" fill="${p.jacket}"/>`);
  if (p.neck === 'tie' || p.neck === 'open') {
    out.push(`<path d="M174 262l26 30 26-30 8 12-34 60-34-60z" fill="${p.shirt}"/>`);
    if (p.neck === 'tie') out.push(`<path d="M194 290h12l6 84-12 14-12-14z" fill="${p.accent}"/>`);
    // Lapels.
    out.push(
      `<path d="M166 270l34 70-18 60h-14l-22-118zM234 270l-34 70 18 60h14l22-118z" fill="#000" opacity=".18"/>`,
    );
    // Pocket square.
    out.push(`<path d="M262 318l20-4 2 10-22 2z" fill="${p.shirt}" opacity=".8"/>`);
  } else if (p.neck === 'scarf') {
    out.push(
      `<path d="M174 262l26 30 26-30 10 10c-10 26-24 38-36 44c-12-6-26-18-36-44z" fill="${p.accent}"/>`,
      `<path d="M196 316l-10 60 14 10 8-70z" fill="${p.accent}" opacity=".85"/>`,
    );
  } else if (p.neck === 'vneck') {
    out.push(
      `<path d="M172 262l28 64 28-64 10 8-38 84-38-84z" fill="${p.shirt}"/>`,
      `<path d="M182 266l18 40 18-40 4 4-22 48-22-48z" fill="${p.accent}"/>`,
      // Club crest on the jumper.
      `<path d="M262 312h24v14c0 8-6 12-12 14c-6-2-12-6-12-14z" fill="${C.dune}" opacity=".9"/>`,
    );
  } else if (p.neck === 'zip') {
    out.push(
      `<path d="M168 262l32 24 32-24 6 20-38 18-38-18z" fill="${p.shirt}"/>`,
      `<path d="M200 300V400" stroke="${p.shirt}" stroke-width="3" opacity=".7"/>`,
      `<path d="M66 400c4-40 14-66 34-84l8 84zM334 400c-4-40-14-66-34-84l-8 84z" fill="#000" opacity=".12"/>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

mkdirSync(outDir, { recursive: true });
const written = [];
const write = (name, svg) => {
  writeFileSync(join(outDir, name), svg);
  written.push(`${name} (${Buffer.byteLength(svg)} bytes)`);
};
write('home-header.svg', headerSvg());
for (const p of portraits) write(p.file, portraitSvg(p));
console.log(`Wrote to ${outDir}:\n  ${written.join('\n  ')}`);
