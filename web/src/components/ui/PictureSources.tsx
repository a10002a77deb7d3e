import type { ReactNode } from 'react';

interface PictureSourcesProps {
  /** A media-library picture's AVIF and WebP copies, best first (none for a seeded drawing). */
  sources: readonly { type: string; srcset: string }[] | undefined;
  /** How wide the picture is drawn, for the browser to pick a copy: "(min-width: 48rem) 24rem, 100vw". */
  sizes: string;
  /** The <img>: the picture's own file, with the attributes of the place it is shown in. */
  children: ReactNode;
}

/**
 * A picture of the media library (common/api/media.ts, PublicPicture) as a <picture>: its copies as
 * sources, for the browser to take the first format it can show, around the caller's <img>.
 */
export function PictureSources({ sources, sizes, children }: PictureSourcesProps) {
  return (
    <picture>
      {sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}
