import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './adminKeys';

/**
 * After any change: the audit log has a new line, and what the public pages of this tab loaded is out of
 * date (marked stale, so it is read again when next shown).
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'admin' || query.queryKey[1] === adminKeys.audit[1],
  });
}
