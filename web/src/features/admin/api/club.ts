import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type AdminClubDetails, adminClubDetails, type SaveClubBody } from '../../../../../common/api/club';
import { api, apiRequest } from '../../../lib/api';
import { useAfterDocumentChange, useRestoreRevision } from './documentHistory';

/** Under 'admin', so signing out forgets it with the rest. */
export const clubAdminKey = ['admin', 'club'] as const;

/** GET /admin/club: the details, the version a save is made on, and who published them last. */
export function useAdminClub() {
  return useQuery({
    queryKey: clubAdminKey,
    queryFn: ({ signal }) => api.get(adminApiPaths.club.path(), adminClubDetails, signal),
  });
}

/**
 * PUT /admin/club: saved and published at once; the public pages of this tab (the header and footer of
 * every one) read the details again. A save on an older version fails with a 409 naming who saved first
 * (staleVersion.ts).
 */
export function useSaveClub() {
  const after = useAfterDocumentChange<AdminClubDetails>('club', clubAdminKey);
  return useMutation({
    mutationFn: (body: SaveClubBody) =>
      apiRequest(adminApiPaths.club.path(), adminClubDetails, { method: 'PUT', body }),
    ...after,
  });
}

/** POST /admin/club/revisions/{n}/restore: an earlier revision published again, as a save is. */
export const useRestoreClub = () => useRestoreRevision('club', adminClubDetails, clubAdminKey);
