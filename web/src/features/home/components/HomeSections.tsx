import { Fragment, type ReactNode } from 'react';
import type { PageWidget, PublicBlock } from '../../../../../common/api/pages';
import { ContentBlocks } from '../../content-pages/components/ContentBlocks';
import { ContentLinks } from '../../content-pages/components/ContentSections';

type HeadingBlock = Extract<PublicBlock, { kind: 'heading' }>;
type LinksBlock = Extract<PublicBlock, { kind: 'links' }>;
type WidgetBlock = Extract<PublicBlock, { kind: 'widget' }>;

interface HomeSectionPart {
  kind: 'section';
  /** None for texts before the first heading, or after a widget. */
  heading: HeadingBlock | null;
  texts: PublicBlock[];
  links: LinksBlock[];
}

/**
 * A part of the home page's body: one of the site's features on its own (`title`: the section it shows in
 * its own card), or a section of texts.
 */
export type HomePart =
  | { kind: 'widget'; block: WidgetBlock; title: HomeSectionPart | null }
  | HomeSectionPart;

/** A section a widget may show in its own card: a heading with its texts, and no link cards. */
const isTitle = (part: HomePart | undefined): part is HomeSectionPart =>
  part?.kind === 'section' && part.heading !== null && part.links.length === 0;

/**
 * The page's blocks as the home page lays them out: a widget (the status panel, the award marks, the
 * contact) stands on its own in the page's column, wherever staff put it; a heading opens a section of the
 * texts under it, their link cards beside them on a desktop, up to the next heading or widget. A widget of
 * `titled` (the contact) takes the section just before it, a heading and its texts, into its own card.
 */
export function homeParts(
  blocks: readonly PublicBlock[],
  titled: ReadonlySet<PageWidget> = new Set(),
): HomePart[] {
  const parts: HomePart[] = [];
  let section: HomeSectionPart | null = null;
  for (const block of blocks) {
    if (block.kind === 'widget') {
      const before = parts.at(-1);
      const title = titled.has(block.widget) && isTitle(before) ? before : null;
      if (title) parts.pop();
      parts.push({ kind: 'widget', block, title });
      section = null;
      continue;
    }
    if (block.kind === 'heading' || section === null) {
      section = { kind: 'section', heading: null, texts: [], links: [] };
      parts.push(section);
    }
    if (block.kind === 'heading') section.heading = block;
    else if (block.kind === 'links') section.links.push(block);
    else section.texts.push(block);
  }
  return parts;
}

const headingId = (heading: HeadingBlock) => `home-${heading.id}`;

/** A section's heading and texts, as its column shows them and as a widget's card shows them. */
function SectionTexts({ heading, texts }: { heading: HeadingBlock | null; texts: readonly PublicBlock[] }) {
  return (
    <>
      {heading ? (
        <h2 id={headingId(heading)} lang={heading.fallback ? 'en' : undefined}>
          {heading.text}
        </h2>
      ) : null}
      {texts.length > 0 ? <ContentBlocks blocks={texts} idPrefix="home" /> : null}
    </>
  );
}

function HomeSection({ part }: { part: HomeSectionPart }) {
  const { heading, texts, links } = part;
  const titleId = heading ? headingId(heading) : undefined;
  const content = (
    <>
      <div className="home-section__text">
        <SectionTexts heading={heading} texts={texts} />
      </div>
      <ContentLinks blocks={links} />
    </>
  );
  return heading ? (
    <section className={`home-section home-section--${heading.id}`} aria-labelledby={titleId}>
      {content}
    </section>
  ) : (
    <div className="home-section">{content}</div>
  );
}

/** A section's first block's id: unique on the page. */
const sectionKey = (part: HomeSectionPart) => (part.heading ?? part.texts[0] ?? part.links[0])?.id;

/** The heading and texts a widget shows in its own card, rendered; `id` is the heading's, which names it. */
export interface WidgetTitle {
  id: string;
  content: ReactNode;
}

/**
 * The site's features the home page places, as it provides them: a function is a feature that shows the
 * heading and texts just before it in its own card (the contact), given them, or null when none are there.
 */
export type HomeWidgets = Partial<Record<PageWidget, ReactNode | ((title: WidgetTitle | null) => ReactNode)>>;

function widgetOf(widgets: HomeWidgets, block: WidgetBlock, title: HomeSectionPart | null): ReactNode {
  const widget = widgets[block.widget];
  if (typeof widget !== 'function') return widget ?? null;
  if (!title?.heading) return widget(null);
  return widget({
    id: headingId(title.heading),
    content: <SectionTexts heading={title.heading} texts={title.texts} />,
  });
}

/**
 * The home page's body from its texts (server/src/content/seed/pages/home.ts): The Course and The Club,
 * each with its text and onward links, and the site's features placed among them, the contact card with
 * the heading and intro placed before it.
 */
export function HomeSections({ blocks, widgets }: { blocks: readonly PublicBlock[]; widgets: HomeWidgets }) {
  const titled = new Set(
    (Object.keys(widgets) as PageWidget[]).filter((widget) => typeof widgets[widget] === 'function'),
  );
  return homeParts(blocks, titled).map((part) =>
    part.kind === 'widget' ? (
      <Fragment key={part.block.id}>{widgetOf(widgets, part.block, part.title)}</Fragment>
    ) : (
      <HomeSection key={sectionKey(part)} part={part} />
    ),
  );
}
