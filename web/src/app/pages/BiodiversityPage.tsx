import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import {
  ContentLinks,
  ContentSection,
  contentParts,
} from '../../features/content-pages/components/ContentSections';
import { GallerySection } from '../../features/gallery/components/GallerySection';
import { ContentPage } from '../layout/ContentPage';
import { blocksNotOfKind, blocksOfKind } from './pageBlocks';
import '../../styles/club.css';

/**
 * Biodiversity (its texts are the club's: server/src/content/seed/pages/biodiversity.ts): the text in a
 * reading column, the gallery beside it, the onward links across the foot. Its links into the ecology
 * page's #species and #vlinder are in the texts.
 */
export function BiodiversityPage() {
  return (
    <ContentPage pageKey="biodiversity">
      {(page) => {
        const { opening, sections, links } = contentParts(blocksNotOfKind(page.blocks, 'gallery'));
        return (
          <div className="club-layout club-layout--split">
            <div className="club-layout__main biodiversity-text">
              {opening.length > 0 ? <ContentBlocks blocks={opening} idPrefix="bio" /> : null}
              {sections.map((section) => (
                <ContentSection
                  key={section.heading.id}
                  section={section}
                  idPrefix="bio"
                  className="club-section"
                />
              ))}
            </div>
            {blocksOfKind(page.blocks, 'gallery').map((gallery) => (
              <GallerySection
                key={gallery.id}
                block={gallery}
                idPrefix="bio"
                className="club-layout__aside"
              />
            ))}
            <ContentLinks blocks={links} />
          </div>
        );
      }}
    </ContentPage>
  );
}
