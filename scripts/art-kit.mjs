// What the artwork scripts share: the palette of web/src/styles/tokens.css, a seeded random generator (so re-running
// gives byte-identical files), number rounding for compact SVG, and the dune ridge shape.

export const PALETTE = {
  sea: '#1F3A4D',
  seaLight: '#5E7F92',
  sand: '#F4EEE2',
  dune: '#E3D5B8',
  marram: '#6F7F3F',
  links: '#2F5D3A',
  flag: '#B3261E',
  ink: '#14202A',
};

export { seededRandom as rng } from './seeded-random.mjs';

export const r1 = (n) => Math.round(n * 10) / 10;
export const rd = (n) => Math.round(n);
// Compact path data: no space before a negative number.
export const tight = (d) => d.replace(/ -/g, '-');

// A smooth ridge through [x, y] points from left to right (Catmull-Rom as cubic Béziers), closed
// down to `bottom`.
export function ridge(p, bottom) {
  let d = `M${p[0][0]} ${bottom}L${p[0][0]} ${p[0][1]}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i];
    const p1 = p[i];
    const p2 = p[i + 1];
    const p3 = p[i + 2] ?? p2;
    d += `C${rd(p1[0] + (p2[0] - p0[0]) / 6)} ${rd(p1[1] + (p2[1] - p0[1]) / 6)} ${rd(p2[0] - (p3[0] - p1[0]) / 6)} ${rd(p2[1] - (p3[1] - p1[1]) / 6)} ${p2[0]} ${p2[1]}`;
  }
  return `${d}L${p[p.length - 1][0]} ${bottom}Z`;
}
