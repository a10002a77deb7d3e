import type { MediaItem } from '../../../../../../common/api/media';
import { thumbnailOf } from './mediaFiles';

/**
 * A small picture of an item, beside the words that name it (its alt text, or its file name): itself
 * decorative, so screen readers hear the words once.
 */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  const src = thumbnailOf(item);
  return (
    <span className={`media-thumbnail${item.kind === 'video' ? ' media-thumbnail--video' : ''}`}>
      {src ? (
        <img src={src} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" />
      ) : null}
    </span>
  );
}
