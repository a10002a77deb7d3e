import { Link } from 'react-router';
import type { PageWidget } from '../../../../../../common/api/pages';
import { adminPath, adminSections } from '../../adminPaths';
import { useAdminT } from '../../i18n';
import { widgetInfo } from './widgets';

/** One of the site's features on the page: not text to edit here, so it says where its contents change. */
export function WidgetCard({ widget }: { widget: PageWidget }) {
  const t = useAdminT();
  const { section } = widgetInfo[widget];
  const screen = section ? adminSections.find((s) => s.id === section) : undefined;
  return (
    <p className="page-editor-widget">
      {screen ? (
        <>
          {t('admin.pages.widget.editedUnder')} <Link to={adminPath(screen.id)}>{t(screen.labelKey)}</Link>
        </>
      ) : (
        t('admin.pages.widget.builtIn')
      )}
    </p>
  );
}
