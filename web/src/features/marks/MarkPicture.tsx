import type { ReactNode } from 'react';
import type { PublicPicture } from '../../../../common/api/media';
import { LoadAfterStart } from '../../components/ui/LoadAfterStart';
import { PictureSources } from '../../components/ui/PictureSources';

interface MarkPictureProps {
  picture: PublicPicture;
  className: string;
  /** The width the mark takes on the page (its `sizes`): a mark is small, so the narrowest copy does. */
  sizes: string;
}

/**
 * An award's or a brand's mark: a picture of the media library, AVIF and WebP where the browser takes
 * them, the seeded drawing's SVG or the photo's JPEG otherwise, with its alt text in the page's language.
 * It loads once the app runs: a mark is never a page's largest paint, and fetched with the page it shared
 * the line with the text and fonts before it (docs/decisions/0034).
 */
export function MarkPicture({ picture, className, sizes }: MarkPictureProps) {
  // The box keeps the mark's room (its class sets the size) while the picture waits for the app.
  return (
    <span className={className}>
      <LoadAfterStart>
        <PictureSources sources={picture.sources} sizes={sizes}>
          <img
            className="mark-picture"
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
          />
        </PictureSources>
      </LoadAfterStart>
    </span>
  );
}

/** A mark leads to the award's or the brand's own site when staff gave its address; else it is only shown. */
export function MarkLink({
  href,
  className,
  children,
}: {
  href: string | null;
  className: string;
  children: ReactNode;
}) {
  return href ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <div className={className}>{children}</div>
  );
}
