import type { Course } from '../../../../../common/api/holes';
import { useLocale, useT } from '../../../lib/i18n';
import { courseTotals, formatMetres } from '../courseTotals';

/** Each tee's course rating, slope and length: what the handicap system needs, and what you play. */
export function TeeRatings({ course }: { course: Course }) {
  const t = useT();
  const locale = useLocale();
  const totals = courseTotals(course);
  return (
    <table className="tee-ratings">
      <caption>{t('overview.ratingsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('overview.colTee')}</th>
          <th scope="col">{t('overview.colRating')}</th>
          <th scope="col">{t('overview.colSlope')}</th>
          <th scope="col">{t('overview.colLength')}</th>
        </tr>
      </thead>
      <tbody>
        {totals.tees.map(({ tee, total }) => (
          <tr key={tee.id}>
            <th scope="row">
              <span className="tee-swatch" style={{ backgroundColor: tee.colour }} aria-hidden="true" />
              {tee.name}
            </th>
            <td>{tee.courseRating.toFixed(1)}</td>
            <td>{tee.slope}</td>
            <td>{t('holes.metres', { metres: formatMetres(total, locale) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
