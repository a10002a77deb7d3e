import { ApiError } from '../../../lib/api';
import type { AdminTranslate } from '../i18n';

/** What went wrong, in words for staff: the server's own message, or that it could not be reached. */
export function errorText(error: unknown, t: AdminTranslate): string {
  if (error instanceof ApiError && error.status === 0) return t('admin.offline');
  if (error instanceof Error && error.message) return error.message;
  return t('admin.offline');
}
