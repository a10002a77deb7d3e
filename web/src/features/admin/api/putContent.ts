import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './adminKeys';
import { refreshAfterChange } from './refreshAfterChange';

export interface ContentChange {
  key: string;
  content: string;
}

/** PUT /admin/websitecontent/{key} {content} → 204; JSON keys are checked against their shape (400). */
export async function putContent({ key, content }: ContentChange): Promise<void> {
  await apiRequest(adminApiPaths.content.path({ key: key }), z.unknown(), {
    method: 'PUT',
    body: { content },
  });
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
      }
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}
