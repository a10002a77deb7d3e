import type { ImgHTMLAttributes } from 'react';
import { describeUploadedImage, srcSet } from '../../../../common/api/imageNames';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'>;

interface ResponsiveImageProps extends ImageProps {
  /** A /files/ path (or a file name of the files table), or any other image address. */
  src: string;
  alt: string;
  /** The size to reserve when the file does not tell its own (seeded artwork, other addresses). */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser to pick a copy: "100vw", "136px". */
  sizes: string;
}

/**
 * An image uploaded through the admin becomes a <picture> of its AVIF and WebP copies, with the
 * re-encoded original as the fallback and its real size reserved; any other image stays a plain <img>.
 */
export function ResponsiveImage({ src, width, height, sizes, alt, ...rest }: ResponsiveImageProps) {
  const uploaded = describeUploadedImage(src);
  if (!uploaded) return <img src={src} width={width} height={height} alt={alt} {...rest} />;
  const { original, avif, webp } = uploaded;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />
      <img src={original.url} width={original.width} height={original.height} alt={alt} {...rest} />
    </picture>
  );
}
