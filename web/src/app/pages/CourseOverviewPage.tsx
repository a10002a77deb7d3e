import { useMemo } from 'react';
import type { Hole } from '../../../../common/api/holes';
import type { PublicBlock } from '../../../../common/api/pages';
import { Spinner } from '../../components/ui/Spinner';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import {
  type BlockSection,
  ContentLinks,
  ContentSection,
  contentParts,
  holdsWidget,
} from '../../features/content-pages/components/ContentSections';
import { useCourse } from '../../features/course/api/getCourse';
import { CourseFacts } from '../../features/course/components/CourseFacts';
import { HoleByHoleTable } from '../../features/course/components/HoleByHoleTable';
import { TeeRatings } from '../../features/course/components/TeeRatings';
import { CourseMap } from '../../features/course-map/components/CourseMap';
import { ScoreCardTile } from '../../features/course-map/components/ScoreCardTile';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import { isWidget } from './pageBlocks';
import '../../styles/course.css';

/** Prefixes the headings' ids ('map' → 'overview-map'). */
const ID_PREFIX = 'overview';

/** The course's features, from its data; the map is named by the heading of the section it is in. */
type CourseWidgets = (titleId?: string) => Widgets;

function useCourseWidgets(): CourseWidgets {
  const t = useT();
  const { data, isPending } = useCourse();
  const holes = useMemo(
    () => new Map<number, Hole>((data?.holes ?? []).map((hole) => [hole.number, hole])),
    [data],
  );
  return (titleId) => ({
    'course-map': <CourseMap holes={holes} titleId={titleId} />,
    // Under a section's heading the tile is that section's (ScoreCardSection); elsewhere it has no title.
    'score-card': <ScoreCardTile />,
    'tee-ratings': data ? <TeeRatings course={data} /> : null,
    'hole-by-hole': data ? (
      <HoleByHoleTable course={data} />
    ) : isPending ? (
      <Spinner label={t('overview.loading')} />
    ) : null,
  });
}

const headingIdOf = (section: BlockSection) => `${ID_PREFIX}-${section.heading.id}`;
const fallbackLang = (fallback: boolean) => (fallback ? 'en' : undefined);

/** The map's section: its heading and the texts before the map beside each other, the map under them. */
function MapSection({ section, widgets }: { section: BlockSection; widgets: CourseWidgets }) {
  const headingId = headingIdOf(section);
  const at = section.blocks.findIndex((block) => isWidget(block, 'course-map'));
  const intro = section.blocks.slice(0, at);
  const rest = section.blocks.slice(at);
  return (
    <section className="overview-map page__wide" aria-labelledby={headingId}>
      <div className="overview-map__intro">
        <h2 id={headingId} lang={fallbackLang(section.heading.fallback)}>
          {section.heading.text}
        </h2>
        {intro.length > 0 ? <ContentBlocks blocks={intro} widgets={widgets()} idPrefix={ID_PREFIX} /> : null}
      </div>
      <ContentBlocks blocks={rest} widgets={widgets(headingId)} idPrefix={ID_PREFIX} />
    </section>
  );
}

type TextBlock = Extract<PublicBlock, { kind: 'text' | 'note' }>;
const isText = (block: PublicBlock): block is TextBlock => block.kind === 'text' || block.kind === 'note';

/**
 * The score card's section is a tile: its heading and the texts above the download are the tile's title
 * and text, and what follows the download (the tees' ratings) stands beside it.
 */
function ScoreCardSection({ section, widgets }: { section: BlockSection; widgets: CourseWidgets }) {
  const at = section.blocks.findIndex((block) => isWidget(block, 'score-card'));
  const above = section.blocks.slice(0, at);
  const texts = above.filter(isText);
  const beside = [...above.filter((block) => !isText(block)), ...section.blocks.slice(at + 1)];
  return (
    <div className="overview-details page__wide">
      <ScoreCardTile
        title={section.heading.text}
        titleLang={fallbackLang(section.heading.fallback)}
        html={texts.map((block) => block.html).join('')}
        htmlLang={fallbackLang(texts.length > 0 && texts.every((block) => block.fallback))}
      />
      {beside.length > 0 ? <ContentBlocks blocks={beside} widgets={widgets()} idPrefix={ID_PREFIX} /> : null}
    </div>
  );
}

/**
 * /overview: the map of the links with a tile for each hole, the score card to download, the course hole by
 * hole (docs/product.md, Course Overview). The texts are the club's (server/src/content/seed/pages/overview.ts);
 * the map, the score card, the tees and the table come from the course data.
 */
export function CourseOverviewPage() {
  const widgets = useCourseWidgets();
  return (
    <ContentPage pageKey="overview" lead={<CourseFacts />}>
      {(page) => {
        const { opening, sections, links } = contentParts(page.blocks);
        const section = (item: BlockSection) => {
          if (holdsWidget(item, 'course-map')) {
            return <MapSection key={item.heading.id} section={item} widgets={widgets} />;
          }
          if (holdsWidget(item, 'score-card')) {
            return <ScoreCardSection key={item.heading.id} section={item} widgets={widgets} />;
          }
          return (
            <ContentSection
              key={item.heading.id}
              section={item}
              idPrefix={ID_PREFIX}
              className={
                holdsWidget(item, 'hole-by-hole') ? 'overview-card page__wide' : 'overview-section page__wide'
              }
              widgets={widgets()}
            />
          );
        };
        return (
          <>
            {opening.length > 0 ? (
              <ContentBlocks blocks={opening} widgets={widgets()} idPrefix={ID_PREFIX} />
            ) : null}
            {sections.map(section)}
            <ContentLinks blocks={links} />
          </>
        );
      }}
    </ContentPage>
  );
}
