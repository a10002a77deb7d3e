import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../../../common/api/paths';
import { api } from '../../../lib/api';
import { adminKeys, forgetStaffData } from './adminKeys';

/** POST /auth/logout: ends the session (204). */
export async function postLogout(): Promise<void> {
  await api.post(apiPaths.logout.path(), undefined, z.unknown());
}

/** Whatever the answer, the screen forgets the staff member and everything it loaded for them. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogout,
    onSettled: () => {
      forgetStaffData(queryClient);
      queryClient.setQueryData(adminKeys.me, null);
    },
  });
}
