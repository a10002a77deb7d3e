import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { type PersonExport, personExport } from '../../../../../common/api/people';
import { api } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/**
 * POST /admin/people/export {email}: everything held about the address (admins only). A POST so that the
 * address stays out of the URL, which the server's access log writes down.
 */
export function postPersonExport(email: string): Promise<PersonExport> {
  return api.post(adminApiPaths.exportPerson.path(), { email }, personExport);
}

/** An export writes a line to the audit log. */
export function useExportPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postPersonExport, onSettled: () => refreshAfterChange(queryClient) });
}
