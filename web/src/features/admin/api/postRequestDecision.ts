import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingRequest, bookingRequest, confirmedRequest } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

export type RequestDecision =
  | { id: string; decision: 'confirm'; at?: { hour: number; minute: number } }
  | { id: string; decision: 'decline'; message?: string };

/**
 * POST /admin/requests/{id}/confirm {hour?, minute?}, or POST /admin/requests/{id}/decline {message?}: the
 * player gets a mail through the outbox. A green-fee request goes onto the tee sheet at its asked time,
 * or at the one given. Answers the request with its new status.
 */
export function postRequestDecision(decision: RequestDecision): Promise<BookingRequest> {
  if (decision.decision === 'confirm') {
    return api.post(
      adminApiPaths.confirmRequest.path({ id: decision.id }),
      decision.at ?? undefined,
      confirmedRequest,
    );
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
    // Refused (409) when someone else decided it first: the list is read again, so it shows the request as
    // it now is, without the buttons of a new one.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
      // A confirmed green-fee request now holds its time on the sheet.
      await queryClient.invalidateQueries({ queryKey: adminKeys.teeSheet });
      await refreshAfterChange(queryClient);
    },
  });
}
