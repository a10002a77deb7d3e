import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { PageWidget, PublicBlock } from '../../../../../common/api/pages';
import { splitLanguagePath } from '../../../../../common/i18n/languages';
import { LinkCards } from '../../../components/ui/LinkCards';
import { ContentBlocks, type Widgets } from './ContentBlocks';

type HeadingBlock = Extract<PublicBlock, { kind: 'heading' }>;
type LinksBlock = Extract<PublicBlock, { kind: 'links' }>;

/** A heading and the blocks under it, up to the next heading. */
export interface BlockSection {
  heading: HeadingBlock;
  blocks: PublicBlock[];
}

/**
 * A page's blocks cut up for a layout of its own (two columns, an aside): what comes before the first
 * heading, the sections, and the onward links, wherever staff put those (a page ends with its cards).
 */
export interface ContentParts {
  opening: PublicBlock[];
  sections: BlockSection[];
  links: LinksBlock[];
}

export function contentParts(blocks: readonly PublicBlock[]): ContentParts {
  const parts: ContentParts = { opening: [], sections: [], links: [] };
  for (const block of blocks) {
    if (block.kind === 'links') parts.links.push(block);
    else if (block.kind === 'heading') parts.sections.push({ heading: block, blocks: [] });
    else (parts.sections.at(-1)?.blocks ?? parts.opening).push(block);
  }
  return parts;
}

/** Whether the section shows the feature: the page's layout places such sections (the shop's hours aside). */
export const holdsWidget = (section: BlockSection, widget: PageWidget) =>
  section.blocks.some((block) => block.kind === 'widget' && block.widget === widget);

interface ContentSectionProps {
  section: BlockSection;
  /** Prefixes the heading's id, as ContentBlocks does ('shop' → 'shop-hours'). */
  idPrefix: string;
  className: string;
  /** An anchor other pages link to ('species' for /ecology#species). */
  id?: string;
  widgets?: Widgets;
}

/**
 * One section as a page's own layout shows it: the <section> is the layout's element (its class, its place
 * in a grid), the heading and blocks inside are the page's texts.
 */
export function ContentSection({ section, idPrefix, className, id, widgets }: ContentSectionProps) {
  const headingId = `${idPrefix}-${section.heading.id}`;
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
      <h2 id={headingId} lang={section.heading.fallback ? 'en' : undefined}>
        {section.heading.text}
      </h2>
      {section.blocks.length > 0 ? (
        <ContentBlocks blocks={section.blocks} widgets={widgets} idPrefix={idPrefix} />
      ) : null}
    </section>
  );
}

/**
 * The onward link cards, straight in the page's layout (no wrapper: the layouts place .link-cards
 * themselves). The router's basename is the page's language, so a path goes without its prefix.
 */
export function ContentLinks({ blocks }: { blocks: readonly LinksBlock[] }) {
  return blocks.map((block) => (
    <LinkCards
      key={block.id}
      label={block.title}
      cards={block.items.map((item) => ({
        to: splitLanguagePath(item.path).path,
        title: item.title,
        description: item.text,
      }))}
    />
  ));
}

/**
 * Scrolls to the address's #anchor when the page's texts show. A link from another page (/ecology#vlinder)
 * can arrive before them: the layout's scroll restoration then found no anchor to scroll to. Back and
 * forward (POP, the first load too) are left to that restoration and the browser.
 */
export function ScrollToAnchor() {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || hash === '') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, navigationType]);
  return null;
}
