import type { HeaderImageAnswer } from './getHeaderImage';

/** The localStorage key under which the last known header image is kept (docs/product.md, Home). */
export const HEADER_IMAGE_CACHE_KEY = 'home-page-header-image';

/**
 * The cached header image, or undefined when there is none or storage is not available. Kept as JSON of
 * its address and alt texts; a visit before alt texts existed left the address alone, which still counts.
 */
export function readCachedHeaderImage(): HeaderImageAnswer | undefined {
  try {
    const stored = window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY);
    if (!stored) return undefined;
    if (!stored.startsWith('{')) return { url: stored };
    const { url, alt } = JSON.parse(stored) as Partial<HeaderImageAnswer>;
    if (typeof url !== 'string' || url === '') return undefined;
    return alt && typeof alt === 'object' ? { url, alt } : { url };
  } catch {
    return undefined;
  }
}

/** Keeps the image for the next visit; a storage that refuses (private mode, quota) only loses the cache. */
export function writeCachedHeaderImage(image: HeaderImageAnswer): void {
  try {
    window.localStorage.setItem(HEADER_IMAGE_CACHE_KEY, JSON.stringify(image));
  } catch {
    // Without storage the next visit simply waits for the API.
  }
}
