import { describeUploadedImage, srcSet } from '../../../common/api/imageNames';

/** A same-site path of plain characters: nothing that could end a Link header value or add to it. */
const SAFE_PATH = /^\/[A-Za-z0-9/._~-]+$/;

/**
 * The Link header that preloads the home page's header image, its largest paint, from the stored
 * home-page-header-image content; the browser fetches it while the scripts load instead of after them.
 * An uploaded image preloads the AVIF copy the <picture> will pick; nothing for content that is not a
 * plain same-site image path.
 */
export function headerImagePreloadLink(content: string | null): string | undefined {
  let fileUrl: unknown;
  try {
    fileUrl = (JSON.parse(content ?? 'null') as { files?: { fileUrl?: unknown }[] } | null)?.files?.[0]
      ?.fileUrl;
  } catch {
    return undefined;
  }
  if (typeof fileUrl !== 'string') return undefined;
  const url = fileUrl.trim();
  if (!SAFE_PATH.test(url)) return undefined;
  const uploaded = describeUploadedImage(url);
  if (!uploaded) return `<${url}>; rel=preload; as=image; fetchpriority=high`;
  return `<${uploaded.original.url}>; rel=preload; as=image; type="image/avif"; imagesrcset="${srcSet(uploaded.avif)}"; imagesizes="100vw"; fetchpriority=high`;
}
