import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type ClubRules, clubRules } from '../../../../../common/api/clubRules';
import { api, apiRequest } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** Under 'admin', so signing out forgets it with the rest. */
export const clubRulesAdminKey = ['admin', 'rules'] as const;

/** GET /admin/rules: the stored rules, or the seeded ones while none are stored. */
export function useAdminClubRules() {
  return useQuery({
    queryKey: clubRulesAdminKey,
    queryFn: ({ signal }) => api.get(adminApiPaths.clubRules.path(), clubRules, signal),
  });
}

/** PUT /admin/rules → the saved rules; the public pages this tab loaded read them again. */
export function useSaveClubRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ClubRules) =>
      apiRequest(adminApiPaths.clubRules.path(), clubRules, { method: 'PUT', body: rules }),
    onSuccess: (saved) => queryClient.setQueryData(clubRulesAdminKey, saved),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
