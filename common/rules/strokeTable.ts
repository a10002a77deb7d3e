import type { Hole, Tee } from '../api/holes';

/**
 * The handicap stroke table of the World Handicap System (WHS): how many strokes a player receives on a
 * tee for their handicap index.
 *
 *   course handicap = handicap index × slope / 113 + (course rating − par)
 *
 * rounded to the nearest whole number. A result of exactly .5 rounds UP, toward +∞, as Math.round does:
 * 12.5 → 13, 0.5 → 1, −0.5 → 0, −1.5 → −1. (WHS Rule 6.1 says ".5 is rounded upward"; for plus results
 * we read "upward" as toward +∞, so −0.5, a plus half stroke, gives a course handicap of 0.)
 *
 * Handicap indexes and course ratings have one decimal, so the arithmetic is done exactly on tenths
 * (integers), never on binary fractions: 12.5 can never turn into 12.4999… and round the wrong way.
 *
 * Plus handicaps are written as negative numbers in the data (an index of +3.2 is −3.2) and shown with a
 * plus sign (formatHandicapIndex, formatCourseHandicap).
 */

/** The lowest handicap index the table covers: +5.0. */
export const MIN_HANDICAP_INDEX = -5;
/** The highest handicap index of the WHS. */
export const MAX_HANDICAP_INDEX = 54;
/** The slope of a course of standard difficulty. */
export const STANDARD_SLOPE = 113;

/** What the formula needs of a tee. */
export type TeeRating = Pick<Tee, 'courseRating' | 'slope'>;

/** A value with one decimal (a handicap index, a course rating) as a whole number of tenths. */
const tenths = (value: number) => Math.round(value * 10);

/**
 * Rounds numerator / denominator (denominator > 0) to the nearest integer, .5 toward +∞, exactly:
 * floor(n / d + 1/2) = floor((2n + d) / 2d). Never returns −0.
 */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) + 0;
}

/** WHS rounding of any number: nearest whole number, .5 toward +∞ (Math.round, without −0). */
export function roundHandicap(value: number): number {
  return Math.round(value) + 0;
}

/** The par of the course: the sum of its holes' pars. */
export function coursePar(holes: readonly Pick<Hole, 'par'>[]): number {
  return holes.reduce((sum, hole) => sum + hole.par, 0);
}

/**
 * The course handicap for a handicap index (one decimal; plus handicaps negative) on a tee of a course
 * with the given par. Exact: computed in tenths, then rounded half up.
 */
export function courseHandicap(handicapIndex: number, tee: TeeRating, par: number): number {
  // index × slope / 113 + (rating − par), all over 1130 in tenths.
  const numerator =
    tenths(handicapIndex) * tee.slope + STANDARD_SLOPE * (tenths(tee.courseRating) - 10 * par);
  return roundHalfUp(numerator, 10 * STANDARD_SLOPE);
}

/** The handicap indexes, lowest first, that give one course handicap: `from` and `to` both included. */
export interface IndexRange {
  courseHandicap: number;
  from: number;
  to: number;
}

export interface IndexBounds {
  min: number;
  max: number;
}

const DEFAULT_BOUNDS: IndexBounds = { min: MIN_HANDICAP_INDEX, max: MAX_HANDICAP_INDEX };

/**
 * For one tee, every course handicap the indexes from bounds.min to bounds.max (default +5.0 to 54.0)
 * can give, with the range of indexes, in steps of 0.1, that gives it. Sorted by course handicap, plus
 * handicaps (negative) first. The course handicap never falls as the index rises, so each range is one
 * unbroken run of indexes.
 */
export function indexRanges(tee: TeeRating, par: number, bounds: IndexBounds = DEFAULT_BOUNDS): IndexRange[] {
  const ranges: IndexRange[] = [];
  const last = tenths(bounds.max);
  for (let step = tenths(bounds.min); step <= last; step++) {
    const index = step / 10;
    const value = courseHandicap(index, tee, par);
    const current = ranges[ranges.length - 1];
    if (current && current.courseHandicap === value) current.to = index;
    else ranges.push({ courseHandicap: value, from: index, to: index });
  }
  return ranges;
}

/** One row of the stroke table: a course handicap, and per tee id the indexes that give it (if any). */
export interface StrokeTableRow {
  courseHandicap: number;
  ranges: Record<string, IndexRange | undefined>;
}

/**
 * The stroke table of a course: one row per course handicap any tee gives (plus handicaps first), one
 * column per tee with the range of handicap indexes that gives that course handicap on that tee.
 */
export function strokeTable(
  tees: readonly (TeeRating & Pick<Tee, 'id'>)[],
  par: number,
  bounds: IndexBounds = DEFAULT_BOUNDS,
): StrokeTableRow[] {
  const perTee = tees.map((tee) => ({ id: tee.id, ranges: indexRanges(tee, par, bounds) }));
  const values = new Set(perTee.flatMap(({ ranges }) => ranges.map((range) => range.courseHandicap)));
  return [...values]
    .sort((a, b) => a - b)
    .map((value) => ({
      courseHandicap: value,
      ranges: Object.fromEntries(
        perTee.map(({ id, ranges }) => [id, ranges.find((range) => range.courseHandicap === value)]),
      ),
    }));
}

/** A handicap index as golfers write it: one decimal, plus handicaps with a "+" (−3.2 → "+3.2"). */
export function formatHandicapIndex(index: number): string {
  const value = tenths(index);
  const digits = (Math.abs(value) / 10).toFixed(1);
  return value < 0 ? `+${digits}` : digits;
}

/** A course handicap as golfers write it: plus handicaps with a "+" (−2 → "+2"), 0 as "0". */
export function formatCourseHandicap(value: number): string {
  return value < 0 ? `+${Math.abs(value)}` : String(value);
}
