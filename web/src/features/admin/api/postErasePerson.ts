import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type ErasureResult, erasureResult } from '../../../../../common/api/people';
import { api } from '../../../lib/api';

/** POST /admin/people/erase {email}: 200 with the counts; 409 while a booking is still to come. */
export function postErasePerson(email: string): Promise<ErasureResult> {
  return api.post(adminApiPaths.erasePerson.path(), { email }, erasureResult);
}

/** An erasure changes requests, bookings, the outbox and the audit log: every screen reads again. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postErasePerson, onSettled: () => queryClient.invalidateQueries() });
}
