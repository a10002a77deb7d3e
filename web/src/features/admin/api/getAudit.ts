import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEntry } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /admin/audit: who changed what, and when. */
export function getAudit(signal?: AbortSignal): Promise<AuditEntry[]> {
  return api.get(adminApiPaths.audit.path(), z.array(auditEntry), signal);
}

export function useAudit() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: ({ signal }) => getAudit(signal), staleTime: 0 });
}
