import { useQuery } from '@tanstack/react-query';
import { type StaffUser, staffUser } from '../../../../../common/api/auth';
import { apiPaths } from '../../../../../common/api/paths';
import { ApiError, api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

/** GET /auth/me: the signed-in staff member, or null when nobody is signed in (401). */
export async function getMe(signal?: AbortSignal): Promise<StaffUser | null> {
  try {
    return await api.get(apiPaths.me.path(), staffUser, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}
