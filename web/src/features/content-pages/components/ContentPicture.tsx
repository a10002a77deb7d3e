import type { PublicPicture } from '../../../../../common/api/media';
import { PictureSources } from '../../../components/ui/PictureSources';

/** The widths a picture in the text column takes: the column on a desktop, the screen on a phone. */
const TEXT_COLUMN_SIZES = '(min-width: 48rem) 42rem, 100vw';

/** A picture of the media library: AVIF and WebP where the browser takes them, with its caption. */
export function ContentPicture({ picture }: { picture: PublicPicture }) {
  if (picture.video) {
    return (
      <figure className="content-picture">
        <video
          muted
          className="content-picture__video"
          controls
          preload="none"
          width={picture.width}
          height={picture.height}
          poster={picture.video.poster ?? undefined}
          aria-label={picture.alt}
        >
          <source src={picture.video.src} type={picture.video.type} />
        </video>
        {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
      </figure>
    );
  }
  return (
    <figure className="content-picture">
      <PictureSources sources={picture.sources} sizes={TEXT_COLUMN_SIZES}>
        <img
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
        />
      </PictureSources>
      {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
    </figure>
  );
}
