import { Fragment } from 'react';
import type { PublicBlock } from '../../../../../common/api/pages';
import { ContentBlocks, type Widgets } from '../../content-pages/components/ContentBlocks';
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

/** A part of the home page's body: one of the site's features on its own, or a section of texts. */
export type HomePart = { kind: 'widget'; block: WidgetBlock } | HomeSectionPart;

/**
 * The page's blocks as the home page lays them out: a widget (the status panel, the award marks, the
 * contact) stands on its own in the page's column, wherever staff put it; a heading opens a section of the
 * texts under it, their link cards beside them on a desktop, up to the next heading or widget.
 */
export function homeParts(blocks: readonly PublicBlock[]): HomePart[] {
  const parts: HomePart[] = [];
  let section: HomeSectionPart | null = null;
  for (const block of blocks) {
    if (block.kind === 'widget') {
      parts.push({ kind: 'widget', block });
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

function HomeSection({ part }: { part: HomeSectionPart }) {
  const { heading, texts, links } = part;
  const titleId = heading ? `home-${heading.id}` : undefined;
  const content = (
    <>
      <div className="home-section__text">
        {heading ? (
          <h2 id={titleId} lang={heading.fallback ? 'en' : undefined}>
            {heading.text}
          </h2>
        ) : null}
        {texts.length > 0 ? <ContentBlocks blocks={texts} idPrefix="home" /> : null}
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

/**
 * The home page's body from its texts (server/src/content/seed/pages/home.ts): The Course and The Club,
 * each with its text and onward links, and the site's features placed among them.
 */
export function HomeSections({ blocks, widgets }: { blocks: readonly PublicBlock[]; widgets: Widgets }) {
  return homeParts(blocks).map((part) =>
    part.kind === 'widget' ? (
      <Fragment key={part.block.id}>{widgets[part.block.widget] ?? null}</Fragment>
    ) : (
      <HomeSection key={sectionKey(part)} part={part} />
    ),
  );
}
