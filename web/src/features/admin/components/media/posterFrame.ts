import { MEDIA_WIDTHS } from '../../../../../../common/api/media';

/**
 * A video's poster frame, taken in the browser (the server has no video decoder): the video is loaded
 * into a <video> element, moved a second in (past a black first frame), and that frame drawn into a canvas
 * and encoded as a JPEG. Rejects when the browser cannot show the video.
 */

/** Where the frame is taken: a second in, or halfway through a shorter video. */
const FRAME_AT_SECONDS = 1;
/** A video the browser has not shown a frame of by then is taken as one it cannot play. */
const TIMEOUT_MS = 20_000;
const LARGEST_WIDTH = Math.max(...MEDIA_WIDTHS);

export class PosterFrameError extends Error {
  override readonly name = 'PosterFrameError';
}

export function capturePosterFrame(video: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(video);
    const element = document.createElement('video');
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      outcome();
    };
    const fail = (reason: string) => finish(() => reject(new PosterFrameError(reason)));
    const timer = setTimeout(() => fail('the video did not load in time'), TIMEOUT_MS);

    const draw = () => {
      const { videoWidth: width, videoHeight: height } = element;
      if (!width || !height) return fail('the video has no picture');
      const scale = Math.min(1, LARGEST_WIDTH / width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      if (!context) return fail('no canvas');
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => (blob ? finish(() => resolve(blob)) : fail('the frame could not be encoded')),
        'image/jpeg',
        0.88,
      );
    };

    // Muted and inline: what lets phones (iOS Safari above all) load a video without a tap.
    element.muted = true;
    element.playsInline = true;
    element.preload = 'auto';
    element.addEventListener('error', () => fail('the browser cannot play this video'));
    element.addEventListener('loadedmetadata', () => {
      const duration = Number.isFinite(element.duration) ? element.duration : 0;
      // Never exactly 0: a seek to where the video already is may not report that it is done.
      element.currentTime = Math.max(0.01, Math.min(FRAME_AT_SECONDS, duration / 2));
    });
    element.addEventListener('seeked', draw, { once: true });
    element.src = url;
  });
}
