import { describe, expect, it } from 'vitest';
import {
  courseHandicap,
  coursePar,
  formatCourseHandicap,
  formatHandicapIndex,
  indexRanges,
  roundHandicap,
  strokeTable,
} from './strokeTable';

/** A tee of standard difficulty: the course handicap is the index plus (rating − par). */
const standard = (courseRating: number) => ({ courseRating, slope: 113 });
const white = { id: 'white', courseRating: 72.4, slope: 134 };
const blue = { id: 'blue', courseRating: 69.2, slope: 126 };

describe('roundHandicap', () => {
  it('rounds to the nearest whole number, .5 toward +∞', () => {
    expect(roundHandicap(12.5)).toBe(13);
    expect(roundHandicap(12.49)).toBe(12);
    expect(roundHandicap(0.5)).toBe(1);
    expect(roundHandicap(-1.5)).toBe(-1);
    expect(roundHandicap(-1.51)).toBe(-2);
  });

  it('gives 0, not −0, for −0.5', () => {
    expect(Object.is(roundHandicap(-0.5), 0)).toBe(true);
  });
});

describe('courseHandicap', () => {
  it('applies index × slope / 113 + (course rating − par)', () => {
    // 10 × 134 / 113 + 2.4 = 14.26
    expect(courseHandicap(10, white, 70)).toBe(14);
    // 36 × 134 / 113 + 2.4 = 45.09
    expect(courseHandicap(36, white, 70)).toBe(45);
    // 54 × 126 / 113 − 0.8 = 59.41
    expect(courseHandicap(54, blue, 70)).toBe(59);
    // 0 + (69.2 − 70) = −0.8
    expect(courseHandicap(0, blue, 70)).toBe(-1);
  });

  it('rounds an exact .5 up, also where floating point would give 12.4999…', () => {
    expect(courseHandicap(12, standard(70.5), 70)).toBe(13);
    // 11.2 + (71.3 − 70) is 12.499999999999996 in binary floating point
    expect(courseHandicap(11.2, standard(71.3), 70)).toBe(13);
    expect(courseHandicap(11.1, standard(71.3), 70)).toBe(12);
  });

  it('handles plus handicaps (negative indexes), rounding −0.5 to 0 and −1.5 to −1', () => {
    expect(courseHandicap(-1, standard(70.5), 70)).toBe(0);
    expect(Object.is(courseHandicap(-1, standard(70.5), 70), 0)).toBe(true);
    expect(courseHandicap(-2, standard(70.5), 70)).toBe(-1);
    expect(courseHandicap(-2.1, standard(70.5), 70)).toBe(-2);
    // +5.0 on the blue tee: −5 × 126 / 113 − 0.8 = −6.38
    expect(courseHandicap(-5, blue, 70)).toBe(-6);
  });
});

describe('coursePar', () => {
  it('adds up the pars of the holes', () => {
    expect(coursePar([{ par: 4 }, { par: 3 }, { par: 5 }])).toBe(12);
    expect(coursePar([])).toBe(0);
  });
});

describe('indexRanges', () => {
  it('gives, on a standard tee, the indexes that round to each course handicap', () => {
    const ranges = indexRanges(standard(70), 70);
    expect(ranges.find((range) => range.courseHandicap === 12)).toEqual({
      courseHandicap: 12,
      from: 11.5,
      to: 12.4,
    });
    expect(ranges.find((range) => range.courseHandicap === 0)).toEqual({
      courseHandicap: 0,
      from: -0.5,
      to: 0.4,
    });
    expect(ranges.find((range) => range.courseHandicap === -1)).toEqual({
      courseHandicap: -1,
      from: -1.5,
      to: -0.6,
    });
  });

  it('starts at +5.0 and ends at 54.0, cutting the first and last ranges there', () => {
    const ranges = indexRanges(standard(70), 70);
    expect(ranges[0]).toEqual({ courseHandicap: -5, from: -5, to: -4.6 });
    expect(ranges.at(-1)).toEqual({ courseHandicap: 54, from: 53.5, to: 54 });
    expect(ranges).toHaveLength(60);
  });

  it('finds the boundaries on a sloped tee: white gives 2 for +0.7 to 0.0', () => {
    // 1.5 ≤ i × 134 / 113 + 2.4 < 2.5  ⇔  −0.759 ≤ i < 0.084
    expect(indexRanges(white, 70).find((range) => range.courseHandicap === 2)).toEqual({
      courseHandicap: 2,
      from: -0.7,
      to: 0,
    });
  });

  it('covers every index from +5.0 to 54.0 once, in unbroken runs that each round to their value', () => {
    const ranges = indexRanges(white, 70);
    expect(ranges[0]?.from).toBe(-5);
    expect(ranges.at(-1)?.to).toBe(54);
    ranges.forEach((range, position) => {
      expect(courseHandicap(range.from, white, 70)).toBe(range.courseHandicap);
      expect(courseHandicap(range.to, white, 70)).toBe(range.courseHandicap);
      const next = ranges[position + 1];
      if (next) {
        expect(Math.round((next.from - range.to) * 10)).toBe(1);
        expect(next.courseHandicap).toBe(range.courseHandicap + 1);
      }
    });
  });

  it('takes other bounds', () => {
    expect(indexRanges(standard(70), 70, { min: 0, max: 1 })).toEqual([
      { courseHandicap: 0, from: 0, to: 0.4 },
      { courseHandicap: 1, from: 0.5, to: 1 },
    ]);
  });
});

describe('strokeTable', () => {
  it('has one row per course handicap of any tee, plus handicaps first, a range per tee or none', () => {
    const rows = strokeTable([white, blue], 70);
    expect(rows[0]?.courseHandicap).toBe(-6);
    expect(rows[0]?.ranges.white).toBeUndefined();
    // i × 126 / 113 − 0.8 < −5.5  ⇔  i < −4.215
    expect(rows[0]?.ranges.blue).toEqual({ courseHandicap: -6, from: -5, to: -4.3 });
    expect(rows.at(-1)?.courseHandicap).toBe(66);
    expect(rows.at(-1)?.ranges.blue).toBeUndefined();
    expect(rows.map((row) => row.courseHandicap)).toEqual(Array.from({ length: 73 }, (_, i) => i - 6));
  });
});

describe('formatting', () => {
  it('writes plus handicaps with a plus sign', () => {
    expect(formatHandicapIndex(-3.2)).toBe('+3.2');
    expect(formatHandicapIndex(-5)).toBe('+5.0');
    expect(formatHandicapIndex(0)).toBe('0.0');
    expect(formatHandicapIndex(-0.04)).toBe('0.0');
    expect(formatHandicapIndex(54)).toBe('54.0');
    expect(formatCourseHandicap(-2)).toBe('+2');
    expect(formatCourseHandicap(0)).toBe('0');
    expect(formatCourseHandicap(17)).toBe('17');
  });
});
