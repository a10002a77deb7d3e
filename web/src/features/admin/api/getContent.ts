import { useQuery } from '@tanstack/react-query';
import { websiteContent } from '../../../../../common/api/content';
import { apiPaths } from '../../../../../common/api/paths';
import { ApiError, api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

/**
 * GET /websitecontent/{key}, the public read, for editing: a key that has no content yet is an empty text.
 */
export async function getContent(key: string, signal?: AbortSignal): Promise<string> {
  try {
    return (await api.get(apiPaths.websiteContent.path({ key: key }), websiteContent, signal)).content;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '';
    throw error;
  }
}

/**
 * The public answer may be cached by the browser for a few seconds, so a save writes the saved text into
 * this cache (see usePutContents) and the query is not refetched within that window.
 */
export function useContent(key: string) {
  return useQuery({
    queryKey: adminKeys.content(key),
    queryFn: ({ signal }) => getContent(key, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
