import { Link } from 'react-router';
import type { Widgets } from '../../features/content-pages/components/ContentBlocks';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { OpeningHours } from '../../features/opening-hours/components/OpeningHours';
import { GreenFeeNotes } from '../../features/prices/components/GreenFeeNotes';
import { GreenFeePrices } from '../../features/prices/components/GreenFeePrices';
import { TwilightTimes } from '../../features/prices/components/TwilightTimes';
import { HandicapLimits } from '../../features/rules/components/HandicapLimits';
import { MembersOnlyTimes } from '../../features/rules/components/MembersOnlyTimes';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import { paths } from '../routes';
import { InfoAsideLayout } from './InfoAsideLayout';

/** The way to the online booking, as a button. */
function BookOnline() {
  const t = useT();
  return (
    <Link className="button" to={paths.booking}>
      {t('greenfees.bookOnline')}
    </Link>
  );
}

const widgets: Widgets = {
  'greenfee-prices': <GreenFeePrices />,
  'greenfee-notes': <GreenFeeNotes />,
  'members-only-times': <MembersOnlyTimes />,
  'handicap-limits': <HandicapLimits />,
  'shop-hours': <OpeningHours facility="shop" />,
  'twilight-times': <TwilightTimes />,
  'shop-contact': <ContactDetails />,
  'book-online': <BookOnline />,
};

/**
 * The green fees (its texts are the club's: server/src/content/seed/pages/greenfees.ts): the list in force
 * today, or on the ?date= that a link to the next list asks for, its notes and the conditions, with the
 * hours and the booking beside them. The conditions' heading id is an anchor the home page links to.
 */
export function GreenFeesPage() {
  return (
    <ContentPage pageKey="greenfees">
      {(page) => (
        <InfoAsideLayout
          page={page}
          widgets={widgets}
          idPrefix="greenfees"
          asideWidgets={['shop-hours', 'twilight-times', 'shop-contact', 'book-online']}
        />
      )}
    </ContentPage>
  );
}
