import { Link, Navigate, useParams } from 'react-router';
import { type AdminPage, type PageKey, pageKey as pageKeySchema } from '../../../../../common/api/pages';
import { adminPath } from '../adminPaths';
import { useAdminPage } from '../api/pages';
import { AdminScreen } from '../components/AdminScreen';
import { PageEditor } from '../components/pages/PageEditor';
import { QueryGate } from '../components/QueryGate';
import { staffName } from '../components/staffName';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/dateTime';
import '../../../styles/admin-pages.css';

function PageLead({ page }: { page: AdminPage }) {
  const t = useAdminT();
  return (
    <>
      <span className="page-editor-lead__path">{page.path}</span> ·{' '}
      {t('admin.pages.lastChange', {
        who: staffName(page.updatedBy, t),
        when: formatDateTime(page.updatedAt),
      })}
      {page.hasDraft ? (
        <>
          {' '}
          <span className="admin-badge admin-badge--waiting">{t('admin.pages.draft')}</span>
        </>
      ) : null}
    </>
  );
}

function PageEditorLoader({ pageKey }: { pageKey: PageKey }) {
  const t = useAdminT();
  const page = useAdminPage(pageKey);
  return (
    <AdminScreen
      title={page.data ? page.data.draft.title.en || page.data.path : t('admin.pages.editorTitle')}
      lead={page.data ? <PageLead page={page.data} /> : undefined}
      actions={
        <Link className="button button--secondary admin-button--small" to={adminPath('pages')}>
          <span aria-hidden="true">‹</span> {t('admin.pages.back')}
        </Link>
      }
    >
      {/*
        A new form for each page: one page's changes never carry over to another. Once loaded, the form stays
        whatever a later read in the background answers: a failed refetch must not take unsaved text with it.
      */}
      {page.data ? (
        <PageEditor key={page.data.key} page={page.data} />
      ) : (
        <QueryGate query={page}>{(data) => <PageEditor key={data.key} page={data} />}</QueryGate>
      )}
    </AdminScreen>
  );
}

/** /admin/pages/{key}: one page's editor, reached from the Pages screen; an unknown key goes back there. */
export function PageEditorScreen() {
  const { key } = useParams();
  const parsed = pageKeySchema.safeParse(key);
  if (!parsed.success) return <Navigate to={adminPath('pages')} replace />;
  return <PageEditorLoader pageKey={parsed.data} />;
}
