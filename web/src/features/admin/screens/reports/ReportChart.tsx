import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAdminT } from '../../i18n';
import type { BarChartSpec } from './charts/barChartSpec';
import type { DrawnChart } from './charts/drawBarChart';
import { loadBarChart } from './charts/loadBarChart';

interface ReportChartProps {
  title: string;
  /** What the chart counts, when its title cannot say it all. */
  hint?: string;
  /** Memoised by the caller: a new spec draws the chart again. */
  spec: BarChartSpec;
  size?: 'short' | 'tall';
  /** The table behind the chart: the same numbers, for screen readers, for copying, and for print. */
  children: ReactNode;
}

/**
 * One chart of the report, with its table behind it. The charting library arrives with the first chart
 * (a dynamic import), so the admin's other screens never load it; if it cannot load, the table stands in.
 */
export function ReportChart({ title, hint, spec, size = 'short', children }: ReportChartProps) {
  const t = useAdminT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadBarChart()
      .then((drawBarChart) => {
        const canvas = canvasRef.current;
        if (!current || !canvas) return;
        if (drawn.current) drawn.current.update(spec);
        else drawn.current = drawBarChart(canvas, spec);
      })
      .catch((error: unknown) => {
        console.info('The chart could not be drawn.', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [spec]);

  useEffect(
    () => () => {
      drawn.current?.destroy();
      drawn.current = null;
    },
    [],
  );

  return (
    <figure className="reports-chart">
      <figcaption className="reports-chart__title">{title}</figcaption>
      {hint ? <p className="admin-hint reports-chart__hint">{hint}</p> : null}
      {failed ? (
        <p className="admin-hint">{t('admin.reports.chartLoadFailed')}</p>
      ) : (
        <div className={`reports-chart__canvas reports-chart__canvas--${size}`}>
          <canvas ref={canvasRef} role="img" aria-label={t('admin.reports.chartName', { title })} />
        </div>
      )}
      <details className="reports-chart__table" open={failed || undefined}>
        <summary>{t('admin.reports.chartTable')}</summary>
        {children}
      </details>
    </figure>
  );
}
