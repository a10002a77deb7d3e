import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

const MAX_RETRIES = 2;

/** Only network and server errors may pass on a retry; client errors and unreadable content will not. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < MAX_RETRIES;
}

/**
 * Content that fails to load is only logged (docs/product.md, Failed loads): the section keeps its defaults.
 * console.info, not console.error: the end-to-end tests fail on console errors.
 */
function logQueryError(error: Error, queryKey: readonly unknown[]): void {
  console.info(`Could not load ${JSON.stringify(queryKey)}:`, error.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logQueryError(error, query.queryKey) }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
    },
  });
}
