import { useT } from '../../../lib/i18n';
import { useWebsiteContent } from '../../content/api/getWebsiteContent';

/** The course-status text (GET /websitecontent/course-status) as the Condition line; nothing without one. */
export function CourseCondition() {
  const t = useT();
  const condition = useWebsiteContent('course-status').data?.content.trim();
  if (!condition) return null;
  return (
    <p className="menu-condition">
      <span className="menu-condition__label">{t('menu.condition')}</span> {condition}
    </p>
  );
}
