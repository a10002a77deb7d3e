import type { PageWidget, PublicPage } from '../../../../common/api/pages';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import {
  type BlockSection,
  ContentLinks,
  ContentSection,
  contentParts,
  holdsWidget,
} from '../../features/content-pages/components/ContentSections';
import '../../styles/info-pages.css';

interface InfoAsideLayoutProps {
  page: PublicPage;
  widgets: Widgets;
  /** Prefixes the headings' ids ('greenfees' → 'greenfees-conditions'). */
  idPrefix: string;
  /** The sections that show one of these stand beside the text on a desktop, wherever staff put them. */
  asideWidgets: readonly PageWidget[];
}

/**
 * An information page's texts (green fees, buggies): the sections in a reading column, those with the
 * practical facts (hours, contact) beside it, the onward link cards across the foot.
 */
export function InfoAsideLayout({ page, widgets, idPrefix, asideWidgets }: InfoAsideLayoutProps) {
  const { opening, sections, links } = contentParts(page.blocks);
  const isAside = (item: BlockSection) => asideWidgets.some((widget) => holdsWidget(item, widget));
  const aside = sections.filter(isAside);
  const section = (item: BlockSection) => (
    <ContentSection
      key={item.heading.id}
      section={item}
      idPrefix={idPrefix}
      className="info-section"
      widgets={widgets}
    />
  );
  return (
    <>
      <div className="editorial info-layout">
        <div className="info-layout__main">
          {opening.length > 0 ? (
            <ContentBlocks blocks={opening} widgets={widgets} idPrefix={idPrefix} />
          ) : null}
          {sections.filter((item) => !isAside(item)).map(section)}
        </div>
        {aside.length > 0 ? <div className="info-aside">{aside.map(section)}</div> : null}
      </div>
      <ContentLinks blocks={links} />
    </>
  );
}
