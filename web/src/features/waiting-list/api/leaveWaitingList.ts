import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { WaitingListLeft } from '../../../../../common/api/waitingList';
import { api } from '../../../lib/api';
import { waitingListOfferQueryKey } from './getWaitingListOffer';

const leftSchema = () =>
  import('../../../../../common/api/waitingList').then((module) => module.waitingListLeft);

/**
 * POST /waiting-list/leave/{token}, with an entry's leave token or an offer's token: the entry ends and an
 * offer still open is withdrawn. Leaving twice is fine: the answer is the same.
 */
export function leaveWaitingList(token: string): Promise<WaitingListLeft> {
  return api.post(apiPaths.leaveWaitingList.path({ token }), undefined, leftSchema);
}

/** Leaves the list with `token`; an offer's page then reads its offer again (withdrawn). */
export function useLeaveWaitingList(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitingList(token),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waitingListOfferQueryKey(token) });
    },
    onError: (error) => console.info('The waiting list could not be left:', error.message),
  });
}
