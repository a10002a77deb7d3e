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

/**
 * Queries already answered, as [queryKey, data]: the server renders some pages with their data
 * (docs/decisions/0031-pages-rendered-on-change.md) and writes the same pairs into the page as
 * #query-data, so the browser's first render finds what the server's found.
 */
export type SeededQueries = readonly (readonly [readonly unknown[], unknown])[];

/** The id of the page's data block that holds the seeded queries (web/src/entry-server.tsx writes it). */
export const QUERY_DATA_ID = 'query-data';

export function createQueryClient(seed: SeededQueries = []): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logQueryError(error, query.queryKey) }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
    },
  });
  // Fresh for staleTime from now: hydration finds the data and nothing is fetched again at once.
  for (const [queryKey, data] of seed) client.setQueryData(queryKey, data);
  return client;
}

/** The queries a page was rendered with, from its #query-data block (the server's own JSON); none without it. */
export function seededQueriesOf(document: Document): SeededQueries {
  try {
    return JSON.parse(document.getElementById(QUERY_DATA_ID)?.textContent || '[]') as SeededQueries;
  } catch {
    return [];
  }
}
