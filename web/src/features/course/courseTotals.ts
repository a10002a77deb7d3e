import type { Course, Tee } from '../../../../common/api/holes';
import { ENGLISH_LOCALE, formatNumber } from '../../../../common/i18n/localeFormat';
import { coursePar } from '../../../../common/rules/strokeTable';

export interface TeeTotals {
  tee: Tee;
  /** Metres over the front nine (holes 1–9), the back nine (10–18) and the 18 holes. */
  out: number;
  in: number;
  total: number;
}

/** Par and lengths per tee, out, in and total, as a score card adds them up. */
export function courseTotals(course: Course) {
  const front = course.holes.filter((hole) => hole.number <= 9);
  const back = course.holes.filter((hole) => hole.number > 9);
  const metres = (holes: typeof course.holes, teeId: string) =>
    holes.reduce((sum, hole) => sum + (hole.lengths[teeId] ?? 0), 0);
  const tees: TeeTotals[] = course.tees.map((tee) => {
    const out = metres(front, tee.id);
    const back9 = metres(back, tee.id);
    return { tee, out, in: back9, total: out + back9 };
  });
  return {
    par: { out: coursePar(front), in: coursePar(back), total: coursePar(course.holes) },
    tees,
  };
}

/** Metres with the locale's grouping: 6,012 in English, 6.012 in Dutch and German, 6 012 in French. */
export const formatMetres = (metres: number, locale: string = ENGLISH_LOCALE) => formatNumber(metres, locale);
