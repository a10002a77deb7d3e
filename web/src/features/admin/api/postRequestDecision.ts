import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingRequest, bookingRequest } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

export type RequestDecision =
  | { id: string; decision: 'confirm' }
  | { id: string; decision: 'decline'; message?: string };

/**
 * POST /admin/requests/{id}/confirm, or POST /admin/requests/{id}/decline {message?}: the player gets a
 * mail through the outbox. Answers the request with its new status.
 */
export function postRequestDecision(decision: RequestDecision): Promise<BookingRequest> {
  if (decision.decision === 'confirm') {
    return api.post(adminApiPaths.confirmRequest.path({ id: decision.id }), undefined, bookingRequest);
  }
  const message = decision.message?.trim();
  return api.post(
    adminApiPaths.declineRequest.path({ id: decision.id }),
    message ? { message } : {},
    bookingRequest,
  );
}

export function useRequestDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRequestDecision,
    onSuccess: (decided) => {
      queryClient.setQueryData<BookingRequest[]>(adminKeys.requests, (list) =>
        list?.map((request) => (request.id === decided.id ? decided : request)),
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
      await refreshAfterChange(queryClient);
    },
  });
}
