import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import {
  type ErasureResult,
  erasureResult,
  type PersonExport,
  personExport,
} from '../../../../../common/api/people';
import { api } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** GET /admin/people/export?email=…: everything held about the address (admins only). */
export function getPersonExport(email: string): Promise<PersonExport> {
  const query = new URLSearchParams({ email }).toString();
  return api.get(`${adminApiPaths.exportPerson.path()}?${query}`, personExport);
}

/** POST /admin/people/erase {email}: 200 with the counts; 409 while a booking is still to come. */
export function postErasePerson(email: string): Promise<ErasureResult> {
  return api.post(adminApiPaths.erasePerson.path(), { email }, erasureResult);
}

/** An export writes a line to the audit log. */
export function useExportPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: getPersonExport, onSettled: () => refreshAfterChange(queryClient) });
}

/** An erasure changes requests, bookings, the outbox and the audit log: every screen reads again. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postErasePerson, onSettled: () => queryClient.invalidateQueries() });
}
