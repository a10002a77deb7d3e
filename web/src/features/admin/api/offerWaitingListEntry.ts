import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import {
  type AdminWaitingListEntry,
  type AdminWaitingListOfferBody,
  adminWaitingListEntry,
} from '../../../../../common/api/waitingList';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

export type WaitingListOfferInput = AdminWaitingListOfferBody & { id: string };

/**
 * POST /admin/waiting-list/{id}/offer → the entry with its new offer; the visitor gets the offer's mail. 409
 * (with the server's message) when that time is full or blocked. The offer holds its places, so the day's
 * sheet is read again with the list.
 */
export function offerWaitingListEntry({
  id,
  hour,
  minute,
}: WaitingListOfferInput): Promise<AdminWaitingListEntry> {
  const body: AdminWaitingListOfferBody = { hour, minute };
  return api.post(adminApiPaths.offerWaitingListEntry.path({ id }), body, adminWaitingListEntry);
}

export function useOfferWaitingListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerWaitingListEntry,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.teeSheet });
      await refreshAfterChange(queryClient);
    },
  });
}
