import { LiveBoard } from '../../features/board/components/LiveBoard';
import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import { ContentLinks } from '../../features/content-pages/components/ContentSections';
import { ContentPage } from '../layout/ContentPage';
import { blocksNotOfKind, blocksOfKind } from './pageBlocks';
import '../../styles/club.css';

/**
 * /bod: the board, its committees and the staff (docs/product.md, Who's Who). The texts are the club's
 * (server/src/content/seed/pages/bod.ts); the people are the board's data, edited in the admin's Board screen.
 */
export function WhosWhoPage() {
  return (
    <ContentPage pageKey="bod">
      {(page) => {
        const blocks = blocksNotOfKind(page.blocks, 'links');
        return (
          <div className="club-layout">
            {blocks.length > 0 ? (
              <ContentBlocks
                blocks={blocks}
                widgets={{ board: <LiveBoard /> }}
                sectionClassName="club-section"
                idPrefix="bod"
              />
            ) : null}
            <ContentLinks blocks={blocksOfKind(page.blocks, 'links')} />
          </div>
        );
      }}
    </ContentPage>
  );
}
