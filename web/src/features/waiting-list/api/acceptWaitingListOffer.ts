import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { WaitingListAcceptBody, WaitingListAccepted } from '../../../../../common/api/waitingList';
import { api } from '../../../lib/api';
import { waitingListOfferQueryKey } from './getWaitingListOffer';

const acceptedSchema = () =>
  import('../../../../../common/api/waitingList').then((module) => module.waitingListAccepted);

/**
 * POST /waiting-list/offers/{token}/accept `{ handicap }`: online, the booking and its checkout to send the
 * visitor to; mail mode, the request staff confirm. 400 (the handicap, the day's limit), 409 (the offer is
 * no longer open) with the server's message.
 */
export function acceptWaitingListOffer(
  token: string,
  body: WaitingListAcceptBody,
): Promise<WaitingListAccepted> {
  return api.post(apiPaths.acceptWaitingListOffer.path({ token }), body, acceptedSchema);
}

/** Takes the offer of `token`. A request (mail mode) is read back at once: the page then says it was sent. */
export function useAcceptWaitingListOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitingListAcceptBody) => acceptWaitingListOffer(token, body),
    onSuccess: (answer) => {
      if (answer.mode === 'mail') {
        void queryClient.invalidateQueries({ queryKey: waitingListOfferQueryKey(token) });
      }
    },
    onError: (error) => {
      console.info('The waiting-list offer could not be accepted:', error.message);
      // A 409 means the offer changed meanwhile (lapsed, withdrawn): the page shows it as it is now.
      void queryClient.invalidateQueries({ queryKey: waitingListOfferQueryKey(token) });
    },
  });
}
