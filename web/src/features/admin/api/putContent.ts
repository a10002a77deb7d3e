import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AdminContent, ContentUpdate, Translations } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

export interface ContentChange {
  key: string;
  /** The English text. */
  content: string;
  /** Its versions in the other languages, for the keys written in each (replacing the stored ones). */
  translations?: Translations;
}

/**
 * PUT /admin/websitecontent/{key} {content, translations?} → 204; JSON keys are checked against their
 * shape (400).
 */
export async function putContent({ key, content, translations }: ContentChange): Promise<void> {
  const body: ContentUpdate = translations ? { content, translations } : { content };
  await apiRequest(adminApiPaths.content.path({ key: key }), z.unknown(), { method: 'PUT', body });
}

/**
 * Saves one or more content items in one go (the course status is two: its tiles and its condition text),
 * in order; the first failure stops the rest. Saved texts go straight into the cache of useContent.
 */
export function usePutContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ContentChange[]) => {
      for (const change of changes) {
        await putContent(change);
        queryClient.setQueryData(adminKeys.content(change.key), change.content);
        if (change.translations) {
          const saved: AdminContent = { content: change.content, translations: change.translations };
          queryClient.setQueryData(adminKeys.contentVersions(change.key), saved);
        }
      }
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}
