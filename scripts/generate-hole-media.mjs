#!/usr/bin/env node
// Generates the media of the course screens in web/public/media/:
//   hole-{n}.svg   the plan drawing of hole n: tee, fairway, bunkers, green, dunes, the way to the sea
//   hole-{n}.webm  a 5 s background loop of hole n (VP9), wind over the dunes, 640×360
//   hole-{n}.mp4   the same loop in H.264, for browsers without VP9
//   hole-{n}.jpg   the loop's first frame, the poster under the video
//   hole-{n}.avif, hole-{n}.webp  the same poster in AVIF and WebP at twice the size, 1280×720
//   course-map.svg the whole links, north up, with the 18 holes numbered
// Flat layered artwork in the palette of web/src/styles/tokens.css, deterministic: each hole is drawn from its number,
// par and length (the sample course of common/config/course.ts) and its routing on the map
// (web/src/features/course-map/courseLayout.ts), with a seeded random generator, so re-running gives the
// same drawings. The video frames are SVG too, rasterised by ffmpeg's librsvg decoder.
//
//   npx tsx scripts/generate-hole-media.mjs               everything (needs ffmpeg with librsvg, libvpx, libx264)
//   npx tsx scripts/generate-hole-media.mjs --no-video    only the SVG drawings
//   npx tsx scripts/generate-hole-media.mjs --posters     the drawings and the AVIF and WebP posters (no ffmpeg)
//   npx tsx scripts/generate-hole-media.mjs --holes=3,12  only these holes (and the map)

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedHoles, seedTees } from '../common/config/course.ts';
import {
  alongFairway,
  bearing,
  CLUBHOUSE,
  fairwayControl,
  holeRoute,
  holeRoutes,
  MAP_HEIGHT,
  MAP_WIDTH,
  tilePosition,
} from '../web/src/features/course-map/courseLayout.ts';
import { PALETTE, r1, rd, rng, tight } from './art-kit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'web', 'public', 'media');
const args = process.argv.slice(2);
const postersOnly = args.includes('--posters');
const withVideo = !args.includes('--no-video') && !postersOnly;
const only = args.find((arg) => arg.startsWith('--holes='));
const selected = only ? new Set(only.slice(8).split(',').map(Number)) : undefined;

const C = {
  ...PALETTE,
  sandLight: '#FAF7F0',
  duneDeep: '#D9C7A3',
  // Turf, from wild to short: the links' own greens, between marram and links-green.
  rough: '#C9C48F',
  roughDeep: '#B7B57C',
  fairway: '#8FA257',
  fairwayLight: '#9AAD62',
  fringe: '#7E9A55',
  green: '#6A9652',
  bunker: '#F6F0E2',
  bunkerRim: '#BCA67A',
  water: '#6F8E9E',
};

// ------------------------------------------------------------------------------------------ helpers

const lerp = (a, b, t) => a + (b - a) * t;
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const TAU = Math.PI * 2;

