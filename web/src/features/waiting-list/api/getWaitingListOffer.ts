import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { WaitingListOffer } from '../../../../../common/api/waitingList';
import { api } from '../../../lib/api';

const offerSchema = () =>
  import('../../../../../common/api/waitingList').then((module) => module.waitingListOffer);

export const waitingListOfferQueryKey = (token: string) => ['waiting-list-offer', token] as const;

/** GET /waiting-list/offers/{token}: the offer its mail links to; 404 for a token that names none. */
export function getWaitingListOffer(token: string, signal?: AbortSignal): Promise<WaitingListOffer> {
  return api.get(apiPaths.waitingListOffer.path({ token }), offerSchema, signal);
}

export function useWaitingListOffer(token: string) {
  return useQuery({
    queryKey: waitingListOfferQueryKey(token),
    queryFn: ({ signal }) => getWaitingListOffer(token, signal),
    enabled: token !== '',
    // The hold runs out, and staff or the visitor may end the offer: never show an old answer.
    staleTime: 0,
  });
}
