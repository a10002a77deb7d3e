import type { DayHours, PublicOpeningPeriod } from '../../../../../common/api/openingHours';

export interface BarSeasonHours {
  name: string;
  /** "01/11", as the bar's seasons are written (docs/product.md, Opening hours). */
  from: string;
  to: string;
  /** The hours of its open days when they share them; null when the days differ (each is then listed). */
  common: { opens: string; closes: string | null } | null;
  /** dayOfWeek values (0 = Sunday) of the closed days. */
  closedOn: number[];
  /** Each day, Monday first, as the data holds them. */
  days: readonly DayHours[];
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const dayMonth = ({ month, day }: { month: number; day: number }) => `${pad2(day)}/${pad2(month)}`;
/** Periods store their days Monday first; dayOfWeek counts from Sunday. */
const dayOfWeekAt = (mondayFirst: number) => (mondayFirst + 1) % 7;

/** A bar season as its table row reads it. */
export function barSeasonHours(period: PublicOpeningPeriod): BarSeasonHours {
  const open = period.days.filter((day) => day !== null);
  const [first] = open;
  const shared = first && open.every((day) => day.opens === first.opens && day.closes === first.closes);
  return {
    name: period.name,
    from: dayMonth(period.from),
    to: dayMonth(period.to),
    common: shared ? { opens: first.opens, closes: first.closes } : null,
    closedOn: period.days.flatMap((day, index) => (day ? [] : [dayOfWeekAt(index)])),
    days: period.days,
  };
}
