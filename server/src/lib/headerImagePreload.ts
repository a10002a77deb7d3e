import { describeUploadedImage, srcSet } from '../../../common/api/imageNames';

/** A same-site path of plain characters: nothing that could end a Link header value or an attribute. */
const SAFE_PATH = /^\/[A-Za-z0-9/._~-]+$/;

/** The first file of the stored home-page-header-image content, if it is a plain same-site path. */
function headerImagePath(content: string | null): string | undefined {
  let fileUrl: unknown;
  try {
    fileUrl = (JSON.parse(content ?? 'null') as { files?: { fileUrl?: unknown }[] } | null)?.files?.[0]
      ?.fileUrl;
  } catch {
    return undefined;
  }
  if (typeof fileUrl !== 'string') return undefined;
  const url = fileUrl.trim();
  return SAFE_PATH.test(url) ? url : undefined;
}

/**
 * The Link header that preloads the home page's header image, its largest paint, from the stored
 * home-page-header-image content; the browser fetches it while the scripts load instead of after them.
 * An uploaded image preloads the AVIF copy the <picture> will pick; nothing for content that is not a
 * plain same-site image path.
 */
export function headerImagePreloadLink(content: string | null): string | undefined {
  const url = headerImagePath(content);
  if (!url) return undefined;
  const uploaded = describeUploadedImage(url);
  if (!uploaded) return `<${url}>; rel=preload; as=image; fetchpriority=high`;
  return `<${uploaded.original.url}>; rel=preload; as=image; type="image/avif"; imagesrcset="${srcSet(uploaded.avif)}"; imagesizes="100vw"; fetchpriority=high`;
}

/** The intrinsic size of the seeded header artwork (16:9), as web/src/features/header-image draws it. */
const ARTWORK = { width: 1920, height: 1080 };

/**
 * The header image as HTML for the prerendered home page's first paint, from the same stored content:
 * the picture shows before the scripts have loaded, instead of after the app has started and asked the
 * API. It is decorative (alt=""): the app draws the described image over it once it runs, from the same
 * file, so nothing is fetched twice. Only plain same-site paths, whose characters need no escaping.
 * Decoded with the frame it is painted in (decoding="sync"): it is the page's largest paint, and painted a
 * frame after the text it had let the scripts start first (docs/decisions/0034). The app loader is asked
 * for only once it has painted (elementtiming="first-screen", docs/decisions/0035, 0036).
 */
export function headerImageFirstPaint(content: string | null): string | undefined {
  const url = headerImagePath(content);
  if (!url) return undefined;
  const uploaded = describeUploadedImage(url);
  const image = (src: string, size: { width: number; height: number }) =>
    `<img src="${src}" width="${size.width}" height="${size.height}" alt="" fetchpriority="high" decoding="sync" elementtiming="first-screen">`;
  if (!uploaded) return image(url, ARTWORK);
  return (
    '<picture>' +
    `<source type="image/avif" srcset="${srcSet(uploaded.avif)}" sizes="100vw">` +
    `<source type="image/webp" srcset="${srcSet(uploaded.webp)}" sizes="100vw">` +
    `${image(uploaded.original.url, uploaded.original)}</picture>`
  );
}
