import type { PageWidget } from '../../../../common/api/pages';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import {
  type BlockSection,
  ContentLinks,
  ContentSection,
  contentParts,
  holdsWidget,
} from '../../features/content-pages/components/ContentSections';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { PaymentCards } from '../../features/payment-cards/components/PaymentCards';
import { RangeNote } from '../../features/prices/components/RangeNote';
import { RangePrice } from '../../features/prices/components/RangePrice';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import '../../styles/info-pages.css';

/** The sections that show one of these stand beside the text on a desktop, wherever staff put them. */
const ASIDE_WIDGETS: readonly PageWidget[] = ['range-hours', 'shop-contact', 'payment-cards'];

const isAside = (section: BlockSection) => ASIDE_WIDGETS.some((widget) => holdsWidget(section, widget));
const isTextOnly = (section: BlockSection) => !section.blocks.some((block) => block.kind === 'widget');

/**
 * The text column's sections, and the sections of text alone that end it (Caddymaster, Greenkeeper),
 * which stand side by side as cards.
 */
function splitCards(sections: readonly BlockSection[]) {
  let start = sections.length;
  while (start > 0 && isTextOnly(sections[start - 1] as BlockSection)) start -= 1;
  return { sections: sections.slice(0, start), cards: sections.slice(start) };
}

function useRangeWidgets(): Widgets {
  const t = useT();
  return {
    'range-price': <RangePrice />,
    'range-note': <RangeNote />,
    'range-hours': <OpeningHours facility="drivingRange" />,
    'shop-contact': <ContactDetails />,
    'payment-cards': <PaymentCards label={t('paymentCards.title')} />,
  };
}

/**
 * The driving range (its texts are the club's: server/src/content/seed/pages/driving-range.ts): the fee and
 * the list's note from today's price list, the hours, the contact and the cards beside the text.
 */
export function DrivingRangePage() {
  const widgets = useRangeWidgets();
  return (
    <ContentPage pageKey="driving-range">
      {(page) => {
        const { opening, sections, links } = contentParts(page.blocks);
        const aside = sections.filter(isAside);
        const main = splitCards(sections.filter((item) => !isAside(item)));
        const section = (item: BlockSection, className = 'info-section') => (
          <ContentSection
            key={item.heading.id}
            section={item}
            idPrefix="range"
            className={className}
            widgets={widgets}
          />
        );
        return (
          <>
            <div className="editorial info-layout">
              <div className="info-layout__main">
                {opening.length > 0 ? (
                  <ContentBlocks blocks={opening} widgets={widgets} idPrefix="range" />
                ) : null}
                {main.sections.map((item) => section(item))}
                {main.cards.length > 0 ? (
                  <div className="info-staff">
                    {main.cards.map((item) => section(item, 'info-staff__item'))}
                  </div>
                ) : null}
              </div>
              {aside.length > 0 ? (
                <div className="info-aside">{aside.map((item) => section(item))}</div>
              ) : null}
            </div>
            <ContentLinks blocks={links} />
          </>
        );
      }}
    </ContentPage>
  );
}
