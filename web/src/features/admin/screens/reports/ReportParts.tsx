import { type ReactNode, useId } from 'react';
import type { ReportSummary } from '../../../../../../common/api/reports';
import { useAdminT } from '../../i18n';
import { formatChange } from './format';

/** One part of the report: its heading (which names the region), a hint, then figures, charts and tables. */
export function ReportSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="reports-section" aria-labelledby={headingId}>
      <h2 className="reports-section__title" id={headingId}>
        {title}
      </h2>
      {hint ? <p className="admin-hint reports-section__hint">{hint}</p> : null}
      {children}
    </section>
  );
}

export interface ReportFigure {
  label: string;
  value: string;
  /** The same figure a year earlier, when comparing, and the change to it ("+12%"). */
  earlier?: string;
  change?: string | null;
}

/** The part's key numbers as cards: two across on a phone, more where there is room. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  const t = useAdminT();
  return (
    <dl className="reports-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="reports-figure">
          <dt className="reports-figure__label">{figure.label}</dt>
          <dd className="reports-figure__value">{figure.value}</dd>
          {figure.earlier === undefined ? null : (
            <dd className="reports-figure__earlier">
              {t('admin.reports.earlierValue', { value: figure.earlier })}
              {figure.change ? <span className="reports-figure__change"> ({figure.change})</span> : null}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** A figure from a number, with the year earlier's and the change to it when comparing. */
export function numberFigure(
  label: string,
  now: number,
  before: number | undefined,
  format: (value: number) => string,
): ReportFigure {
  return before === undefined
    ? { label, value: format(now) }
    : { label, value: format(now), earlier: format(before), change: formatChange(now, before) };
}

/** What each part of the report is given: the period's summary, and the year earlier's when comparing. */
export interface ReportPartProps {
  summary: ReportSummary;
  earlier?: ReportSummary | undefined;
}
