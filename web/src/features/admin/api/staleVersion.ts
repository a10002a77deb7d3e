import { type StaleVersionAnswer, staleVersionAnswer } from '../../../../../common/api/documents';
import { ApiError } from '../../../lib/api';

/**
 * Who saved the newer version, when a save, publish or restore of a document (a page, the club's details,
 * the course, the marks) was refused as made on an older one (409 with staleVersionAnswer); null for any
 * other failure.
 */
export function staleVersionOf(error: unknown): StaleVersionAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = staleVersionAnswer.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
