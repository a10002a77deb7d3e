import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import { ContentLinks } from '../../features/content-pages/components/ContentSections';
import { GallerySection } from '../../features/gallery/components/GallerySection';
import { ContentPage } from '../layout/ContentPage';
import { blocksNotOfKind, blocksOfKind } from './pageBlocks';
import '../../styles/club.css';

/**
 * The club's story (docs/product.md, History), from the page's texts: the story in the text column, the
 * gallery beside it, the onward links across the foot, wherever staff placed those among the texts.
 */
export function HistoryPage() {
  return (
    <ContentPage pageKey="history">
      {(page) => (
        <div className="club-layout club-layout--split">
          <div className="club-layout__main">
            <ContentBlocks
              blocks={blocksNotOfKind(page.blocks, 'gallery', 'links')}
              sectionClassName="club-section"
              idPrefix="history"
            />
          </div>
          {blocksOfKind(page.blocks, 'gallery').map((gallery) => (
            <GallerySection
              key={gallery.id}
              block={gallery}
              idPrefix="history"
              className="club-layout__aside"
            />
          ))}
          <ContentLinks blocks={blocksOfKind(page.blocks, 'links')} />
        </div>
      )}
    </ContentPage>
  );
}
