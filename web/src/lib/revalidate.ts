import { CONTENT_MAX_AGE_SECONDS } from '../../../common/api/caching';

/** When each API path was last reported changed over /live, in this page. */
const changedAt = new Map<string, number>();

/** Notes that the answer at an API path (apiPaths…) changed, so the browser's copy must not be reused. */
export function markChanged(path: string, now = Date.now()): void {
  changedAt.set(path, now);
}

/**
 * How to fetch a GET: within the max-age after a reported change the browser might still hold the old
 * answer, so it revalidates ('no-cache' sends If-None-Match and takes a 304 or the new answer).
 */
export function cacheModeFor(path: string, now = Date.now()): RequestCache {
  const changed = changedAt.get(path);
  return changed !== undefined && now - changed < CONTENT_MAX_AGE_SECONDS * 1000 ? 'no-cache' : 'default';
}
