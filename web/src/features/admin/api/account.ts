import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { OwnPasswordChange } from '../../../../../common/api/account';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys, forgetStaffData } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** POST /admin/account/password → 204; 400 with a message when the current password is wrong. */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OwnPasswordChange) =>
      api.post(adminApiPaths.ownPassword.path(), change, z.unknown()),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** POST /admin/account/sign-out-everywhere → 204: this session ends too, so back to sign-in. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(adminApiPaths.signOutEverywhere.path(), undefined, z.unknown()),
    onSuccess: () => {
      forgetStaffData(queryClient);
      queryClient.setQueryData(adminKeys.me, null);
    },
  });
}
