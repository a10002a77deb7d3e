import type { PublicBlock } from '../../../../../common/api/pages';
import { useT } from '../../../lib/i18n';
import { Gallery } from './Gallery';

type GalleryBlock = Extract<PublicBlock, { kind: 'gallery' }>;

interface GallerySectionProps {
  block: GalleryBlock;
  /** Prefixes the title's id, unique on the page ('history' → 'history-gallery'). */
  idPrefix: string;
  /** The page's layout class for the section ('club-layout__aside'). */
  className?: string;
}

/**
 * A gallery of a page's texts as a section of its own, beside the text: its title, how to read the
 * captions (they show on hover and focus), and the pictures from the media library.
 */
export function GallerySection({ block, idPrefix, className }: GallerySectionProps) {
  const t = useT();
  const titleId = `${idPrefix}-${block.id}`;
  return (
    <section className={className ? `${className} club-gallery` : 'club-gallery'} aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      <p className="club-gallery__hint">{t('club.galleryHint')}</p>
      <Gallery pictures={block.pictures} />
    </section>
  );
}
