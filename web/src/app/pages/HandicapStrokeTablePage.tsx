import { Fragment, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import type { Course } from '../../../../common/api/holes';
import type { PublicBlock } from '../../../../common/api/pages';
import { coursePar, strokeTable } from '../../../../common/rules/strokeTable';
import { Spinner } from '../../components/ui/Spinner';
import { useClubDetails } from '../../features/club/api/getClubDetails';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import {
  type BlockSection,
  ContentLinks,
  ContentSection,
  contentParts,
  holdsWidget,
} from '../../features/content-pages/components/ContentSections';
import { useCourse } from '../../features/course/api/getCourse';
import { HandicapCalculator } from '../../features/stroke-table/components/HandicapCalculator';
import { StrokeTableDownload } from '../../features/stroke-table/components/StrokeTableDownload';
import { StrokeTableImage } from '../../features/stroke-table/components/StrokeTableImage';
import { StrokeTableText } from '../../features/stroke-table/components/StrokeTableText';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import { isWidget } from './pageBlocks';
import '../../styles/course.css';

/** Prefixes the headings' ids ('formula' → 'stroke-formula'). */
const ID_PREFIX = 'stroke';

/** The course's stroke table as the page shows it: the par, the calculator, the drawing and the text table. */
function useStrokeWidgets(course: Course): Widgets {
  const t = useT();
  const id = useId();
  const image = useRef<SVGSVGElement>(null);
  const [index, setIndex] = useState<number | undefined>(undefined);
  const clubName = useClubDetails().data?.name ?? '';
  const par = coursePar(course.holes);
  const rows = useMemo(() => strokeTable(course.tees, coursePar(course.holes)), [course]);
  return {
    'course-par': <p>{t('handicapStrokeTable.par', { par })}</p>,
    'handicap-calculator': <HandicapCalculator tees={course.tees} par={par} onIndex={setIndex} />,
    'stroke-table-image': (
      <figure className="stroke-figure page__wide">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the image scrolls sideways on phones */}
        <section className="stroke-figure__scroll" tabIndex={0} aria-labelledby={`${id}-title`}>
          <StrokeTableImage
            ref={image}
            clubName={clubName}
            tees={course.tees}
            rows={rows}
            par={par}
            highlight={index}
            titleId={`${id}-title`}
            descId={`${id}-desc`}
          />
        </section>
        <figcaption className="stroke-figure__caption">
          <StrokeTableDownload image={image} />
        </figcaption>
      </figure>
    ),
    'stroke-table-text': <StrokeTableText tees={course.tees} rows={rows} par={par} />,
  };
}

/**
 * The drawing is as wide as the page: it stands on its own, never inside a section's column or card. A
 * section's blocks from the drawing on follow the section (after the cards at the top, for theirs).
 */
function splitAtImage(blocks: readonly PublicBlock[]): [PublicBlock[], PublicBlock[]] {
  const at = blocks.findIndex((block) => isWidget(block, 'stroke-table-image'));
  return at === -1 ? [[...blocks], []] : [blocks.slice(0, at), blocks.slice(at)];
}

/** Blocks outside any section: the drawing as it is (page-wide), the others in runs of text. */
function LooseBlocks({ blocks, widgets }: { blocks: readonly PublicBlock[]; widgets: Widgets }) {
  const parts: ReactNode[] = [];
  let run: PublicBlock[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const [first] = run;
    parts.push(<ContentBlocks key={first?.id} blocks={run} widgets={widgets} idPrefix={ID_PREFIX} />);
    run = [];
  };
  for (const block of blocks) {
    if (isWidget(block, 'stroke-table-image')) {
      flush();
      parts.push(<Fragment key={block.id}>{widgets['stroke-table-image']}</Fragment>);
    } else run.push(block);
  }
  flush();
  return parts;
}

/**
 * The sections up to the calculator's stand side by side at the top (the explanation, the calculator in
 * its card); the drawing follows them, then the later sections (the table as text), each page-wide.
 */
function StrokeTableSections({ blocks, course }: { blocks: readonly PublicBlock[]; course: Course }) {
  const widgets = useStrokeWidgets(course);
  const { opening, sections } = contentParts(blocks);
  const calculatorAt = sections.findIndex((section) => holdsWidget(section, 'handicap-calculator'));
  const split = sections.map((section): [BlockSection, PublicBlock[]] => {
    const [inside, after] = splitAtImage(section.blocks);
    return [{ heading: section.heading, blocks: inside }, after];
  });
  const top = split.slice(0, calculatorAt + 1);
  const below = split.slice(calculatorAt + 1);
  const sectionOf = ([section]: [BlockSection, PublicBlock[]], className: string) => (
    <ContentSection
      key={section.heading.id}
      section={section}
      idPrefix={ID_PREFIX}
      className={className}
      widgets={widgets}
    />
  );
  return (
    <>
      <LooseBlocks blocks={opening} widgets={widgets} />
      {top.length > 0 ? (
        <div className="stroke-intro page__wide">
          {top.map((item) =>
            sectionOf(
              item,
              holdsWidget(item[0], 'handicap-calculator') ? 'stroke-calculator-card' : 'stroke-formula',
            ),
          )}
        </div>
      ) : null}
      <LooseBlocks blocks={top.flatMap(([, after]) => after)} widgets={widgets} />
      {below.map((item) => (
        <Fragment key={item[0].heading.id}>
          {sectionOf(item, 'stroke-text-section page__wide')}
          <LooseBlocks blocks={item[1]} widgets={widgets} />
        </Fragment>
      ))}
    </>
  );
}

/**
 * /handicap-stroke-table: the WHS stroke table of the course as an image, a calculator and a text table
 * (docs/product.md, Handicap Stroke Table). The texts are the club's
 * (server/src/content/seed/pages/handicap-stroke-table.ts); the table is worked out from the course data.
 */
export function HandicapStrokeTablePage() {
  const t = useT();
  const { data, isPending } = useCourse();
  return (
    <ContentPage pageKey="handicap-stroke-table">
      {(page) => (
        <>
          {data ? (
            <StrokeTableSections
              blocks={page.blocks.filter((block) => block.kind !== 'links')}
              course={data}
            />
          ) : isPending ? (
            <Spinner label={t('handicapStrokeTable.loading')} />
          ) : (
            <p>{t('handicapStrokeTable.unavailable')}</p>
          )}
          <ContentLinks blocks={contentParts(page.blocks).links} />
        </>
      )}
    </ContentPage>
  );
}
