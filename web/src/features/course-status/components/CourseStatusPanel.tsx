import type { CourseStatusInfo } from '../../../../../common/api/content';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import { courseStatusTiles } from './courseStatusTiles';
import { StatusIcon } from './StatusIcon';

/** The id of the panel, so that links can point at it (`/#course-status`). */
export const COURSE_STATUS_ANCHOR = 'course-status';

export interface CourseStatusPanelProps {
  /** undefined until loaded, or when loading failed. */
  info: CourseStatusInfo | undefined;
  isLoading: boolean;
  /** The course-status text, shown when present. */
  condition?: string | undefined;
}

export function CourseStatusPanel({ info, isLoading, condition }: CourseStatusPanelProps) {
  const t = useT();
  const titleId = `${COURSE_STATUS_ANCHOR}-title`;
  return (
    <section id={COURSE_STATUS_ANCHOR} className="status-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="status-panel__title">
        {t('courseStatus.title')}
      </h2>
      {isLoading ? (
        <Spinner label={t('courseStatus.loading')} />
      ) : (
        <dl className="status-tiles">
          {courseStatusTiles(info, t).map((tile) => (
            <div key={tile.id} className={`status-tile status-tile--${tile.tone}`}>
              <dt className="status-tile__label">{tile.label}</dt>
              <dd className="status-tile__value">
                <StatusIcon tone={tile.tone} />
                {tile.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {condition ? (
        <p className="status-panel__condition">
          <strong>{t('courseStatus.condition')}:</strong> {condition}
        </p>
      ) : null}
    </section>
  );
}
