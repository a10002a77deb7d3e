import { useSearchParams } from 'react-router';
import { reportPeriodQuery } from '../../../../../../common/api/reports';
import { clubToday, parseIsoDate } from '../../../../../../common/rules/clubTime';
import { type PeriodKind, type PickedPeriod, periodAround, periodKinds, type SeasonsOn } from './period';

const isKind = (text: string | null): text is PeriodKind => periodKinds.some((kind) => kind === text);

const dayParam = (params: URLSearchParams, name: string): string | null => {
  const text = params.get(name);
  return text && parseIsoDate(text) ? text : null;
};

export interface ReportPeriodState {
  period: PickedPeriod;
  /** Why the range cannot be reported (the API's own words), or null. */
  problem: string | null;
  compare: boolean;
  /** Another kind of period, around the day shown (a range keeps the period shown). */
  chooseKind(kind: PeriodKind): void;
  /** A period found some other way: stepped, a preset, a day picked. */
  show(period: PickedPeriod): void;
  setRange(from: string, to: string): void;
  setCompare(on: boolean): void;
}

/**
 * The period in the address (?period=month&date=…, ?period=range&from=…&to=…, &compare=1), so that a
 * reload, a bookmark or a printout keeps it; by default this month on the club's clock.
 */
export function useReportPeriod(seasonsOn: SeasonsOn): ReportPeriodState {
  const [params, setParams] = useSearchParams();
  const today = clubToday();
  const asked = params.get('period');
  const kind: PeriodKind = isKind(asked) ? asked : 'month';
  const compare = params.get('compare') === '1';
  const thisMonth = periodAround('month', today, seasonsOn);

  let period: PickedPeriod;
  if (kind === 'range') {
    const from = dayParam(params, 'from') ?? thisMonth.from;
    period = { kind, from, to: dayParam(params, 'to') ?? from };
  } else {
    period = periodAround(kind, dayParam(params, 'date') ?? today, seasonsOn);
  }
  const checked = reportPeriodQuery.safeParse({ from: period.from, to: period.to });
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  const write = (next: Record<string, string>, withCompare = compare) =>
    setParams({ ...next, ...(withCompare ? { compare: '1' } : {}) }, { replace: true });
  const show = (next: PickedPeriod) =>
    next.kind === 'range'
      ? write({ period: 'range', from: next.from, to: next.to })
      : write({ period: next.kind, date: next.from });

  return {
    period,
    problem,
    compare,
    chooseKind: (next) =>
      next === 'range'
        ? show({ kind: 'range', from: period.from, to: period.to })
        : write({
            period: next,
            date: period.kind === 'range' ? period.from : (dayParam(params, 'date') ?? today),
          }),
    show,
    setRange: (from, to) => write({ period: 'range', from, to }),
    setCompare: (on) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set('compare', '1');
          else next.delete('compare');
          return next;
        },
        { replace: true },
      ),
  };
}
