import { Fragment, type MouseEvent, type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PageWidget, PublicBlock } from '../../../../../common/api/pages';
import { splitLanguagePath } from '../../../../../common/i18n/languages';
import { LinkCards } from '../../../components/ui/LinkCards';
import { Gallery } from '../../gallery/components/Gallery';
import { ContentCards } from './ContentCards';
import { ContentPicture } from './ContentPicture';
import { ContentTimeline } from './ContentTimeline';
import '../../../styles/content.css';

/** The site's features a page places among its texts (PAGE_WIDGETS), as the page component provides them. */
export type Widgets = Partial<Record<PageWidget, ReactNode>>;

interface ContentBlocksProps {
  blocks: readonly PublicBlock[];
  widgets?: Widgets;
  /** The class of the <section> each heading opens (the page's own look: 'club-section', 'info-section'). */
  sectionClassName?: string;
  /** Prefixes the headings' ids, unique on the page ('history' → 'history-origins'). */
  idPrefix: string;
}

/** The blocks before the first heading, then one group per heading with the blocks under it. */
function sections(blocks: readonly PublicBlock[]) {
  const groups: { heading: Extract<PublicBlock, { kind: 'heading' }> | null; blocks: PublicBlock[] }[] = [
    { heading: null, blocks: [] },
  ];
  for (const block of blocks) {
    if (block.kind === 'heading') groups.push({ heading: block, blocks: [] });
    else groups[groups.length - 1]?.blocks.push(block);
  }
  return groups.filter((group) => group.heading !== null || group.blocks.length > 0);
}

/** A text whose language fell back to English says so, for screen readers' pronunciation. */
const fallbackLang = (fallback: boolean) => (fallback ? 'en' : undefined);

function Block({ block, widgets, idPrefix }: { block: PublicBlock; widgets: Widgets; idPrefix: string }) {
  switch (block.kind) {
    case 'heading':
      return null;
    case 'text':
      // The server rendered and sanitised it (server/src/content/markdown.ts): links, emphasis, lists.
      return (
        <div
          className="content-text"
          lang={fallbackLang(block.fallback)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, by an allow-list.
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
    case 'note':
      return (
        <aside
          className="content-note"
          lang={fallbackLang(block.fallback)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, by an allow-list.
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
    case 'picture':
      return block.picture ? <ContentPicture picture={block.picture} /> : null;
    case 'gallery':
      return (
        <section className="content-gallery club-gallery" aria-labelledby={`${idPrefix}-${block.id}`}>
          <h2 id={`${idPrefix}-${block.id}`}>{block.title}</h2>
          <Gallery
            pictures={block.pictures.map((picture) => ({
              id: picture.id,
              src: picture.src,
              width: picture.width,
              height: picture.height,
              alt: picture.alt,
              caption: picture.caption,
              sources: picture.sources,
            }))}
          />
        </section>
      );
    case 'links':
      return (
        <LinkCards
          label={block.title}
          // The server gives each path in the page's language (/nl/bod); the router adds the prefix itself.
          cards={block.items.map((item) => ({
            to: splitLanguagePath(item.path).path,
            title: item.title,
            description: item.text,
          }))}
        />
      );
    case 'timeline':
      return <ContentTimeline block={block} idPrefix={idPrefix} />;
    case 'cards':
      return <ContentCards block={block} />;
    case 'widget':
      return <>{widgets[block.widget] ?? null}</>;
  }
}

/**
 * A page's blocks as the visitor sees them: each heading opens a section with the blocks under it; texts
 * come as sanitised HTML from the server; the features a page places (the menu, the hours) come from
 * `widgets`. A click on a link to another page of the site stays in the app.
 */
export function ContentBlocks({ blocks, widgets = {}, sectionClassName, idPrefix }: ContentBlocksProps) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || !anchor.closest('.content-text, .content-note')) return;
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return;
      event.preventDefault();
      // The router's basename is the page's language: the path goes without its prefix.
      navigate(`${splitLanguagePath(url.pathname).path}${url.search}${url.hash}`);
    },
    [navigate],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only passes on clicks its links already handle.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are keyboard-operable themselves.
    <div className="content-blocks" onClick={onClick}>
      {sections(blocks).map((group) =>
        group.heading ? (
          <section
            key={group.heading.id}
            className={sectionClassName}
            aria-labelledby={`${idPrefix}-${group.heading.id}`}
          >
            <h2 id={`${idPrefix}-${group.heading.id}`} lang={fallbackLang(group.heading.fallback)}>
              {group.heading.text}
            </h2>
            {group.blocks.map((block) => (
              <Block key={block.id} block={block} widgets={widgets} idPrefix={idPrefix} />
            ))}
          </section>
        ) : (
          <Fragment key="lead-in">
            {group.blocks.map((block) => (
              <Block key={block.id} block={block} widgets={widgets} idPrefix={idPrefix} />
            ))}
          </Fragment>
        ),
      )}
    </div>
  );
}
