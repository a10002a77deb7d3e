import { Link } from 'react-router';
import type { PageList } from '../../../../../common/api/pages';
import { pageEditorPath } from '../adminPaths';
import { usePageList } from '../api/pages';
import { AdminScreen } from '../components/AdminScreen';
import { QueryGate } from '../components/QueryGate';
import { RefreshButton } from '../components/RefreshButton';
import { staffName } from '../components/staffName';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/dateTime';
import '../../../styles/admin-pages.css';

function PageCard({ page }: { page: PageList['pages'][number] }) {
  const t = useAdminT();
  return (
    <article className="admin-card pages-list__card" aria-labelledby={`page-${page.key}`}>
      <h2 className="admin-card__title pages-list__title" id={`page-${page.key}`}>
        <Link className="pages-list__link" to={pageEditorPath(page.key)}>
          {page.title || page.path}
        </Link>
        {page.hasDraft ? (
          <span className="admin-badge admin-badge--waiting">{t('admin.pages.draft')}</span>
        ) : null}
      </h2>
      <p className="admin-card__meta pages-list__path">{page.path}</p>
      <p className="admin-card__meta">
        {t('admin.pages.lastChange', {
          who: staffName(page.updatedBy, t),
          when: formatDateTime(page.updatedAt),
        })}
      </p>
    </article>
  );
}

/**
 * The pages staff edit (docs/product.md, Content): each with its last change and whether a draft waits to
 * be published; each opens its editor.
 */
export function PagesScreen() {
  const t = useAdminT();
  const pages = usePageList();
  return (
    <AdminScreen
      title={t('admin.nav.pages')}
      lead={t('admin.pages.screenLead')}
      actions={<RefreshButton query={pages} />}
    >
      <QueryGate query={pages}>
        {({ pages: list }) =>
          list.length === 0 ? (
            <p className="admin-empty">{t('admin.pages.none')}</p>
          ) : (
            <ul className="admin-list pages-list">
              {list.map((page) => (
                <li key={page.key}>
                  <PageCard page={page} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </AdminScreen>
  );
}