/** A closed smooth shape through points (Catmull-Rom as cubic Béziers). */
function closedCurve(points, round = r1) {
  const n = points.length;
  let d = `M${round(points[0][0])} ${round(points[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n];
    const p1 = points[i];
    const p2 = points[(i + 1) % n];
    const p3 = points[(i + 2) % n];
    d += `C${round(p1[0] + (p2[0] - p0[0]) / 6)} ${round(p1[1] + (p2[1] - p0[1]) / 6)} ${round(p2[0] - (p3[0] - p1[0]) / 6)} ${round(p2[1] - (p3[1] - p1[1]) / 6)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return tight(`${d}Z`);
}

/** An open smooth line through points. */
function openCurve(points, round = r1) {
  let d = `M${round(points[0][0])} ${round(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    d += `C${round(p1[0] + (p2[0] - p0[0]) / 6)} ${round(p1[1] + (p2[1] - p0[1]) / 6)} ${round(p2[0] - (p3[0] - p1[0]) / 6)} ${round(p2[1] - (p3[1] - p1[1]) / 6)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return tight(d);
}

/** A blob: a wobbly ellipse around (cx, cy), rotated by angle. */
function blob(rand, cx, cy, rx, ry, angle = 0, wobble = 0.18, count = 9, round = r1) {
  const points = [];
  const phase = rand() * TAU;
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * TAU;
    const k = 1 + (rand() - 0.5) * 2 * wobble;
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    points.push([
      cx + x * Math.cos(angle) - y * Math.sin(angle),
      cy + x * Math.sin(angle) + y * Math.cos(angle),
    ]);
  }
  return closedCurve(points, round);
}

/** Marram tufts: little fans of blades, leaning with the wind off the sea. */
function tuftMarks(rand, points, size = 6) {
  let d = '';
  for (const [x, y] of points) {
    const h = size * (0.7 + rand() * 0.6);
    d += `M${rd(x - h * 0.45)} ${rd(y - h * 0.75)}L${rd(x)} ${rd(y)}l${rd(h * 0.1)} ${rd(-h)}M${rd(x)} ${rd(y)}l${rd(h * 0.5)} ${rd(-h * 0.7)}`;
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
const rgrad = (id, list, attrs = '') => `<radialGradient id="${id}"${attrs}>${stops(list)}</radialGradient>`;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SERIF = "Fraunces, Georgia, 'Times New Roman', serif";
const SANS = "'Source Sans 3', 'Segoe UI', Roboto, Arial, sans-serif";

const holes = seedHoles.map((hole) => {
  const route = holeRoute(hole.number);
  if (!route) throw new Error(`No route for hole ${hole.number}`);
  return { ...hole, route, length: hole.lengths.white ?? 0 };
});

// ---------------------------------------------------------------------------------- the plan drawing

const PW = 400;
const PH = 600;
/** The shoreline's y on the course map, for the distance of each hole to the sea. */
const MAP_SHORE = 78;

/** Rotates a map vector into the plan's frame, where the hole plays up the page. */
function toPlan([x, y], degrees) {
  const a = (-degrees * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

/** Where a ray from (cx, cy) along (ux, uy) leaves the box inset by `inset`. */
function toEdge(cx, cy, ux, uy, inset) {
  const tx = ux > 0 ? (PW - inset - cx) / ux : ux < 0 ? (inset - cx) / ux : Infinity;
  const ty = uy > 0 ? (PH - inset - cy) / uy : uy < 0 ? (inset - cy) / uy : Infinity;
  const t = Math.min(tx, ty);
  return [cx + ux * t, cy + uy * t];
}

function planDrawing(hole) {
  const { number, par, length, route } = hole;
  const rand = rng(number * 7919 + par * 104729 + length);
  const beta = bearing(route);
  const planLength = par === 3 ? 300 + (length - 130) * 0.9 : 338 + (length - 340) * 0.9;
  const k = planLength / length; // plan units per metre
  const bend = route.bend;
  const x0 = PW / 2 + (bend * planLength) / 2;
  const tee = [x0, 548];
  const green = [x0, 548 - planLength];
  const control = [x0 - 2 * bend * planLength, 548 - planLength / 2];
  const at = (t) => {
    const u = 1 - t;
    return [
      u * u * tee[0] + 2 * u * t * control[0] + t * t * green[0],
      u * u * tee[1] + 2 * u * t * control[1] + t * t * green[1],
    ];
  };
  const normalAt = (t) => {
    const u = 1 - t;
    const dx = 2 * u * (control[0] - tee[0]) + 2 * t * (green[0] - control[0]);
    const dy = 2 * u * (control[1] - tee[1]) + 2 * t * (green[1] - control[1]);
    const l = Math.hypot(dx, dy);
    return [-dy / l, dx / l]; // the right-hand side of the line of play
  };
  /** A corridor along the line of play: t0..t1, half-width in units as a function of t. */
  const corridor = (t0, t1, halfWidth, steps = 14) => {
    const left = [];
    const right = [];
    for (let i = 0; i <= steps; i++) {
      const t = lerp(t0, t1, i / steps);
      const [px, py] = at(t);
      const [nx, ny] = normalAt(t);
      const w = halfWidth(t);
      right.push([px + nx * w, py + ny * w]);
      left.push([px - nx * w, py - ny * w]);
    }
    return closedCurve([...right, ...left.reverse()]);
  };
  const distanceToLine = (x, y) => {
    let best = Infinity;
    for (let i = 0; i <= 40; i++) {
      const [px, py] = at(i / 40);
      best = Math.min(best, Math.hypot(px - x, py - y));
    }
    return best;
  };

  const defs = [];
  const body = [];
  const north = toPlan([0, -1], beta); // unit vector to the north, and the sea
  const teeColour = Object.fromEntries(seedTees.map((tee) => [tee.id, tee.colour]));

  // Ground: pale dune sand with a soft light from the north-west.
  defs.push(
    rgrad(
      'light',
      [
        [0, '#F1E8D5'],
        [1, C.dune],
      ],
      ' cx="30%" cy="20%" r="90%"',
    ),
  );
  body.push(`<rect width="${PW}" height="${PH}" fill="url(#light)"/>`);

  // The sea, on the side where north lies, when the hole is near enough to see it.
  const mid = [(route.tee[0] + route.green[0]) / 2, (route.tee[1] + route.green[1]) / 2];
  const seaMapDistance = mid[1] - MAP_SHORE;
  const seaDistance = 150 + (seaMapDistance - 110) * 0.7;
  const seaVisible = seaDistance < 300;
  if (seaVisible) {
    const edge = PH / 2 - seaDistance;
    const shore = [];
    for (let x = -340; x <= 740; x += 40) shore.push([x, edge + Math.sin(x / 37 + number) * 4]);
    const foam = (dy, amp) =>
      openCurve(
        shore.map(([x, y], i) => [x, y - dy + Math.sin(i * 1.7 + dy) * amp]),
        rd,
      );
    const dune = shore.map(([x, y], i) => [x, y + 30 + Math.sin(i * 0.9 + number) * 7]);
    defs.push(
      `<linearGradient id="sea" gradientUnits="userSpaceOnUse" x1="0" y1="${rd(edge - 150)}" x2="0" y2="${rd(edge)}">${stops(
        [
          [0, C.sea],
          [0.7, '#2E5166'],
          [1, C.seaLight],
        ],
      )}</linearGradient>`,
    );
    body.push(
      `<g transform="rotate(${r1(-beta)} ${PW / 2} ${PH / 2})">`,
      `<path d="${openCurve(dune, rd)}V-700H-340Z" fill="${C.duneDeep}"/>`,
      `<path d="${openCurve(
        shore.map(([x, y]) => [x, y + 16]),
        rd,
      )}V-700H-340Z" fill="#EFE6D2"/>`,
      `<path d="${openCurve(
        shore.map(([x, y]) => [x, y + 3]),
        rd,
      )}V-700H-340Z" fill="#D8CBAE"/>`,
      `<path d="${openCurve(shore, rd)}V-700H-340Z" fill="url(#sea)"/>`,
      `<path d="${foam(10, 2)}${foam(24, 3)}" fill="none" stroke="${C.sandLight}" stroke-width="1.4" opacity=".55"/>`,
      `<path d="${foam(44, 4)}${foam(70, 4)}" fill="none" stroke="#B4C7D2" stroke-width="1.2" opacity=".35"/>`,
      '</g>',
    );
  }

  // Dune ridges parallel to the shore: chains of mounds, lit from the north-west corner of the page,
  // kept off the line of play and out of the sea.
  const along = [-north[1], north[0]];
  const inSea = (x, y) => seaVisible && (x - PW / 2) * north[0] + (y - PH / 2) * north[1] > seaDistance - 46;
  const mounds = [];
  const tufts = [];
  const ridges = 5 + Math.floor(rand() * 3);
  for (let i = 0; i < ridges; i++) {
    let x = rand() * PW;
    let y = rand() * PH;
    const steps = 4 + Math.floor(rand() * 5);
    for (let j = 0; j < steps; j++) {
      const r = 16 + rand() * 30;
      const clear = distanceToLine(x, y) - r;
      if (clear > (par === 3 ? 26 : 34) && !inSea(x, y)) mounds.push({ x, y, r });
      const step = r * (1.1 + rand() * 0.6);
      x += along[0] * step + (rand() - 0.5) * 22;
      y += along[1] * step + (rand() - 0.5) * 22;
    }
  }
  let shadow = '';
  let base = '';
  let lit = '';
  for (const { x, y, r } of mounds) {
    const angle = Math.atan2(along[1], along[0]) + (rand() - 0.5) * 0.6;
    const ry = r * (0.55 + rand() * 0.25);
    shadow += blob(rand, x + r * 0.16, y + r * 0.18, r * 1.04, ry * 1.08, angle, 0.2, 8, rd);
    base += blob(rand, x, y, r, ry, angle, 0.2, 8, rd);
    lit += blob(rand, x - r * 0.2, y - r * 0.18, r * 0.66, ry * 0.5, angle, 0.22, 7, rd);
    for (let k2 = 0; k2 < 2 + r / 6; k2++) {
      const a = rand() * TAU;
      const s2 = Math.sqrt(rand()) * 0.85;
      tufts.push([x + Math.cos(a) * r * s2, y + Math.sin(a) * ry * s2]);
    }
  }
  body.push(
    `<path d="${shadow}" fill="#CDB88F"/>`,
    `<path d="${base}" fill="#DCCBA6"/>`,
    `<path d="${lit}" fill="#ECE2CB"/>`,
  );
  // Marram scattered over the rest of the wild ground.
  for (let i = 0; i < 70; i++) {
    const x = rand() * PW;
    const y = rand() * PH;
    if (distanceToLine(x, y) > 46 && !inSea(x, y)) tufts.push([x, y]);
  }

  // Specials of a few holes, from their descriptions.
  if (number === 14) {
    // The dune pools where the natterjack toads breed.
    const side = bend >= 0 ? -1 : 1;
    for (const [t, s] of [
      [0.42, 1],
      [0.58, 0.7],
    ]) {
      const [px, py] = at(t);
      const [nx, ny] = normalAt(t);
      const cx = px + nx * side * (62 + 10 * s);
      const cy = py + ny * side * 62;
      body.push(
        `<path d="${blob(rand, cx, cy, 20 * s + 6, 12 * s + 5, rand() * Math.PI, 0.25)}" fill="${C.water}" stroke="${C.marram}" stroke-width="3" stroke-opacity=".35"/>`,
      );
    }
  }
  if (number === 11) {
    // The punchbowl: a ring of dunes round the green.
    let ring = '';
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI * 0.15 + (i / 6) * Math.PI * 1.3 + Math.PI;
      ring += blob(
        rand,
        green[0] + Math.cos(a) * 58,
        green[1] + Math.sin(a) * 52,
        24,
        14,
        a + Math.PI / 2,
        0.2,
      );
    }
    body.push(`<path d="${ring}" fill="${C.duneDeep}"/>`);
  }

  // Semi-rough along the line of play (par 3s: round the tee and the green only), then the fairway.
  const wobble = (seed) => (t) => Math.sin(t * 9 + seed) * 0.12 + Math.sin(t * 23 + seed * 2) * 0.05;
  const roughWobble = wobble(rand() * 10);
  const fairwayHalf = Math.max(21, 17 * k);
  if (par > 3) {
    body.push(
      `<path d="${corridor(0.02, 1.04, (t) => (fairwayHalf + 13) * (1 + roughWobble(t)) * (t < 0.2 ? 0.75 : 1))}" fill="${C.rough}"/>`,
    );
  }
  const greenT = 1;
  if (par > 3) {
    const start = clamp((110 + rand() * 50) / length, 0.2, 0.45);
    const narrow = number === 12 ? 0.7 : 1;
    const fw = wobble(rand() * 10);
    const halfWidth = (t) => {
      const landing = Math.exp(-(((t - 0.62) / 0.12) ** 2));
      const base = fairwayHalf * (1 + fw(t)) * (1 - (1 - narrow) * landing);
      return base * (t > 0.92 ? 0.85 : 1);
    };
    const fairwayPath = corridor(start, 0.97, halfWidth);
    defs.push(`<clipPath id="fw"><path d="${fairwayPath}"/></clipPath>`);
    let stripes = '';
    const band = 14;
    for (let y = 0; y < PH; y += band * 2) stripes += `M0 ${y}h${PW}v${band}H0z`;
    body.push(
      `<path d="${fairwayPath}" fill="${C.fairway}"/>`,
      `<g clip-path="url(#fw)"><path d="${stripes}" fill="${C.fairwayLight}" transform="rotate(0)"/></g>`,
    );
  } else {
    // A par 3 carries over the wild to an apron short of the green.
    const apron = corridor(0.8, 0.97, () => Math.max(16, 12 * k));
    body.push(
      `<path d="${blob(rand, green[0], green[1] + 10, Math.max(20, 17 * k) + 22, Math.max(20, 17 * k) + 30, 0, 0.12)}" fill="${C.rough}"/>`,
      `<path d="${apron}" fill="${C.fairway}"/>`,
    );
  }

  // Green, fringe and flag; the pin sits off centre.
  const greenLong = Math.max(20, 17 * k) * (par === 3 ? 1.1 : 1);
  const greenWide = greenLong * (0.72 + rand() * 0.16);
  const greenAngle = (rand() - 0.5) * 0.7;
  const greenPath = blob(rand, green[0], green[1], greenWide, greenLong, greenAngle, 0.08, 10);
  const fringePath = blob(rand, green[0], green[1], greenWide + 7, greenLong + 7, greenAngle, 0.08, 10);
  const [gt] = at(greenT);
  void gt;

  // Bunkers: in the landing zone, across the fairway on hole 5, and round the green.
  const bunkers = [];
  const sides = [1, -1];
  if (par > 3) {
    const count = par === 5 ? 3 : 1 + Math.floor(rand() * 2.4);
    for (let i = 0; i < count; i++) {
      const z = clamp((205 + rand() * 50 + (i > 1 ? 120 : 0)) / length, 0.3, 0.85);
      const side = sides[(number + i) % 2];
      const [px, py] = at(z);
      const [nx, ny] = normalAt(z);
      const off = Math.max(21, 17 * k) + 4 + rand() * 8;
      bunkers.push([px + nx * side * off, py + ny * side * off, 7 + rand() * 5, 5 + rand() * 3]);
    }
  }
  const greenside = number === 3 ? 2 : 1 + Math.floor(rand() * 2.6);
  for (let i = 0; i < greenside; i++) {
    const a = Math.PI / 2 + (i % 2 ? 1 : -1) * (0.55 + rand() * 0.7) + Math.PI * (i === 2 ? 1 : 0);
    const d = greenLong + 12 + rand() * 5;
    bunkers.push([green[0] + Math.cos(a) * d, green[1] + Math.sin(a) * d, 8 + rand() * 4, 6 + rand() * 2]);
  }
  let bunkerSand = '';
  let bunkerFace = '';
  for (const [bx, by, rx, ry] of bunkers) {
    const angle = rand() * Math.PI;
    bunkerSand += blob(rand, bx, by, rx, ry, angle, 0.15, 8);
    bunkerFace += blob(rand, bx, by - ry * 0.35, rx * 0.82, ry * 0.45, angle, 0.1, 8);
  }
  if (number === 5) {
    // The cross-bunker short of the green, waiting for the timid lay-up.
    const z = 1 - 125 / length;
    const [px, py] = at(z);
    const [nx, ny] = normalAt(z);
    const points = [];
    for (let i = 0; i <= 6; i++) {
      const s = -34 + (68 * i) / 6;
      points.push([px + nx * s, py + ny * s + Math.sin(i) * 2]);
    }
    body.push(
      `<path d="${openCurve(points)}" fill="none" stroke="${C.bunkerRim}" stroke-width="12" stroke-linecap="round"/>`,
      `<path d="${openCurve(points)}" fill="none" stroke="${C.bunker}" stroke-width="8" stroke-linecap="round"/>`,
    );
  }
  if (number === 8) {
    // The old sand dyke on the inside of the dog-leg: the brave line carries it.
    const points = [];
    for (let i = 0; i <= 5; i++) {
      const t = 0.28 + (i / 5) * 0.32;
      const [px, py] = at(t);
      const [nx, ny] = normalAt(t);
      points.push([px - nx * 46, py - ny * 46]);
    }
    body.push(
      `<path d="${openCurve(points)}" fill="none" stroke="${C.duneDeep}" stroke-width="18" stroke-linecap="round"/>`,
      `<path d="${openCurve(points)}" fill="none" stroke="${C.marram}" stroke-width="2" stroke-dasharray="2 5" opacity=".8"/>`,
    );
  }
  body.push(
    `<path d="${fringePath}" fill="${C.fringe}"/>`,
    `<path d="${greenPath}" fill="${C.green}"/>`,
    `<path d="${bunkerSand}" fill="${C.bunker}" stroke="${C.bunkerRim}" stroke-width="1.6"/>`,
    `<path d="${bunkerFace}" fill="${C.duneDeep}" opacity=".55"/>`,
  );

  // The flag: a pin on the green, its shadow, a red pennant streaming with the wind.
  const pin = [green[0] + (rand() - 0.5) * greenWide * 0.8, green[1] + (rand() - 0.5) * greenLong * 0.7];
  body.push(
    `<ellipse cx="${r1(pin[0])}" cy="${r1(pin[1])}" rx="3" ry="1.6" fill="${C.ink}"/>`,
    `<path d="M${r1(pin[0])} ${r1(pin[1])}l14 6" stroke="${C.ink}" stroke-width="1.4" opacity=".25"/>`,
    `<path d="M${r1(pin[0])} ${r1(pin[1])}v-26" stroke="${C.ink}" stroke-width="1.6"/>`,
    `<path d="M${r1(pin[0] + 0.5)} ${r1(pin[1] - 26)}q7 1 13 4q-6 3-13 5z" fill="${C.flag}"/>`,
  );

  // Tees: one long box, a marker of each tee's colour where its length starts.
  const teeIds = seedTees.map((tee) => tee.id);
  const offsets = teeIds.map((id) => [id, (length - (hole.lengths[id] ?? length)) * k]);
  const deepest = Math.max(...offsets.map(([, o]) => o));
  const teeHalf = Math.max(9, 6 * k);
  const teeBox = corridor(-7 / planLength, (deepest + 9) / planLength, () => teeHalf, 4);
  body.push(`<path d="${teeBox}" fill="${C.fairway}" stroke="${C.fringe}" stroke-width="1.2"/>`);
  for (const [id, offset] of offsets) {
    const t = offset / planLength;
    const [px, py] = at(t);
    const [nx, ny] = normalAt(t);
    for (const s of [-1, 1]) {
      body.push(
        `<circle cx="${r1(px + nx * s * (teeHalf - 4))}" cy="${r1(py + ny * s * (teeHalf - 4))}" r="2.6" fill="${teeColour[id]}" stroke="${C.ink}" stroke-width=".8"/>`,
      );
    }
  }

  // The clubhouse, when it stands by this hole.
  const towardClubhouse = [CLUBHOUSE[0] - route.green[0], CLUBHOUSE[1] - route.green[1]];
  if (Math.hypot(...towardClubhouse) < 80) {
    const [hx, hy] = toPlan(towardClubhouse, beta);
    const cx = clamp(green[0] + hx * k * 2.8, 80, PW - 80);
    const cy = clamp(green[1] + hy * k * 2.8, 110, PH - 90);
    body.push(
      `<g transform="translate(${rd(cx)} ${rd(cy)}) rotate(${r1(-beta)})"><rect x="-44" y="14" width="88" height="12" rx="2" fill="${C.sandLight}" stroke="${C.duneDeep}"/><path d="M-38-16h76v30h-76z" fill="#2C4656"/><path d="M-38-16l15 15h30l15-15zM-38 14l15-15h30l15 15z" fill="${C.sea}"/><path d="M-23-1h46" stroke="${C.seaLight}" stroke-width="1.5"/><path d="M-30-24h12v10h-12z" fill="#2C4656"/><path d="M-24-24v-14" stroke="${C.ink}" stroke-width="1.2"/><path d="M-23.5-38l9 3-9 3z" fill="${C.flag}"/></g>`,
    );
  }
  if (number === 17) {
    // The old coastal tram line along the south side of the hole.
    const south = [-north[0], -north[1]];
    const [ex, ey] = toEdge(PW / 2, PH / 2, south[0], south[1], 26);
    const along = [north[1], -north[0]];
    const ax = ex - along[0] * 400;
    const ay = ey - along[1] * 400;
    const bx = ex + along[0] * 400;
    const by = ey + along[1] * 400;
    const off = (s) =>
      `M${rd(ax + south[0] * s)} ${rd(ay + south[1] * s)}L${rd(bx + south[0] * s)} ${rd(by + south[1] * s)}`;
    body.push(
      `<path d="${off(0)}" stroke="#8C7A5B" stroke-width="14" stroke-dasharray="2 6" opacity=".6"/>`,
      `<path d="${off(-4)}${off(4)}" stroke="${C.ink}" stroke-width="1.4" opacity=".6"/>`,
    );
  }

  body.push(
    `<path d="${tuftMarks(rand, tufts)}" fill="none" stroke="${C.marram}" stroke-width="1.1" stroke-linecap="round" opacity=".5"/>`,
  );

  // Distances to the middle of the green on par 4s and 5s, like a yardage book.
  if (par > 3) {
    for (const metres of [100, 150, 200]) {
      const t = 1 - metres / length;
      if (t < 0.3) continue;
      const [px, py] = at(t);
      body.push(
        `<circle cx="${r1(px)}" cy="${r1(py)}" r="3" fill="${C.sandLight}" stroke="${C.sea}" stroke-width="1"/>`,
        `<text x="${r1(px + 7)}" y="${r1(py + 3.5)}" font-family="${SANS}" font-size="10" font-weight="600" fill="${C.sea}">${metres}</text>`,
      );
    }
  }

  // The way to the sea: a label at the edge of the drawing, its arrow pointing at the water.
  const avoid = [
    [0, 0, 250, 84],
    [PW - 76, PH - 76, PW, PH],
    [0, PH - 44, 150, PH],
  ];
  let [lx, ly] = toEdge(PW / 2, PH / 2, north[0], north[1], 26);
  lx = clamp(lx, 60, PW - 60);
  ly = clamp(ly, 20, PH - 20);
  for (const [ax0, ay0, ax1, ay1] of avoid) {
    if (lx + 48 > ax0 && lx - 48 < ax1 && ly + 12 > ay0 && ly - 12 < ay1) {
      // Slide along the edge it sits on, out of the corner.
      if (ly < 40 || ly > PH - 40) lx = ax0 === 0 ? ax1 + 52 : ax0 - 52;
      else ly = ay0 === 0 ? ay1 + 16 : ay0 - 16;
    }
  }
  const arrowAngle = (Math.atan2(north[1], north[0]) * 180) / Math.PI;
  body.push(
    `<g transform="translate(${r1(lx)} ${r1(ly)})"><rect x="-47" y="-11" width="94" height="22" rx="11" fill="${C.sea}"/>`,
    `<g transform="translate(-32 0) rotate(${r1(arrowAngle)})" fill="none" stroke="${C.sand}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M-6 0h11M1-4l4 4-4 4"/></g>`,
    `<text x="7" y="4" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="12" fill="${C.sand}">North Sea</text></g>`,
  );
  const compass = [PW - 36, PH - 36];
  body.push(
    `<g transform="translate(${compass[0]} ${compass[1]})"><circle r="19" fill="${C.sandLight}" fill-opacity=".85" stroke="${C.sea}" stroke-width="1"/>`,
    `<g transform="rotate(${r1(-beta)})"><path d="M0-15l4.5 15h-9z" fill="${C.flag}"/><path d="M0 15l4.5-15h-9z" fill="${C.sea}"/></g>`,
    `<text x="${r1(north[0] * 28)}" y="${r1(north[1] * 28 + 4)}" text-anchor="middle" font-family="${SANS}" font-size="11" font-weight="700" fill="${C.sea}">N</text></g>`,
  );

  // Scale bar.
  const fifty = 50 * k;
  body.push(
    `<g transform="translate(20 ${PH - 22})" font-family="${SANS}" font-size="10" fill="${C.sea}"><rect x="-8" y="-11" width="${rd(fifty + 48)}" height="22" rx="11" fill="${C.sandLight}" fill-opacity=".85"/><path d="M0 0h${r1(fifty)}M0-4v8M${r1(fifty)}-4v8M${r1(fifty / 2)}-2v4" stroke="${C.sea}" stroke-width="1.2"/><text x="${r1(fifty + 6)}" y="4">50 m</text></g>`,
  );

  // The hole's number, like a yardage book's page.
  body.push(
    `<g transform="translate(22 22)"><rect x="-8" y="-8" width="${rd(78 + Math.max(hole.name.length * 8.4, 96))}" height="60" rx="30" fill="${C.sandLight}" fill-opacity=".9"/><circle cx="22" cy="22" r="22" fill="${C.sea}"/><text x="22" y="30" text-anchor="middle" font-family="${SERIF}" font-size="22" font-weight="600" fill="${C.sand}">${number}</text>`,
    `<text x="52" y="19" font-family="${SERIF}" font-size="15" font-weight="600" fill="${C.sea}">${escapeXml(hole.name)}</text>`,
    `<text x="52" y="36" font-family="${SANS}" font-size="11.5" fill="${C.sea}">Par ${par} · ${length} m</text></g>`,
  );

  const title = `Plan of hole ${number}, ${hole.name}, par ${par}, ${length} metres`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PW} ${PH}" width="${PW}" height="${PH}" role="img"><title>${escapeXml(title)}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>\n`;
}

// -------------------------------------------------------------------------------------- the course map

const MW = MAP_WIDTH;
const MH = MAP_HEIGHT;

/** The part t0..t1 of a hole's fairway curve, as one quadratic Bézier. */
function bezierPath(route, t0 = 0, t1 = 1) {
  const c = fairwayControl(route);
  const slope = (t) => [
    2 * (1 - t) * (c[0] - route.tee[0]) + 2 * t * (route.green[0] - c[0]),
    2 * (1 - t) * (c[1] - route.tee[1]) + 2 * t * (route.green[1] - c[1]),
  ];
  const [ax, ay] = alongFairway(route, t0);
  const [bx, by] = alongFairway(route, t1);
  const [sx, sy] = slope(t0);
  const h = (t1 - t0) / 2;
  return tight(`M${r1(ax)} ${r1(ay)}Q${r1(ax + sx * h)} ${r1(ay + sy * h)} ${r1(bx)} ${r1(by)}`);
}

function courseMap() {
  const rand = rng(1903);
  const defs = [];
  const body = [];
  const near = (x, y, margin) =>
    holes.some(({ route }) => {
      for (let i = 0; i <= 12; i++) {
        const [px, py] = alongFairway(route, i / 12);
        if (Math.hypot(px - x, py - y) < margin) return true;
      }
      return false;
    });

  defs.push(
    rgrad(
      'ground',
      [
        [0, '#F1E8D5'],
        [1, '#DDCCA8'],
      ],
      ' cx="35%" cy="30%" r="85%"',
    ),
    vgrad('water', [
      [0, C.sea],
      [0.75, '#2E5166'],
      [1, C.seaLight],
    ]),
  );
  body.push(`<rect width="${MW}" height="${MH}" fill="url(#ground)"/>`);

  // The North Sea along the top, the beach, the foredune.
  const shore = [];
  for (let x = -40; x <= MW + 40; x += 50)
    shore.push([x, MAP_SHORE - 8 + Math.sin(x / 90) * 5 + Math.sin(x / 31) * 2]);
  const shifted = (dy, amp = 0) => shore.map(([x, y], i) => [x, y + dy + Math.sin(i * 1.3 + dy) * amp]);
  body.push(
    `<path d="${openCurve(shifted(54, 8), rd)}V-10H-40Z" fill="${C.duneDeep}"/>`,
    `<path d="${openCurve(shifted(16), rd)}V-10H-40Z" fill="#EFE6D2"/>`,
    `<path d="${openCurve(shifted(3), rd)}V-10H-40Z" fill="#D8CBAE"/>`,
    `<path d="${openCurve(shore, rd)}V-10H-40Z" fill="url(#water)"/>`,
    `<path d="${openCurve(shifted(-8, 2), rd)}${openCurve(shifted(-20, 3), rd)}" fill="none" stroke="${C.sandLight}" stroke-width="1.5" opacity=".5"/>`,
    `<path d="${openCurve(shifted(-38, 4), rd)}" fill="none" stroke="#B4C7D2" stroke-width="1.2" opacity=".35"/>`,
  );

  // Dune ridges across the links, parallel to the shore, kept off the holes.
  let shadow = '';
  let base = '';
  let lit = '';
  const tufts = [];
  const mound = (x, y, r) => {
    const ry = r * (0.5 + rand() * 0.25);
    const angle = (rand() - 0.5) * 0.5;
    shadow += blob(rand, x + r * 0.15, y + r * 0.16, r * 1.05, ry * 1.1, angle, 0.2, 8, rd);
    base += blob(rand, x, y, r, ry, angle, 0.2, 8, rd);
    lit += blob(rand, x - r * 0.2, y - r * 0.15, r * 0.62, ry * 0.48, angle, 0.22, 7, rd);
    for (let i = 0; i < 1 + r / 9; i++) {
      const a = rand() * TAU;
      const d = Math.sqrt(rand()) * 0.85;
      tufts.push([x + Math.cos(a) * r * d, y + Math.sin(a) * ry * d]);
    }
  };
  for (let x = 10; x < MW; x += 26 + rand() * 30) mound(x, MAP_SHORE + 62 + rand() * 26, 18 + rand() * 16);
  for (let i = 0; i < 46; i++) {
    let x = rand() * MW;
    let y = 150 + rand() * (MH - 200);
    for (let j = 0; j < 4; j++) {
      const r = 12 + rand() * 22;
      if (!near(x, y, r + 26) && Math.hypot(x - CLUBHOUSE[0], y - CLUBHOUSE[1]) > 70) mound(x, y, r);
      x += r * (1.2 + rand() * 0.5);
      y += (rand() - 0.5) * 16;
    }
  }
  body.push(
    `<path d="${shadow}" fill="#CDB88F"/>`,
    `<path d="${base}" fill="#DCCBA6"/>`,
    `<path d="${lit}" fill="#ECE2CB"/>`,
  );
  for (let i = 0; i < 150; i++) {
    const x = rand() * MW;
    const y = MAP_SHORE + 30 + rand() * (MH - MAP_SHORE - 60);
    if (!near(x, y, 24)) tufts.push([x, y]);
  }
  body.push(
    `<path d="${tuftMarks(rand, tufts, 5)}" fill="none" stroke="${C.marram}" stroke-width="1" stroke-linecap="round" opacity=".45"/>`,
  );

  // The practice ground east of the clubhouse, striped like a mown field.
  const range = [716, 548, 196, 96];
  let rangeStripes = '';
  for (let x = range[0]; x < range[0] + range[2]; x += 16)
    rangeStripes += `M${x} ${range[1]}h8v${range[3]}h-8z`;
  body.push(
    `<rect x="${range[0]}" y="${range[1]}" width="${range[2]}" height="${range[3]}" rx="14" fill="${C.fairway}"/>`,
    `<path d="${rangeStripes}" fill="${C.fairwayLight}" clip-path="url(#rangeClip)"/>`,
  );
  defs.push(
    `<clipPath id="rangeClip"><rect x="${range[0]}" y="${range[1]}" width="${range[2]}" height="${range[3]}" rx="14"/></clipPath>`,
  );
  body.push(
    `<path d="M${range[0] + 8} ${range[1] + 10}h${range[2] - 16}" stroke="${C.sandLight}" stroke-width="4" stroke-dasharray="3 5" opacity=".9"/>`,
  );

  // The holes: semi-rough, fairway, tee, green, flag and bunkers; the walk from each green to the next tee.
  let rough = '';
  let fairway = '';
  let walks = '';
  let tees = '';
  let greens = '';
  let fringes = '';
  let sand = '';
  let flags = '';
  let pins = '';
  for (const hole of holes) {
    const { route, par, number } = hole;
    rough += bezierPath(route, 0.03, 1.02);
    if (par > 3) fairway += bezierPath(route, 0.3, 0.97);
    else fairway += bezierPath(route, 0.8, 0.97);
    const dir = Math.atan2(route.green[1] - route.tee[1], route.green[0] - route.tee[0]);
    tees += `<rect x="-7" y="-4" width="14" height="8" rx="2" transform="translate(${rd(route.tee[0])} ${rd(route.tee[1])}) rotate(${rd((dir * 180) / Math.PI)})"/>`;
    fringes += `<circle cx="${route.green[0]}" cy="${route.green[1]}" r="10.5"/>`;
    greens += `<circle cx="${route.green[0]}" cy="${route.green[1]}" r="8"/>`;
    pins += `M${route.green[0] + 2} ${route.green[1]}v-15`;
    flags += `M${route.green[0] + 2.4} ${route.green[1] - 15}l8 2.6-8 2.6z`;
    const hrand = rng(number * 31);
    for (let i = 0; i < (par === 3 ? 2 : 3); i++) {
      const t = i === 0 ? 0.55 + hrand() * 0.15 : 1.0;
      const [px, py] = alongFairway(route, t);
      const a = dir + (i % 2 ? 1 : -1) * (Math.PI / 2) * (0.7 + hrand() * 0.5);
      const d = i === 0 ? 11 : 13;
      sand += blob(hrand, px + Math.cos(a) * d, py + Math.sin(a) * d, 3.6, 2.6, a, 0.12, 6);
    }
    const next = holes.find((h) => h.number === number + 1);
    if (next && number !== 9) {
      walks += `M${rd(route.green[0])} ${rd(route.green[1])}L${rd(next.route.tee[0])} ${rd(next.route.tee[1])}`;
    }
  }
  const nine = holeRoute(9);
  const ten = holeRoute(10);
  const one = holeRoute(1);
  const eighteen = holeRoute(18);
  walks += `M${nine.green[0]} ${nine.green[1]}L${CLUBHOUSE[0]} ${CLUBHOUSE[1]}L${ten.tee[0]} ${ten.tee[1]}`;
  walks += `M${CLUBHOUSE[0]} ${CLUBHOUSE[1]}L${one.tee[0]} ${one.tee[1]}M${eighteen.green[0]} ${eighteen.green[1]}L${CLUBHOUSE[0]} ${CLUBHOUSE[1]}`;
  body.push(
    `<path d="${rough}" fill="none" stroke="${C.rough}" stroke-width="24" stroke-linecap="round"/>`,
    `<path d="${walks}" fill="none" stroke="${C.bunkerRim}" stroke-width="1.4" stroke-dasharray="3 4"/>`,
    `<path d="${fairway}" fill="none" stroke="${C.fairway}" stroke-width="13" stroke-linecap="round"/>`,
    `<g fill="${C.fairway}" stroke="${C.fringe}" stroke-width="1">${tees}</g>`,
    `<g fill="${C.fringe}">${fringes}</g><g fill="${C.green}">${greens}</g>`,
    `<path d="${sand}" fill="${C.bunker}" stroke="${C.bunkerRim}" stroke-width="1"/>`,
    `<path d="${pins}" stroke="${C.ink}" stroke-width="1.2"/><path d="${flags}" fill="${C.flag}"/>`,
  );

  // The clubhouse with its flag, the car park, and the old tram line along the south edge.
  const [cx, cy] = CLUBHOUSE;
  body.push(
    `<g transform="translate(${cx} ${cy})"><rect x="-40" y="20" width="80" height="22" rx="3" fill="#D6CDB8"/><path d="M-30 24v14M-18 24v14M-6 24v14M6 24v14M18 24v14M30 24v14" stroke="${C.sandLight}" stroke-width="1.5"/><rect x="-32" y="-4" width="64" height="10" rx="2" fill="${C.sandLight}" stroke="${C.duneDeep}"/><path d="M-28-22h56v18h-56z" fill="#2C4656"/><path d="M-28-22l11 9h34l11-9zM-28-4l11-9h34l11 9z" fill="${C.sea}"/><path d="M-17-13h34" stroke="${C.seaLight}" stroke-width="1.5"/><path d="M0-22v-18" stroke="${C.ink}" stroke-width="1.3"/><path d="M.6-40l11 3.5-11 3.5z" fill="${C.flag}"/></g>`,
    `<path d="M-10 676C200 670 420 682 620 674S900 670 1010 676" fill="none" stroke="#8C7A5B" stroke-width="10" stroke-dasharray="2 5" opacity=".55"/>`,
    `<path d="M-10 672.5C200 666.5 420 678.5 620 670.5S900 666.5 1010 672.5M-10 679.5C200 673.5 420 685.5 620 677.5S900 673.5 1010 679.5" fill="none" stroke="${C.ink}" stroke-width="1.1" opacity=".55"/>`,
  );

  // Labels, in the type of the site where the browser has it.
  const label = (x, y, text, size = 13, extra = '') =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="${SANS}" font-size="${size}" font-weight="700" letter-spacing="2" fill="${C.sea}" ${extra}>${text}</text>`;
  body.push(
    `<text x="500" y="44" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="26" letter-spacing="1" fill="${C.sand}">North Sea</text>`,
    label(cx, cy + 58, 'CLUBHOUSE', 11),
    label(range[0] + range[2] / 2, range[1] + range[3] / 2 + 5, 'PRACTICE GROUND', 11, `fill-opacity=".85"`),
    label(860, 696, 'OLD TRAM LINE', 9, 'fill-opacity=".7"'),
  );

  // Compass, in the sea.
  body.push(
    `<g transform="translate(940 44)"><circle r="20" fill="none" stroke="${C.sand}" stroke-opacity=".5"/><path d="M0-16l5 16h-10z" fill="${C.sand}"/><path d="M0 16l5-16h-10z" fill="${C.sand}" opacity=".45"/><text y="-25" text-anchor="middle" font-family="${SANS}" font-size="12" font-weight="700" fill="${C.sand}">N</text></g>`,
  );

  // The holes' numbers, where the overview puts its tiles.
  let discs = '';
  let numbers = '';
  for (const { route, number } of holes) {
    const [x, y] = tilePosition(route);
    discs += `<circle cx="${r1(x)}" cy="${r1(y)}" r="12.5"/>`;
    numbers += `<text x="${r1(x)}" y="${r1(y + 4.5)}">${number}</text>`;
  }
  body.push(
    `<g fill="${C.sea}" stroke="${C.sandLight}" stroke-width="2">${discs}</g>`,
    `<g fill="${C.sand}" font-family="${SANS}" font-size="13" font-weight="700" text-anchor="middle">${numbers}</g>`,
  );

  const title =
    'Map of the links: the North Sea along the top, the front nine running out east through the dunes and back to the clubhouse, the back nine looping west, the practice ground and the old tram line to the south';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MW} ${MH}" width="${MW}" height="${MH}" role="img"><title>${escapeXml(title)}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>\n`;
}

// ------------------------------------------------------------------------------------ the video loop

const VW = 640;
const VH = 360;
const FPS = 24;
const SECONDS = 5;
const FRAMES = FPS * SECONDS;

const mix = (a, b, t) => {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      rd(lerp(v, pb[i], t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
/** A colour through the day: morning, midday, evening, for progress p from hole 1 to hole 18. */
const daylight = (morning, noon, evening, p) =>
  p < 0.5 ? mix(morning, noon, p * 2) : mix(noon, evening, (p - 0.5) * 2);
const smooth = (t) => t * t * (3 - 2 * t);

/**
 * The static layers of a hole's scene and the moving things in it, looking from high on the dune behind
 * the tee towards the green: sky and clouds, the sea on the horizon, dunes, the hole in perspective, the
 * flag, marram grass in the foreground. Light moves through the day from hole 1 (morning) to 18 (evening).
 */
function scene(hole) {
  const { number, par, length, route } = hole;
  const rand = rng(number * 104729 + length);
  const p = (number - 1) / 17;
  const horizon = 128 + (number % 3) * 6;
  const f = 400;
  const h = par === 3 ? 24 : 30; // the camera's height over the fairway, metres: on the tee dune
  const cx = 352 + (rand() - 0.5) * 24;
  const sx = (X, Z) => cx + (f * X) / Z;
  const sy = (Z) => horizon + (f * h) / Z;
  const zAt = (y) => (f * h) / (y - horizon);
  const zNear = zAt(VH + 6);
  const bend = route.bend;
  const lateral = (Z) => {
    const s = clamp(Z / length, 0, 1.1);
    return -4 * bend * length * s * (1 - s) * (s > 1 ? 0 : 1);
  };

  // Sky, sun and sea through the day.
  const skyTop = daylight('#6F8FA3', '#5D86A1', '#45617A', p);
  const skyLow = daylight('#E6E3D7', '#E2E7E2', '#F0D7B0', p);
  const sunX = lerp(110, 560, p) + (rand() - 0.5) * 60;
  const sunY =
    p < 0.5 ? lerp(horizon - 44, horizon - 96, p * 2) : lerp(horizon - 96, horizon - 30, (p - 0.5) * 2);
  const sunColour = daylight('#FFF6E0', '#FFFBF0', '#FFE2B0', p);
  const seaColour = daylight('#5E7F92', '#557A90', '#6A7E8C', p);
  const haze = daylight('#C9CCBE', '#C6CDC3', '#D9C8AA', p);
  const defs = [
    vgrad('sky', [
      [0, skyTop],
      [1, skyLow],
    ]),
    rgrad(
      'sun',
      [
        [0, sunColour, 1],
        [0.07, sunColour, 0.95],
        [0.2, sunColour, 0.35],
        [1, sunColour, 0],
      ],
      ` cx="${rd(sunX)}" cy="${rd(sunY)}" r="170" gradientUnits="userSpaceOnUse"`,
    ),
    rgrad('cloud', [
      [0, '#FFFFFF', 0.7],
      [0.6, '#FFFFFF', 0.3],
      [1, '#FFFFFF', 0],
    ]),
  ];
  const still = [
    `<rect width="${VW}" height="${VH}" fill="url(#sky)"/>`,
    `<rect width="${VW}" height="${horizon + 2}" fill="url(#sun)"/>`,
    `<rect y="${horizon}" width="${VW}" height="${VH - horizon}" fill="${seaColour}"/>`,
    `<path d="M0 ${horizon + 0.5}h${VW}" stroke="${skyLow}" stroke-width="1" opacity=".7"/>`,
  ];

  // Ground: the links in the distance, hazy.
  const landY = horizon + 7;
  const land = [];
  for (let x = -40; x <= VW + 40; x += 32) land.push([x, landY - (Math.sin(x / 50 + number) + 1) * 1.5]);
  still.push(`<path d="${openCurve(land, rd)}V${VH}H-40Z" fill="${mix(haze, '#B9AE84', 0.55)}"/>`);

  // The hole in perspective: rough, fairway with mowing stripes, bunkers, green.
  const strip = (z0, z1, half, steps = 24) => {
    const left = [];
    const right = [];
    for (let i = 0; i <= steps; i++) {
      const Z = lerp(z0, z1, i / steps);
      const X = lateral(Z);
      const w = half(Z);
      left.push([sx(X - w, Z), sy(Z)]);
      right.push([sx(X + w, Z), sy(Z)]);
    }
    return `M${[...left, ...right.reverse()].map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;
  };
  const wob = rand() * 10;
  const fairwayStart = par === 3 ? length - 26 : 110 + rand() * 40;
  // Wide semi-rough from short of the fairway; nearer the tee, a narrow carry through the dunes.
  const roughHalf = (Z) => {
    const wide = (par === 3 ? 26 : 34) + Math.sin(Z / 40 + wob) * 6;
    const open = smooth(clamp((Z - (fairwayStart - 70)) / 60, 0, 1));
    return lerp(9 + Math.sin(Z / 9 + wob) * 1.5, wide, open);
  };
  still.push(
    `<path d="${strip(zNear, length + 40, roughHalf)}" fill="${daylight('#B8B47E', '#B1B67C', '#B8AB74', p)}"/>`,
  );
  // Tufts in the rough, thinning out towards the green.
  let roughTufts = '';
  for (let i = 0; i < 90; i++) {
    const Z = lerp(zNear, length, rand() ** 1.6);
    const X = lateral(Z) + (rand() - 0.5) * 2 * roughHalf(Z);
    if (Z > fairwayStart - 10 && Math.abs(X - lateral(Z)) < 20) continue;
    const g = clamp((f * 0.7) / Z, 1.5, 9);
    const x = sx(X, Z);
    const y = sy(Z);
    roughTufts += `M${rd(x)} ${rd(y)}l${r1(-g * 0.4)} ${r1(-g)}M${rd(x)} ${rd(y)}l${r1(g * 0.1)} ${r1(-g * 1.2)}M${rd(x)} ${rd(y)}l${r1(g * 0.5)} ${r1(-g * 0.9)}`;
  }
  const fwHalf = (Z) => (par === 3 ? 12 : 16 + Math.sin(Z / 33 + wob) * 3);
  const fairwayColour = daylight('#8FA257', '#8DA457', '#93994F', p);
  const stripeColour = daylight('#9DB062', '#9CB263', '#A1A85B', p);
  still.push(
    `<path d="${tight(roughTufts)}" fill="none" stroke="${daylight('#8D8D57', '#879058', '#8A8050', p)}" stroke-width="1" stroke-linecap="round" opacity=".7"/>`,
    `<path d="${strip(fairwayStart, length - 8, fwHalf)}" fill="${fairwayColour}"/>`,
  );
  let stripes = '';
  for (let Z = fairwayStart; Z < length - 14; Z += 16)
    stripes += strip(Z, Math.min(Z + 8, length - 8), fwHalf, 2);
  still.push(`<path d="${stripes}" fill="${stripeColour}"/>`);

  const bunkerList = [];
  if (par > 3)
    for (let i = 0; i < 2; i++) bunkerList.push([(i ? 1 : -1) * (19 + rand() * 5), 210 + rand() * 60]);
  bunkerList.push([-15 - rand() * 4, length - 10 - rand() * 6]);
  bunkerList.push([14 + rand() * 4, length - 2 + rand() * 6]);
  let bunkers = '';
  for (const [dX, Z] of bunkerList.sort((a, b) => b[1] - a[1])) {
    const x = sx(lateral(Z) + dX, Z);
    const y = sy(Z);
    const rx = (f * 5.5) / Z;
    const ry = Math.max(1.2, (sy(Z - 4) - sy(Z + 4)) / 2);
    bunkers += `<ellipse cx="${r1(x)}" cy="${r1(y - ry * 0.25)}" rx="${r1(rx * 1.1)}" ry="${r1(ry * 1.25)}" fill="${daylight('#A99A70', '#A59970', '#A68C66', p)}"/><ellipse cx="${r1(x)}" cy="${r1(y + ry * 0.1)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${daylight('#F3ECDC', '#F6F0E2', '#F6E2C2', p)}"/>`;
  }
  const gX = sx(lateral(length), length);
  const gY = sy(length);
  const gRx = (f * 15) / length;
  const gRy = Math.max(2, (sy(length - 14) - sy(length + 14)) / 2);
  still.push(
    `<ellipse cx="${r1(gX)}" cy="${r1(gY)}" rx="${r1(gRx * 1.3)}" ry="${r1(gRy * 1.35)}" fill="${daylight('#7E9A55', '#7C9C55', '#829150', p)}"/>`,
    `<ellipse cx="${r1(gX)}" cy="${r1(gY)}" rx="${r1(gRx)}" ry="${r1(gRy)}" fill="${daylight('#6A9652', '#659A53', '#6E8C4C', p)}"/>`,
    bunkers,
  );

  // Dune ridges, far to near, on both sides of the hole and behind the green, each lit along its crest.
  const dunes = [];
  const layers = [
    length * 2.4,
    length * 1.55,
    length + 70,
    length * 0.72,
    length * 0.5,
    length * 0.34,
    95,
    62,
    42,
  ];
  const duneNear = daylight('#8E8A56', '#8A8D57', '#8E7E4E', p);
  const duneFar = daylight('#D2C49E', '#D0C6A2', '#D9C29A', p);
  const crest = daylight('#EFE5C8', '#F1EAD2', '#F8DDB0', p);
  const tuftStrokes = [];
  layers.forEach((Z, layer) => {
    if (Z < zNear + 4) return;
    const depth = layer / (layers.length - 1);
    const colour = mix(mix(duneFar, duneNear, depth), haze, Z > length ? 0.35 : 0);
    const behindGreen = Z > length + 30;
    const baseY = sy(Z);
    for (const side of behindGreen ? [0] : [-1, 1]) {
      const inner = side === 0 ? 0 : sx(lateral(Z) + side * (roughHalf(Z) + rand() * 10), Z);
      const x0 = side === -1 ? -40 : side === 1 ? inner : -40;
      const x1 = side === -1 ? inner : side === 1 ? VW + 40 : VW + 40;
      if (x1 - x0 < 8) continue;
      const H = Math.min((f * (behindGreen ? 6 + rand() * 10 : 8 + rand() * 16)) / Z, (x1 - x0) * 0.35);
      const top = [];
      const n = 7;
      const seed = rand() * 10;
      for (let i = 0; i <= n; i++) {
        const u = i / n;
        const x = lerp(x0, x1, u);
        // A ridge that slopes down to the rough at its inner end.
        const taper =
          side === -1 ? smooth(clamp((1 - u) * 3, 0, 1)) : side === 1 ? smooth(clamp(u * 3, 0, 1)) : 1;
        const bump = 0.45 + 0.55 * Math.abs(Math.sin(u * 3.1 + seed)) * (0.7 + 0.3 * Math.sin(u * 9 + seed));
        top.push([x, baseY - H * bump * taper - (behindGreen ? 0 : 2)]);
      }
      // The body follows the rough's edge down to the bottom, so nearer parts of the hole stay in view.
      const edge = [];
      if (side !== 0) {
        for (let i = 0; i <= 8; i++) {
          const z = lerp(Z, zNear, i / 8);
          edge.push([sx(lateral(z) + side * (roughHalf(z) - 1), z), sy(z)]);
        }
      }
      let d = openCurve(top, rd);
      if (side === -1) d += `${edge.map(([x, y]) => `L${rd(x)} ${rd(y)}`).join('')}L-40 ${VH + 10}Z`;
      else if (side === 1)
        d +=
          `L${VW + 40} ${VH + 10}` +
          edge
            .reverse()
            .map(([x, y]) => `L${rd(x)} ${rd(y)}`)
            .join('') +
          'Z';
      else d += `L${VW + 40} ${rd(baseY + 2)}L-40 ${rd(baseY + 2)}Z`;
      dunes.push(`<path d="${tight(d)}" fill="${colour}"/>`);
      dunes.push(
        `<path d="${openCurve(top, rd)}" fill="none" stroke="${crest}" stroke-width="${r1(clamp(1 + depth * 1.6, 1, 2.5))}" opacity="${(0.2 + depth * 0.4).toFixed(2)}"/>`,
      );
      if (depth > 0.4) {
        for (let i = 0; i < 26 * depth; i++) {
          const u = rand();
          const [tx, ty] = top[Math.floor(u * n)];
          const [ux, uy] = top[Math.floor(u * n) + 1];
          const x = lerp(tx, ux, (u * n) % 1);
          const y = lerp(ty, uy, (u * n) % 1) + rand() * H * 0.8 + 2;
          const g = clamp((f * 1.1) / Z, 2, 14);
          tuftStrokes.push(
            `M${rd(x)} ${rd(y)}l${r1(-g * 0.3)} ${r1(-g)}M${rd(x)} ${rd(y)}l${r1(g * 0.15)} ${r1(-g * 1.1)}M${rd(x)} ${rd(y)}l${r1(g * 0.5)} ${r1(-g * 0.8)}`,
          );
        }
      }
    }
  });
  still.push(...dunes);
  still.push(
    `<path d="${tight(tuftStrokes.join(''))}" fill="none" stroke="${mix(duneNear, '#5E6A36', 0.5)}" stroke-width="1" stroke-linecap="round" opacity=".6"/>`,
  );

  // The big grass in the corners of the foreground, which sways.
  const blades = [];
  for (const [x0, x1, count] of [
    [-20, 170, 60],
    [VW - 150, VW + 20, 50],
  ]) {
    for (let i = 0; i < count; i++) {
      const x = lerp(x0, x1, rand() ** (x0 < 0 ? 1.4 : 0.7));
      const edgeFalloff = x0 < 0 ? 1 - (x - x0) / (x1 - x0) : (x - x0) / (x1 - x0);
      blades.push({
        x,
        y: VH + 6,
        h: 30 + rand() * 60 + edgeFalloff * 50,
        lean: (rand() - 0.35) * 0.5,
        phase: rand(),
      });
    }
  }
  const pin = [gX + gRx * 0.25, gY];
  const pole = Math.max(14, (f * 2.4) / length);
  const birds = Array.from({ length: 2 + (number % 2) }, () => [
    80 + rand() * 480,
    26 + rand() * (horizon - 64),
    rand(),
  ]);
  const clouds = Array.from({ length: 5 }, () => [
    rand() * VW,
    10 + rand() * (horizon - 40),
    70 + rand() * 130,
    6 + rand() * 10,
  ]);
  const bladeLight = daylight('#D6CDA4', '#D9D2AC', '#E6CB98', p);
  const bladeDark = daylight('#7F7D48', '#7B804B', '#7C6F42', p);

  /** One frame at time t (seconds, 0 ≤ t < SECONDS). */
  const frame = (t) => {
    const cycle = (t / SECONDS) * TAU;
    const out = [];
    // Clouds drift east and cross-fade back to where they started, so the loop has no seam.
    const fade = smooth(clamp((t - (SECONDS - 1.5)) / 1.5, 0, 1));
    const drift = 4; // px per second
    let cloudsNow = '';
    for (const [x, y, w, hh] of clouds) {
      for (const [dx, alpha] of [
        [drift * t, 1 - fade],
        [drift * (t - SECONDS), fade],
      ]) {
        if (alpha <= 0.001) continue;
        cloudsNow += `<ellipse cx="${r1(x + dx)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(hh)}" fill="url(#cloud)" opacity="${(alpha * 0.9).toFixed(2)}"/>`;
      }
    }
    out.push(cloudsNow);
    // Sea glints on the horizon.
    let glints = '';
    for (let i = 0; i < 14; i++) {
      const gx = ((i * 53 + number * 17) % VW) + Math.sin(i) * 10;
      const a = 0.5 + 0.5 * Math.sin(cycle * (1 + (i % 3)) + i * 1.7);
      glints += `<path d="M${rd(gx)} ${horizon + 2 + (i % 3)}h${6 + (i % 4) * 3}" stroke="#FFF8E6" stroke-width="1" opacity="${(a * 0.7).toFixed(2)}"/>`;
    }
    out.push(glints);
    // Gulls gliding in slow circles.
    let gulls = '';
    for (const [bx, by, ph] of birds) {
      const x = bx + Math.cos(cycle + ph * TAU) * 14;
      const y = by + Math.sin(cycle + ph * TAU) * 5;
      const flap = 2 + Math.sin(cycle * 3 + ph * TAU) * 1.5;
      gulls += `<path d="M${r1(x - 6)} ${r1(y)}q3 ${r1(-flap)} 6 0q3 ${r1(-flap)} 6 0" fill="none" stroke="${C.sea}" stroke-width="1.2" opacity=".7"/>`;
    }
    out.push(gulls);
    // The flag streaming in the wind.
    const [px, py] = pin;
    const fl = Math.max(9, pole * 0.5);
    const flagTip = [px + fl, py - pole + fl * 0.28 + Math.sin(cycle * 2) * fl * 0.12];
    out.push(
      `<path d="M${r1(px)} ${r1(py)}v${r1(-pole)}" stroke="${C.ink}" stroke-width="1.1"/>`,
      `<path d="M${r1(px)} ${r1(py - pole)}Q${r1(px + fl * 0.5)} ${r1(py - pole + Math.sin(cycle * 4) * fl * 0.18)} ${r1(flagTip[0])} ${r1(flagTip[1])}L${r1(flagTip[0] - 1)} ${r1(flagTip[1] + fl * 0.5)}Q${r1(px + fl * 0.5)} ${r1(py - pole + fl * 0.55 + Math.sin(cycle * 4 + 1) * fl * 0.18)} ${r1(px)} ${r1(py - pole + fl * 0.56)}Z" fill="${C.flag}"/>`,
    );
    // Marram swaying: a gust rolls across from the west, twice a loop.
    let light = '';
    let dark = '';
    for (const b of blades) {
      const gust = 0.65 + 0.35 * Math.sin(cycle * 2 - b.x / 90);
      const sway = (Math.sin(cycle * 2 - b.x / 70 + b.phase * 2) * 0.18 + 0.28) * gust + b.lean;
      const tipX = b.x + b.h * sway;
      const tipY = b.y - b.h * (1 - Math.abs(sway) * 0.25);
      const d = `M${r1(b.x)} ${r1(b.y)}Q${r1(b.x + b.h * sway * 0.3)} ${r1(b.y - b.h * 0.6)} ${r1(tipX)} ${r1(tipY)}`;
      if (b.phase < 0.45) light += d;
      else dark += d;
    }
    out.push(
      `<path d="${dark}" fill="none" stroke="${bladeDark}" stroke-width="1.6" stroke-linecap="round"/>`,
      `<path d="${light}" fill="none" stroke="${bladeLight}" stroke-width="1.4" stroke-linecap="round"/>`,
    );
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VW} ${VH}" width="${VW}" height="${VH}"><defs>${defs.join('')}</defs>${still.join('')}${out.join('')}</svg>`;
  };
  return frame;
}

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

function renderVideo(hole) {
  const dir = mkdtempSync(join(tmpdir(), `hole-${hole.number}-`));
  try {
    const frame = scene(hole);
    for (let i = 0; i < FRAMES; i++) {
      writeFileSync(join(dir, `f-${String(i).padStart(3, '0')}.svg`), frame(i / FPS));
    }
    const input = ['-framerate', String(FPS), '-i', join(dir, 'f-%03d.svg')];
    const base = join(outDir, `hole-${hole.number}`);
    ffmpeg([...input, '-frames:v', '1', '-vf', 'format=yuvj420p', '-q:v', '4', `${base}.jpg`]);
    ffmpeg([
      ...input,
      '-vf',
      'format=yuv420p',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '44',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-an',
      `${base}.webm`,
    ]);
    ffmpeg([
      ...input,
      '-vf',
      'format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
      '-crf',
      '30',
      '-profile:v',
      'high',
      '-movflags',
      '+faststart',
      '-an',
      `${base}.mp4`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The loop's first frame as AVIF and WebP, for browsers to take before the JPEG (a <picture>). Rasterised
 * by sharp's librsvg, as ffmpeg rasterises the frames; quality as for uploaded images (server/src/images).
 * At twice the loop's size (POSTER_DENSITY): the poster covers a phone's screen at two to three device
 * pixels per CSS pixel, and so is sharp there; and a poster smaller than it is shown counts as smaller
 * than the video fading in over it, which made the video the page's largest paint (docs/perf-log.md).
 */
const POSTER_DENSITY = 2 * 72;

async function renderPosterCopies(hole) {
  const first = sharp(Buffer.from(scene(hole)(0)), { density: POSTER_DENSITY });
  const base = join(outDir, `hole-${hole.number}`);
  await first.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
  await first.clone().webp({ quality: 78, effort: 6 }).toFile(`${base}.webp`);
}

// ------------------------------------------------------------------------------------------ main

function writeMedia(name, content) {
  writeFileSync(join(outDir, name), content);
  return statSync(join(outDir, name)).size;
}

mkdirSync(outDir, { recursive: true });
const chosen = holes.filter((hole) => !selected || selected.has(hole.number));
for (const hole of chosen) {
  const size = writeMedia(`hole-${hole.number}.svg`, planDrawing(hole));
  console.log(`hole-${hole.number}.svg ${(size / 1024).toFixed(1)} KB`);
}
const mapSize = writeMedia('course-map.svg', courseMap());
console.log(`course-map.svg ${(mapSize / 1024).toFixed(1)} KB`);

const preview = args.find((arg) => arg.startsWith('--preview='));
if (preview) {
  // Two stills of each chosen hole's loop, for looking at the scene without encoding it.
  const dir = preview.slice(10);
  mkdirSync(dir, { recursive: true });
  for (const hole of chosen) {
    const frame = scene(hole);
    for (const t of [0, 2.5]) writeFileSync(join(dir, `scene-${hole.number}-${t * 10}.svg`), frame(t));
  }
} else if (withVideo || postersOnly) {
  for (const hole of chosen) {
    if (withVideo) renderVideo(hole);
    await renderPosterCopies(hole);
    const formats = withVideo ? ['webm', 'mp4', 'jpg', 'avif', 'webp'] : ['avif', 'webp'];
    const sizes = formats.map((ext) => {
      const name = `hole-${hole.number}.${ext}`;
      return `${name} ${(statSync(join(outDir, name)).size / 1024).toFixed(0)} KB`;
    });
    console.log(sizes.join(', '));
  }
}

const total = readdirSync(outDir).reduce((sum, name) => sum + statSync(join(outDir, name)).size, 0);
console.log(`web/public/media: ${(total / 1024 / 1024).toFixed(2)} MB`);
void holeRoutes;
