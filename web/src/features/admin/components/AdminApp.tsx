import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api';
import { ADMIN_BASE, screensFor } from '../adminPaths';
import { adminKeys } from '../api/adminKeys';
import { useMe } from '../api/getMe';
import { useAdminT } from '../i18n';
import { adminScreens } from '../screens/adminScreens';
import { AdminShell } from './AdminShell';
import { errorText } from './errorText';
import { SignInScreen } from './SignInScreen';
import { UnsavedChangesProvider } from './useUnsavedChangesGuard';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** When the session ends (expired, or signed out elsewhere), any admin call answers 401: back to sign-in. */
function useSignInAgainOn401() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () => queryClient.setQueryData(adminKeys.me, null);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.query.queryKey[0] === 'admin' &&
        isUnauthorized(event.query.state.error)
      ) {
        signedOut();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.mutation?.state.error)) signedOut();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

/** /admin/*: never in search results (the head says so while the admin is shown). */
export function AdminApp() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <AdminContent />
    </>
  );
}

/** The sign-in screen, or the admin shell with its screens. */
function AdminContent() {
  const t = useAdminT();
  const me = useMe();
  useSignInAgainOn401();

  if (me.isPending) {
    return (
      <main className="admin-sign-in" id="admin-main">
        <Spinner label={t('admin.loading')} />
      </main>
    );
  }
  if (me.isError) {
    return (
      <main className="admin-sign-in" id="admin-main">
        <div className="admin-sign-in__card admin-alert admin-alert--error" role="alert">
          <p>{t('admin.sessionCheckFailed', { message: errorText(me.error, t) })}</p>
          <button type="button" className="button" onClick={() => void me.refetch()}>
            {t('admin.retry')}
          </button>
        </div>
      </main>
    );
  }
  if (!me.data) return <SignInScreen />;

  return (
    <UnsavedChangesProvider>
      <Routes>
        <Route element={<AdminShell user={me.data} />}>
          {screensFor(me.data.role).map(({ id, path }) => {
            const Screen = adminScreens[id];
            return path ? (
              <Route key={id} path={path} element={<Screen />} />
            ) : (
              <Route key={id} index element={<Screen />} />
            );
          })}
          <Route path="*" element={<Navigate to={ADMIN_BASE} replace />} />
        </Route>
      </Routes>
    </UnsavedChangesProvider>
  );
}
