import { useQuery } from '@tanstack/react-query';
import { type AdminContent, adminContent } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
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

/**
 * GET /admin/websitecontent/{key}: a text written in each language, as stored (the public read answers in
 * one language, with English in place of a missing version). A key with no content yet is empty.
 */
export async function getContentVersions(key: string, signal?: AbortSignal): Promise<AdminContent> {
  try {
    return await api.get(adminApiPaths.content.path({ key: key }), adminContent, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { content: '', translations: { nl: '', fr: '', de: '' } };
    }
    throw error;
  }
}

export function useContentVersions(key: string) {
  return useQuery({
    queryKey: adminKeys.contentVersions(key),
    queryFn: ({ signal }) => getContentVersions(key, signal),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
