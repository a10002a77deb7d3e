import { PictureSources } from '../../../components/ui/PictureSources';

export interface GalleryPicture {
  id: string;
  /** A file of web/public/art, e.g. /art/history-clubhouse.svg */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** AVIF and WebP copies for <picture>, best first (media library uploads). */
  sources?: readonly { type: string; srcset: string }[];
}

/** The gallery's column width: two pictures a row on a desktop, one on a phone. */
const GALLERY_SIZES = '(min-width: 48rem) 24rem, 100vw';

/**
 * Pictures with captions that show on hover and on keyboard focus (each figure is focusable);
 * on touch screens, which cannot hover, the captions always show.
 */
export function Gallery({ pictures }: { pictures: readonly GalleryPicture[] }) {
  return (
    <ul className="gallery">
      {pictures.map((picture) => (
        <li key={picture.id} className="gallery__item">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the caption must show on keyboard focus too. */}
          <figure className="gallery__figure" tabIndex={0}>
            <PictureSources sources={picture.sources} sizes={GALLERY_SIZES}>
              <img
                className="gallery__image"
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                loading="lazy"
                decoding="async"
              />
            </PictureSources>
            <figcaption className="gallery__caption">{picture.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
