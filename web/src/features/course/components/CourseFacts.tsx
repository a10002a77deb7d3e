import { useLocale, useT } from '../../../lib/i18n';
import { useCourse } from '../api/getCourse';
import { courseTotals, formatMetres } from '../courseTotals';

/** One line about the course under a page title: holes, par and the length from the back tee. */
export function CourseFacts() {
  const t = useT();
  const locale = useLocale();
  const { data } = useCourse();
  if (!data || data.holes.length === 0 || data.tees.length === 0) return <>{t('course.factsPending')}</>;
  const totals = courseTotals(data);
  const longest = totals.tees.reduce((best, tee) => (tee.total > best.total ? tee : best));
  return (
    <>
      {t('course.facts', {
        holes: data.holes.length,
        par: totals.par.total,
        metres: formatMetres(longest.total, locale),
        tee: longest.tee.name.toLowerCase(),
      })}
    </>
  );
}
