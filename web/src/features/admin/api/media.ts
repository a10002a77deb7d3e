import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  MEDIA_UPLOAD_PARTS,
  type MediaItem,
  type MediaTexts,
  mediaItem,
  mediaList,
} from '../../../../../common/api/media';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../../../../../common/api/paths';
import { ApiError, apiRequest, readCookie } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** Under 'admin', so signing out forgets it with the rest. */
export const mediaKey = ['admin', 'media'] as const;

/** GET /admin/media: the library, newest first, each item with where it is used. */
export function useMediaList() {
  return useQuery({
    queryKey: mediaKey,
    queryFn: ({ signal }) => apiRequest(adminApiPaths.media.path(), mediaList, { signal }),
    select: (answer) => answer.media,
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /admin/media as a form: the file and, for a video, its poster frame (common/api/media.ts).
 * XMLHttpRequest rather than fetch, for the upload's progress (0 to 1).
 */
export function uploadMedia(
  file: File,
  poster: Blob | null,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<MediaItem> {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_PARTS.file, file, file.name);
  if (poster) form.append(MEDIA_UPLOAD_PARTS.poster, poster, 'poster.jpg');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${adminApiPaths.media.path()}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readCookie(XSRF_COOKIE);
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'The server could not be reached.'));
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const error = errorBody.safeParse(body);
        const message = error.success ? error.data.message : `Upload failed with status ${request.status}`;
        reject(new ApiError(request.status, message, { body }));
        return;
      }
      const item = mediaItem.safeParse(body);
      if (item.success) resolve(item.data);
      else reject(new ApiError(request.status, 'The server sent an unexpected response.'));
    };
    request.send(form);
  });
}

export interface MediaUpload {
  file: File;
  poster: Blob | null;
  onProgress: (fraction: number) => void;
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, poster, onProgress }: MediaUpload) => uploadMedia(file, poster, onProgress),
    onSuccess: (item) =>
      queryClient.setQueryData<z.infer<typeof mediaList>>(mediaKey, (old) =>
        old ? { media: [item, ...old.media.filter((m) => m.id !== item.id)] } : old,
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: mediaKey });
      await refreshAfterChange(queryClient);
    },
  });
}

/** PUT /admin/media/{id}: the alt text, caption and credit → the item. */
export function useSaveMediaTexts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: MediaTexts) =>
      apiRequest(adminApiPaths.mediaItem.path({ id }), mediaItem, { method: 'PUT', body: texts }),
    onSuccess: (item) =>
      queryClient.setQueryData<z.infer<typeof mediaList>>(mediaKey, (old) =>
        old ? { media: old.media.map((m) => (m.id === item.id ? item : m)) } : old,
      ),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** DELETE /admin/media/{id} → 204; 409 `{ message, usedBy }` while a page uses it. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(adminApiPaths.mediaItem.path({ id }), z.unknown(), { method: 'DELETE' });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: mediaKey });
      await refreshAfterChange(queryClient);
    },
  });
}
