import type { Widgets } from '../../features/content-pages/components/ContentBlocks';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { BuggyHours } from '../../features/prices/components/BuggyHours';
import { BuggyNotes } from '../../features/prices/components/BuggyNotes';
import { BuggyPrice } from '../../features/prices/components/BuggyPrice';
import { ContentPage } from '../layout/ContentPage';
import { InfoAsideLayout } from './InfoAsideLayout';

const widgets: Widgets = {
  'buggy-price': <BuggyPrice />,
  'buggy-notes': <BuggyNotes />,
  'buggy-hours': <BuggyHours />,
  'shop-contact': <ContactDetails />,
};

/**
 * The golf buggies (its texts are the club's: server/src/content/seed/pages/golf-buggies.ts): the price,
 * the driver's age and the hours from today's price list, with the hours and the booking beside the text.
 */
export function GolfBuggiesPage() {
  return (
    <ContentPage pageKey="golf-buggies">
      {(page) => (
        <InfoAsideLayout
          page={page}
          widgets={widgets}
          idPrefix="buggies"
          asideWidgets={['buggy-hours', 'shop-contact']}
        />
      )}
    </ContentPage>
  );
}
