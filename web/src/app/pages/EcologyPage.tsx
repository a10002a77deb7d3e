import type { PublicBlock } from '../../../../common/api/pages';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import {
  type BlockSection,
  ContentLinks,
  ContentSection,
  contentParts,
  holdsWidget,
} from '../../features/content-pages/components/ContentSections';
import { VLINDER_ANCHOR, VlinderDashboard } from '../../features/dashboard/components/VlinderDashboard';
import { SPECIES_ANCHOR } from '../../features/species/species';
import { ContentPage } from '../layout/ContentPage';
import '../../styles/club.css';

const widgets: Widgets = {
  'vlinder-dashboard': <VlinderDashboard />,
};

const holdsCards = (section: BlockSection) => section.blocks.some((block) => block.kind === 'cards');
const holdsDashboard = (section: BlockSection) => holdsWidget(section, 'vlinder-dashboard');

/** The sections at the page's width: the species' cards and the dashboard. */
const isWide = (section: BlockSection) => holdsCards(section) || holdsDashboard(section);

/**
 * The anchors other pages link to (/ecology#species): the first section that shows cards (the species),
 * and the one that shows the dashboard.
 */
function anchorsOf(sections: readonly BlockSection[]) {
  const species = sections.find(holdsCards);
  return (section: BlockSection) => {
    if (section === species) return SPECIES_ANCHOR;
    if (holdsDashboard(section)) return VLINDER_ANCHOR;
    return undefined;
  };
}

/** The plans' timeline stands beside the text, wherever staff placed it. */
const isTimeline = (block: PublicBlock) => block.kind === 'timeline';

/**
 * Ecological management (its texts are the club's: server/src/content/seed/pages/ecology.ts): the plans in
 * a reading column with their timeline beside them, then the species' cards and the dashboard at the
 * page's width, the onward links across the foot.
 */
export function EcologyPage() {
  return (
    <ContentPage pageKey="ecology">
      {(page) => {
        const { opening, sections, links } = contentParts(page.blocks.filter((block) => !isTimeline(block)));
        const anchorOf = anchorsOf(sections);
        const wide = sections.filter(isWide);
        return (
          <div className="club-layout">
            <div className="club-layout club-layout--split">
              <div className="club-layout__main">
                {opening.length > 0 ? (
                  <ContentBlocks blocks={opening} widgets={widgets} idPrefix="ecology" />
                ) : null}
                {sections
                  .filter((section) => !isWide(section))
                  .map((section) => (
                    <ContentSection
                      key={section.heading.id}
                      section={section}
                      idPrefix="ecology"
                      className="club-section"
                      widgets={widgets}
                    />
                  ))}
              </div>
              <div className="club-layout__aside">
                <ContentBlocks blocks={page.blocks.filter(isTimeline)} widgets={widgets} idPrefix="ecology" />
              </div>
            </div>
            {wide.map((section) => (
              <ContentSection
                key={section.heading.id}
                section={section}
                id={anchorOf(section)}
                idPrefix="ecology"
                className="club-section"
                widgets={widgets}
              />
            ))}
            <ContentLinks blocks={links} />
          </div>
        );
      }}
    </ContentPage>
  );
}
