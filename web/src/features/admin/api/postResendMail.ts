import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

/** POST /admin/outbox/{id}/resend → 204: the mail is queued again. */
export async function postResendMail(id: number): Promise<void> {
  await api.post(adminApiPaths.resendMail.path({ id: id }), undefined, z.unknown());
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResendMail,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
      await refreshAfterChange(queryClient);
    },
  });
}
