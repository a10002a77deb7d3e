import { useEffect, useRef, useState } from 'react';
import type { Hole } from '../../../../../common/api/holes';
import { LoadAfterStart } from '../../../components/ui/LoadAfterStart';
import { FIRST_SCREEN_HOLE, holePoster, holeVideoSources } from '../media';
import type { VideoMode } from '../videoPlan';

interface HoleVideoProps {
  number: number;
  /** The course data, once there: its picture and video when staff chose them in the library. */
  hole: Hole | undefined;
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
export function HoleVideo({ number, hole, mode, motion, paused }: HoleVideoProps) {
  const image = holePoster(number, hole);
  const sources = holeVideoSources(number, hole);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const shouldPlay = motion && mode === 'play' && !paused;
  const withVideo = motion && mode !== 'none' && sources.length > 0;
  const firstScreen = number === FIRST_SCREEN_HOLE;

  const videoSource = sources[0]?.src;
  // Again for a new <video> (another source): it starts paused.
  useEffect(() => {
    const element = video.current;
    if (!element || videoSource === undefined) return;
    if (shouldPlay) {
      element.muted = true;
      // A refused play() (no autoplay here, or the element went away) leaves the poster showing.
      element.play()?.catch(() => undefined);
    } else if (!element.paused) {
      element.pause();
    }
  }, [shouldPlay, videoSource]);

  const poster = (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
      ))}
      <img
        className="hole__poster"
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
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
          // A <video> reads its sources once: another one (the course data arrived) is a new element.
          key={videoSource}
          ref={video}
          className="hole__video"
          data-playing={playing ? 'true' : 'false'}
          width={image.width}
          height={image.height}
          preload="auto"
          muted
          playsInline
          loop
          disablePictureInPicture
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      ) : null}
    </div>
  );
}
