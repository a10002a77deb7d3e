import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { revisionList } from '../../../../../common/api/documents';
import { api, apiRequest } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** The documents staff save and publish at once, each with a history as a page's. */
const historyPaths = {
  club: { revisions: adminApiPaths.clubRevisions, restore: adminApiPaths.restoreClubRevision },
  course: { revisions: adminApiPaths.courseRevisions, restore: adminApiPaths.restoreCourseRevision },
  marks: { revisions: adminApiPaths.marksRevisions, restore: adminApiPaths.restoreMarksRevision },
};
export type HistoryDocument = keyof typeof historyPaths;

/** Under the document's own key (['admin', 'club']), so signing out forgets it with the rest. */
export const revisionsKey = (document: HistoryDocument) => ['admin', document, 'revisions'] as const;

/** GET /admin/{document}/revisions: what publishing recorded, newest first. */
export function useDocumentRevisions(document: HistoryDocument) {
  return useQuery({
    queryKey: revisionsKey(document),
    queryFn: ({ signal }) => api.get(historyPaths[document].revisions.path(), revisionList, signal),
  });
}

/**
 * After a save or a restore: the answer is the document's new state (at `adminKey`), its history has a
 * new revision, and the public pages of this tab, with whatever `alsoStale` names, are read again.
 */
export function useAfterDocumentChange<Answer>(
  document: HistoryDocument,
  adminKey: QueryKey,
  alsoStale: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: Answer) => {
      queryClient.setQueryData(adminKey, saved);
      void queryClient.invalidateQueries({ queryKey: revisionsKey(document) });
    },
    onSettled: () => {
      for (const queryKey of alsoStale) void queryClient.invalidateQueries({ queryKey });
      return refreshAfterChange(queryClient);
    },
  };
}

/**
 * POST /admin/{document}/revisions/{n}/restore: revision n is published again on `version`, as a new
 * revision. One on an older version fails with a 409 naming who saved first (staleVersion.ts).
 */
export function useRestoreRevision<Schema extends z.ZodType>(
  document: HistoryDocument,
  answer: Schema,
  adminKey: QueryKey,
  alsoStale: readonly QueryKey[] = [],
) {
  const after = useAfterDocumentChange<z.output<Schema>>(document, adminKey, alsoStale);
  return useMutation({
    mutationFn: ({ n, version }: { n: number; version: number }) =>
      apiRequest(historyPaths[document].restore.path({ n }), answer, { method: 'POST', body: { version } }),
    ...after,
  });
}
