import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type AdminMarks, adminMarks, type SaveMarksBody } from '../../../../../common/api/marks';
import { api, apiRequest } from '../../../lib/api';
import { useAfterDocumentChange, useRestoreRevision } from './documentHistory';
import { mediaKey } from './media';

/** Under 'admin', so signing out forgets it with the rest. */
export const marksAdminKey = ['admin', 'marks'] as const;

/** GET /admin/marks: both lists, the version a save is made on, and who published them last. */
export function useAdminMarks() {
  return useQuery({
    queryKey: marksAdminKey,
    queryFn: ({ signal }) => api.get(adminApiPaths.marks.path(), adminMarks, signal),
  });
}

/**
 * PUT /admin/marks: saved and published at once; the library reads again where its pictures are used, and
 * this tab's pages their marks. A save on an older version fails with a 409 naming who saved first
 * (staleVersion.ts).
 */
export function useSaveMarks() {
  const after = useAfterDocumentChange<AdminMarks>('marks', marksAdminKey, [mediaKey]);
  return useMutation({
    mutationFn: (body: SaveMarksBody) =>
      apiRequest(adminApiPaths.marks.path(), adminMarks, { method: 'PUT', body }),
    ...after,
  });
}

/** POST /admin/marks/revisions/{n}/restore: an earlier revision published again, as a save is. */
export const useRestoreMarks = () => useRestoreRevision('marks', adminMarks, marksAdminKey, [mediaKey]);
