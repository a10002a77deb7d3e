import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import {
  type NewStaffUser,
  type StaffAccount,
  type StaffUserChange,
  staffAccount,
} from '../../../../../common/api/users';
import { api, apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** GET /admin/users: every staff account (admins only; 403 for staff). */
export function getUsers(signal?: AbortSignal): Promise<StaffAccount[]> {
  return api.get(adminApiPaths.users.path(), z.array(staffAccount), signal);
}

export function useUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => getUsers(signal), staleTime: 0 });
}

/**
 * After a change to the accounts: the list, the audit log and the signed-in user are read again (an admin
 * who made themself staff loses the Users screen at once; one who deleted themself is signed out).
 */
function useUserMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      await queryClient.invalidateQueries({ queryKey: adminKeys.me });
      await refreshAfterChange(queryClient);
    },
  });
}

/** POST /admin/users → 201; 409 when the e-mail already has an account. */
export const useCreateUser = () =>
  useUserMutation((user: NewStaffUser) => api.post(adminApiPaths.users.path(), user, staffAccount));

/** PUT /admin/users/{id} {role?, password?} → 200; 409 when it would leave the club without an admin. */
export const useUpdateUser = () =>
  useUserMutation(({ id, change }: { id: string; change: StaffUserChange }) =>
    apiRequest(adminApiPaths.user.path({ id: id }), staffAccount, { method: 'PUT', body: change }),
  );

/** DELETE /admin/users/{id} → 204; the user's sessions end with it. */
export const useDeleteUser = () =>
  useUserMutation(async (id: string) => {
    await apiRequest(adminApiPaths.user.path({ id: id }), z.unknown(), { method: 'DELETE' });
  });
