import { useEffect, useRef, useState } from 'react';
import { LoadAfterStart } from '../../../components/ui/LoadAfterStart';
import { FIRST_SCREEN_HOLE, holeMedia, VIDEO_SIZE } from '../media';
import type { VideoMode } from '../videoPlan';

interface HoleVideoProps {
  hole: number;
  mode: VideoMode;
  /** Videos allowed (no reduced motion, no Save-Data) and not paused by the visitor. */
  motion: boolean;
  paused: boolean;
}

/**
 * A hole's background: its poster (AVIF, WebP or JPEG, whichever the browser takes first), and over it
 * the looping video when the hole is in view or next to it. Holes further away render the poster alone
 * (lazily loaded) and no video source at all. The video is muted, inline and looping, and fades in once
 * it really plays, so it needs no poster of its own. WebM comes first: VP9 plays in every current
 * browser, H.264 is the fallback.
 */
export function HoleVideo({ hole, mode, motion, paused }: HoleVideoProps) {
  const media = holeMedia(hole);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const shouldPlay = motion && mode === 'play' && !paused;
  const withVideo = motion && mode !== 'none';
  const firstScreen = hole === FIRST_SCREEN_HOLE;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (shouldPlay) {
      element.muted = true;
      // A refused play() (no autoplay here, or the element went away) leaves the poster showing.
      element.play()?.catch(() => undefined);
    } else if (!element.paused) {
      element.pause();
    }
  }, [shouldPlay]);

  const poster = (
    <picture>
      <source type="image/avif" srcSet={media.posterAvif} />
      <source type="image/webp" srcSet={media.posterWebp} />
      <img
        className="hole__poster"
        src={media.poster}
        alt=""
        width={VIDEO_SIZE.width}
        height={VIDEO_SIZE.height}
        loading={mode === 'none' ? 'lazy' : 'eager'}
        // The first hole's picture is in view as the page opens: its largest paint.
        fetchPriority={firstScreen ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );

  return (
    <div className="hole__backdrop" aria-hidden="true">
      {firstScreen ? poster : <LoadAfterStart>{poster}</LoadAfterStart>}
      {withVideo ? (
        <video
          ref={video}
          className="hole__video"
          data-playing={playing ? 'true' : 'false'}
          width={VIDEO_SIZE.width}
          height={VIDEO_SIZE.height}
          preload="auto"
          muted
          playsInline
          loop
          disablePictureInPicture
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={media.webm} type="video/webm" />
          <source src={media.mp4} type="video/mp4" />
        </video>
      ) : null}
    </div>
  );
}
