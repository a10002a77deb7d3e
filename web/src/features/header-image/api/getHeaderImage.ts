import { useQuery } from '@tanstack/react-query';
import type { HeaderImage } from '../../../../../common/api/content';
import type { Language } from '../../../../../common/i18n/languages';
import { getWebsiteContent } from '../../content/api/getWebsiteContent';
import { readCachedHeaderImage, writeCachedHeaderImage } from './headerImageCache';

/** The header image: its address, and its alt text per language when staff gave one. */
export interface HeaderImageAnswer {
  url: string;
  alt?: Partial<Record<Language, string>>;
}

/**
 * The first file of home-page-header-image (a JSON string the server checked against the contract's schema
 * when staff saved it), if its address is a same-origin path or an https URL. Anything else (an invalid
 * JSON, no file, another scheme) throws, so the hero keeps its cached image or backdrop.
 */
export async function parseHeaderImage(content: string): Promise<HeaderImageAnswer> {
  const [first] = (JSON.parse(content) as HeaderImage).files ?? [];
  const fileUrl = typeof first?.fileUrl === 'string' ? first.fileUrl.trim() : '';
  const url = new URL(fileUrl, window.location.origin);
  const sameOrigin = url.origin === window.location.origin;
  if (fileUrl === '' || !(url.protocol === 'https:' || (sameOrigin && url.protocol === 'http:'))) {
    throw new Error(`The header image URL "${fileUrl}" is not an image address.`);
  }
  return first?.alt ? { url: fileUrl, alt: first.alt } : { url: fileUrl };
}

/** The alt text in `language`; an empty one is the English, and none at all makes the picture decoration. */
export const headerImageAlt = (image: HeaderImageAnswer, language: Language): string =>
  image.alt?.[language]?.trim() || image.alt?.en?.trim() || '';

/** GET /websitecontent/home-page-header-image; a valid answer is cached for the next visit. */
export async function getHeaderImage(signal?: AbortSignal): Promise<HeaderImageAnswer> {
  const { content } = await getWebsiteContent('home-page-header-image', signal);
  const image = await parseHeaderImage(content);
  writeCachedHeaderImage(image);
  return image;
}

/**
 * The header image: the cached one at once (marked stale, so it is refreshed straight away), then the
 * API's. While neither is known, data is undefined.
 */
export function useHeaderImage() {
  return useQuery({
    queryKey: ['website-content', 'home-page-header-image', 'image'] as const,
    queryFn: ({ signal }) => getHeaderImage(signal),
    initialData: readCachedHeaderImage,
    initialDataUpdatedAt: 0,
  });
}
