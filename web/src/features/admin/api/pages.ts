import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import type { RevisionList } from '../../../../../common/api/documents';
import {
  type AdminPage,
  adminPage,
  type PageKey,
  type PageList,
  pageList,
  pageRevisions,
  type SavePageBody,
} from '../../../../../common/api/pages';
import { api, apiRequest } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** Under 'admin', so signing out forgets them with the rest. */
export const pageKeys = {
  list: ['admin', 'pages'] as const,
  page: (key: PageKey) => ['admin', 'pages', key] as const,
  revisions: (key: PageKey) => ['admin', 'pages', key, 'revisions'] as const,
};

/** GET /admin/pages: every page staff edit, with its last change and whether a draft waits. */
export function getPageList(signal?: AbortSignal): Promise<PageList> {
  return api.get(adminApiPaths.pages.path(), pageList, signal);
}

export function usePageList() {
  return useQuery({ queryKey: pageKeys.list, queryFn: ({ signal }) => getPageList(signal) });
}

/** GET /admin/pages/{key}: the draft (the published content when there is none), the published, the version. */
export function getAdminPage(key: PageKey, signal?: AbortSignal): Promise<AdminPage> {
  return api.get(adminApiPaths.page.path({ key }), adminPage, signal);
}

export function useAdminPage(key: PageKey) {
  return useQuery({ queryKey: pageKeys.page(key), queryFn: ({ signal }) => getAdminPage(key, signal) });
}

/** GET /admin/pages/{key}/revisions: what publishing recorded, newest first as the server sends them. */
export function getPageRevisions(key: PageKey, signal?: AbortSignal): Promise<RevisionList> {
  return api.get(adminApiPaths.pageRevisions.path({ key }), pageRevisions, signal);
}

export function usePageRevisions(key: PageKey) {
  return useQuery({
    queryKey: pageKeys.revisions(key),
    queryFn: ({ signal }) => getPageRevisions(key, signal),
  });
}

/** After a change: this page's answer is the new state; the list, the history and public pages are stale. */
function useAfterPageChange(key: PageKey) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: AdminPage) => {
      queryClient.setQueryData(pageKeys.page(key), saved);
      void queryClient.invalidateQueries({ queryKey: pageKeys.list, exact: true });
      void queryClient.invalidateQueries({ queryKey: pageKeys.revisions(key) });
    },
    onSettled: () => refreshAfterChange(queryClient),
  };
}

/** PUT /admin/pages/{key}: saves the draft made on `version`; visitors see it once it is published. */
export function useSavePage(key: PageKey) {
  const after = useAfterPageChange(key);
  return useMutation({
    mutationFn: (body: SavePageBody) =>
      apiRequest(adminApiPaths.page.path({ key }), adminPage, { method: 'PUT', body }),
    ...after,
  });
}

/** POST /admin/pages/{key}/publish: the saved draft becomes what visitors see, as a new revision. */
export function usePublishPage(key: PageKey) {
  const after = useAfterPageChange(key);
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(adminApiPaths.publishPage.path({ key }), adminPage, {
        method: 'POST',
        body: { version },
      }),
    ...after,
  });
}

/** POST /admin/pages/{key}/revisions/{n}/restore: revision n is published again, as a new revision. */
export function useRestorePageRevision(key: PageKey) {
  const after = useAfterPageChange(key);
  return useMutation({
    mutationFn: ({ n, version }: { n: number; version: number }) =>
      apiRequest(adminApiPaths.restorePageRevision.path({ key, n }), adminPage, {
        method: 'POST',
        body: { version },
      }),
    ...after,
  });
}
