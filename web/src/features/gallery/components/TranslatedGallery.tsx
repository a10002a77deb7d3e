import { useT } from '../../../lib/i18n';
import { type GalleryEntry, SCENE_SIZE } from '../galleries';
import { Gallery } from './Gallery';

/** A gallery of generated scenes whose alt texts and captions come from the dictionary. */
export function TranslatedGallery({ entries }: { entries: readonly GalleryEntry[] }) {
  const t = useT();
  const pictures = entries.map((entry) => ({
    id: entry.id,
    src: entry.src,
    ...SCENE_SIZE,
    alt: t(entry.alt),
    caption: t(entry.caption),
  }));
  return <Gallery pictures={pictures} />;
}
