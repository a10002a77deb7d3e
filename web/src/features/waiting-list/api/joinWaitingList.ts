import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { WaitingListJoinBody, WaitingListJoined } from '../../../../../common/api/waitingList';
import { api } from '../../../lib/api';

const joinedSchema = () =>
  import('../../../../../common/api/waitingList').then((module) => module.waitingListJoined);

/** POST /waiting-list: 201 `{ id }`; 400 (and 409, 429) with the server's message. */
export function joinWaitingList(body: WaitingListJoinBody): Promise<WaitingListJoined> {
  return api.post(apiPaths.waitingList.path(), body, joinedSchema);
}

export function useJoinWaitingList() {
  return useMutation({
    mutationFn: joinWaitingList,
    onError: (error) => console.info('The waiting list could not be joined:', error.message),
  });
}
