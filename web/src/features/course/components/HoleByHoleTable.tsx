import { useId } from 'react';
import { Link } from 'react-router';
import type { Course, Hole } from '../../../../../common/api/holes';
import { holePath } from '../../../app/routes';
import { useLocale, useT } from '../../../lib/i18n';
import { courseTotals, formatMetres } from '../courseTotals';

/**
 * The course as a score card reads it: each hole with its par, stroke index and length from every tee,
 * the front nine added up as Out, the back nine as In, and the Total. It scrolls sideways on phones.
 */
export function HoleByHoleTable({ course }: { course: Course }) {
  const t = useT();
  const locale = useLocale();
  const captionId = useId();
  const totals = courseTotals(course);
  const holes = [...course.holes].sort((a, b) => a.number - b.number);
  const row = (hole: Hole) => (
    <tr key={hole.number}>
      <th scope="row" className="card-table__hole">
        {hole.number}
      </th>
      <td className="card-table__name">
        <Link to={holePath(hole.number)}>{hole.name}</Link>
      </td>
      <td>{hole.par}</td>
      <td>{hole.strokeIndex}</td>
      {course.tees.map((tee) => (
        <td key={tee.id}>{hole.lengths[tee.id] ?? '–'}</td>
      ))}
    </tr>
  );
  const sum = (label: string, part: 'out' | 'in' | 'total') => (
    <tr className={`card-table__sum card-table__sum--${part}`}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{totals.par[part]}</td>
      <td />
      {totals.tees.map((tee) => (
        <td key={tee.tee.id}>{formatMetres(tee[part], locale)}</td>
      ))}
    </tr>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus to scroll by keyboard
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="card-table">
        <caption id={captionId}>{t('overview.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.colHole')}</th>
            <th scope="col">{t('overview.colName')}</th>
            <th scope="col">{t('overview.colPar')}</th>
            <th scope="col">
              <abbr title={t('overview.colStrokeIndex')}>{t('overview.colStrokeIndexShort')}</abbr>
            </th>
            {course.tees.map((tee) => (
              <th key={tee.id} scope="col">
                <span className="tee-swatch" style={{ backgroundColor: tee.colour }} aria-hidden="true" />
                {tee.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {holes.filter((hole) => hole.number <= 9).map(row)}
          {sum(t('overview.out'), 'out')}
          {holes.filter((hole) => hole.number > 9).map(row)}
          {sum(t('overview.in'), 'in')}
          {sum(t('overview.total'), 'total')}
        </tbody>
      </table>
    </section>
  );
}
