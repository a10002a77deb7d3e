import { useEffect, useState } from 'react';
import { describeUploadedImage } from '../../../../../common/api/imageNames';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { useLanguage } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { headerImageAlt, useHeaderImage } from '../api/getHeaderImage';

/** The intrinsic size of the header artwork (16:9); CSS covers the hero with it. */
export const HEADER_IMAGE_WIDTH = 1920;
export const HEADER_IMAGE_HEIGHT = 1080;

/** Where the server puts its copy of the header image for the first paint (HomeHero). */
export const FIRST_PAINT_IMAGE_SELECTOR = '[data-header-image-slot] img';

/** The server's copy of the header image in the page as it arrived, if any (none after a client-side visit). */
const firstPaintImage = (): HTMLImageElement | null =>
  typeof document === 'undefined' ? null : document.querySelector(FIRST_PAINT_IMAGE_SELECTOR);

/** Whether an <img> shows this header image file: the address ResponsiveImage would give it. */
const showsFile = (image: HTMLImageElement, url: string) =>
  image.getAttribute('src') === (describeUploadedImage(url)?.original.url ?? url);

/**
 * The full-screen header image of the home page: the cached one at once, then the API's, described in the
 * page's language (decoration when staff gave it no alt text). Until an image is known, or when it fails,
 * nothing is drawn and the hero's painted backdrop shows instead.
 *
 * When the page arrived with the server's copy of that very file (server/src/lib/headerImagePreload.ts), no
 * second copy is drawn over it: that copy only gets the alt text. Two images of the full-screen picture
 * cost the browser its decoding and painting twice, each time the hero is drawn (docs/perf-log.md,
 * 27 Nov 2026); another file, from the API or the cache, is drawn over it as before.
 */
export function HeaderImage({ className }: { className?: string }) {
  const language = useLanguage();
  const { data: image } = useHeaderImage();
  const url = image?.url;
  const alt = image ? headerImageAlt(image, language) : '';
  const [failedUrl, setFailedUrl] = useState<string>();
  // The image is the browser's (its cache, then the API): the prerendered page and its hydration show the
  // painted backdrop.
  const isClient = useIsClient();
  const [serverCopy] = useState(firstPaintImage);
  const reusesServerCopy = isClient && !!url && !!serverCopy && showsFile(serverCopy, url);

  useEffect(() => {
    if (!reusesServerCopy || !serverCopy) return;
    let current = true;
    // Described once it can be shown: a broken image with alt text would draw that text over the hero.
    serverCopy.decode().then(
      () => {
        if (current) serverCopy.alt = alt;
      },
      () => console.info(`Could not show the header image ${url}.`),
    );
    return () => {
      current = false;
      serverCopy.alt = '';
    };
  }, [reusesServerCopy, serverCopy, alt, url]);

  if (!isClient || !url || url === failedUrl || reusesServerCopy) return null;
  return (
    <ResponsiveImage
      className={className}
      src={url}
      alt={alt}
      width={HEADER_IMAGE_WIDTH}
      height={HEADER_IMAGE_HEIGHT}
      sizes="100vw"
      fetchPriority="high"
      decoding="async"
      onError={() => {
        console.info(`Could not show the header image ${url}.`);
        setFailedUrl(url);
      }}
    />
  );
}
