/** The localStorage key under which the last known header image URL is kept (docs/product.md, Home). */
export const HEADER_IMAGE_CACHE_KEY = 'home-page-header-image';

/** The cached header image URL, or undefined when there is none or storage is not available. */
export function readCachedHeaderImageUrl(): string | undefined {
  try {
    return window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the URL for the next visit; a storage that refuses (private mode, quota) only loses the cache. */
export function writeCachedHeaderImageUrl(url: string): void {
  try {
    window.localStorage.setItem(HEADER_IMAGE_CACHE_KEY, url);
  } catch {
    // Without storage the next visit simply waits for the API.
  }
}
