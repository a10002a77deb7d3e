export interface GalleryPicture {
  id: string;
  /** A file of web/public/art, e.g. /art/history-clubhouse.svg */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

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
            <img
              className="gallery__image"
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              loading="lazy"
              decoding="async"
            />
            <figcaption className="gallery__caption">{picture.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
