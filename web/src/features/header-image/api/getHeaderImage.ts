import { useQuery } from '@tanstack/react-query';
import type { HeaderImage } from '../../../../../common/api/content';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';
import { readCachedHeaderImageUrl, writeCachedHeaderImageUrl } from './headerImageCache';

/**
 * The URL of the first file of home-page-header-image (a JSON string the server checked against the
 * contract's schema when staff saved it), if it is a same-origin path or an https URL. Anything else
 * (an invalid JSON, no file, another scheme) throws, so the hero keeps its cached image or backdrop.
 */
export async function parseHeaderImageUrl(content: string): Promise<string> {
  const [first] = (JSON.parse(content) as HeaderImage).files ?? [];
  const fileUrl = typeof first?.fileUrl === 'string' ? first.fileUrl.trim() : '';
  const url = new URL(fileUrl, window.location.origin);
  const sameOrigin = url.origin === window.location.origin;
  if (fileUrl === '' || !(url.protocol === 'https:' || (sameOrigin && url.protocol === 'http:'))) {
    throw new Error(`The header image URL "${fileUrl}" is not an image address.`);
  }
  return fileUrl;
}

/** GET /websitecontent/home-page-header-image; a valid answer is cached for the next visit. */
export async function getHeaderImageUrl(signal?: AbortSignal): Promise<string> {
  const { content } = await getWebsiteContent('home-page-header-image', signal);
  const url = await parseHeaderImageUrl(content);
  writeCachedHeaderImageUrl(url);
  return url;
}

/**
 * The header image URL: the cached one at once (marked stale, so it is refreshed straight away), then the
 * API's. While neither is known, data is undefined.
 */
export function useHeaderImageUrl() {
  return useQuery({
    queryKey: ['website-content', 'home-page-header-image', 'url'] as const,
    queryFn: ({ signal }) => getHeaderImageUrl(signal),
    initialData: readCachedHeaderImageUrl,
    initialDataUpdatedAt: 0,
  });
}
