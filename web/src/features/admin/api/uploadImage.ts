import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  UPLOAD_MAX_BYTES,
  type UploadedImage,
  uploadedImage,
  uploadTypes,
} from '../../../../../common/api/images';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '../../../../../common/api/paths';
import { ApiError, readCookie } from '../../../lib/api';
import { refreshAfterChange } from './refreshAfterChange';

/** What is wrong with a file before sending it, in the server's own words; the server checks again. */
export function uploadProblem(file: { size: number; type: string }): 'type' | 'size' | null {
  if (!(uploadTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /admin/files with the image as the body. XMLHttpRequest rather than fetch, for its upload
 * progress (0 to 1); the cross-site token goes along as with every change.
 */
export function uploadImage(
  file: Blob,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${adminApiPaths.files.path()}`);
    request.setRequestHeader('Content-Type', file.type);
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
        reject(new ApiError(request.status, message));
        return;
      }
      const image = uploadedImage.safeParse(body);
      if (image.success) resolve(image.data);
      else reject(new ApiError(request.status, 'The server sent an unexpected response.'));
    };
    request.send(file);
  });
}

export function useUploadImage(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, onProgress),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
