import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import { defaultRetention, type RetentionPeriods } from '../../../../../common/config/retention';
import { api } from '../../../lib/api';

/** The periods' query; the server renders /privacy with it (server/src/routes/api/v1/privacy.ts). */
export const retentionQueryKey = () => ['privacy-retention'] as const;

export function getRetention(signal?: AbortSignal): Promise<RetentionPeriods> {
  return api.get(
    apiPaths.privacyRetention.path(),
    () => import('../../../../../common/api/privacy').then((module) => module.retentionPeriodsResponse),
    signal,
  );
}

/**
 * The periods the server applies (GET /privacy/retention). The page is prerendered with the defaults of
 * common/config/retention.ts and shows them until the server's arrive, or when it cannot be asked.
 */
export function useRetention(): RetentionPeriods {
  const query = useQuery({
    queryKey: retentionQueryKey(),
    queryFn: ({ signal }) => getRetention(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data ?? defaultRetention;
}
