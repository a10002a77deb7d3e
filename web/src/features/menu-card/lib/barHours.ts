import { type CalendarDate, formatTime } from '../../../../../common/rules/clubTime';
import { OPENING_HOURS, type OpeningPeriod } from '../../../../../common/rules/prices';
import type { Season } from '../../../../../common/rules/seasons';
import { dayOfWeek } from '../../../../../common/rules/seasons';

export interface BarSeasonHours {
  season: Season;
  /** "01/11", as the bar's seasons are written (docs/product.md, Opening hours). */
  from: string;
  to: string;
  opens: string;
  /** null: open until closing, no time is given (docs/product.md, Opening hours). */
  closes: string | null;
  /** dayOfWeek values, 0 = Sunday. */
  closedOn: number[];
}

/** The bar's seasons in the order of docs/product.md, Opening hours: low, then high. */
const BAR_SEASONS: Season[] = ['low', 'high'];

const pad2 = (n: number) => String(n).padStart(2, '0');
const dayMonth = ({ month, day }: { month: number; day: number }) => `${pad2(day)}/${pad2(month)}`;

function toHours(season: Season, period: OpeningPeriod): BarSeasonHours {
  return {
    season,
    from: dayMonth(period.from),
    to: dayMonth(period.to),
    opens: formatTime(period.opens.hour, period.opens.minute),
    closes: period.closes ? formatTime(period.closes.hour, period.closes.minute) : null,
    closedOn: period.closedOn,
  };
}

export function barSeasonHours(): BarSeasonHours[] {
  return BAR_SEASONS.map((season) => toHours(season, OPENING_HOURS.bar[season]));
}

const monthDayKey = ({ month, day }: { month: number; day: number }) => month * 100 + day;

/** Whether a date falls in a period; periods may run over the new year (01/11 to 31/03). */
function inPeriod(date: CalendarDate, period: OpeningPeriod): boolean {
  const key = monthDayKey(date);
  const from = monthDayKey(period.from);
  const to = monthDayKey(period.to);
  return from <= to ? key >= from && key <= to : key >= from || key <= to;
}

export type BarDay =
  | { kind: 'open'; weekday: number; opens: string; closes: string | null }
  | { kind: 'closed'; weekday: number };

/** The bar's hours on a date, or null on a day no season covers (31 October falls between them). */
export function barHoursOn(date: CalendarDate): BarDay | null {
  const season = BAR_SEASONS.find((s) => inPeriod(date, OPENING_HOURS.bar[s]));
  if (!season) return null;
  const hours = toHours(season, OPENING_HOURS.bar[season]);
  const weekday = dayOfWeek(date);
  if (hours.closedOn.includes(weekday)) return { kind: 'closed', weekday };
  return { kind: 'open', weekday, opens: hours.opens, closes: hours.closes };
}
