import { useId } from 'react';
import type { Tee } from '../../../../../common/api/holes';
import {
  formatCourseHandicap,
  formatHandicapIndex,
  type StrokeTableRow,
} from '../../../../../common/rules/strokeTable';
import { useT } from '../../../lib/i18n';

/** The stroke table as an accessible text table: a row per course handicap, a column per tee. */
export function StrokeTableText({
  tees,
  rows,
  par,
}: {
  tees: readonly Tee[];
  rows: readonly StrokeTableRow[];
  par: number;
}) {
  const t = useT();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard
    <section className="table-scroll stroke-text" aria-labelledby={captionId} tabIndex={0}>
      <table className="stroke-table">
        <caption id={captionId}>{t('handicapStrokeTable.tableCaption', { par })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('handicapStrokeTable.colCourseHandicap')}</th>
            {tees.map((tee) => (
              <th key={tee.id} scope="col">
                <span className="tee-swatch" style={{ backgroundColor: tee.colour }} aria-hidden="true" />
                {tee.name}
                <span className="stroke-table__rating">
                  {t('handicapStrokeTable.teeRating', {
                    rating: tee.courseRating.toFixed(1),
                    slope: tee.slope,
                  })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.courseHandicap}>
              <th scope="row">{formatCourseHandicap(row.courseHandicap)}</th>
              {tees.map((tee) => {
                const range = row.ranges[tee.id];
                return (
                  <td key={tee.id}>
                    {!range
                      ? t('handicapStrokeTable.none')
                      : range.from === range.to
                        ? formatHandicapIndex(range.from)
                        : t('handicapStrokeTable.range', {
                            from: formatHandicapIndex(range.from),
                            to: formatHandicapIndex(range.to),
                          })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
