import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { useT } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { useHeaderImageUrl } from '../api/getHeaderImage';

/** The intrinsic size of the header artwork (16:9); CSS covers the hero with it. */
export const HEADER_IMAGE_WIDTH = 1920;
export const HEADER_IMAGE_HEIGHT = 1080;

/**
 * The full-screen header image of the home page: the cached URL at once, then the API's. Until a URL is
 * known, or when the image fails, nothing is drawn and the hero's painted backdrop shows instead.
 */
export function HeaderImage({ className }: { className?: string }) {
  const t = useT();
  const { data: url } = useHeaderImageUrl();
  const [failedUrl, setFailedUrl] = useState<string>();
  // The URL is the browser's (its cache, then the API): the prerendered page and its hydration show the
  // painted backdrop.
  const isClient = useIsClient();
  if (!isClient || !url || url === failedUrl) return null;
  return (
    <ResponsiveImage
      className={className}
      src={url}
      alt={t('home.headerImageAlt')}
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
