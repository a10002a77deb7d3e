import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import {
  ContentLinks,
  ContentSection,
  contentParts,
} from '../../features/content-pages/components/ContentSections';
import { ContentPage } from '../layout/ContentPage';
import '../../styles/info-pages.css';

/**
 * The dress code (its texts are the club's: server/src/content/seed/pages/dresscode.ts): the sets of rules
 * two by two on a desktop, the onward links under them.
 */
export function DressCodePage() {
  return (
    <ContentPage pageKey="dresscode">
      {(page) => {
        const { opening, sections, links } = contentParts(page.blocks);
        return (
          <>
            {opening.length > 0 ? <ContentBlocks blocks={opening} idPrefix="dresscode" /> : null}
            <div className="editorial editorial--even info-rules">
              {sections.map((section) => (
                <ContentSection
                  key={section.heading.id}
                  section={section}
                  idPrefix="dresscode"
                  className="info-section info-rules__group"
                />
              ))}
            </div>
            <ContentLinks blocks={links} />
          </>
        );
      }}
    </ContentPage>
  );
}
