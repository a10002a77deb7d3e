import { Fragment, Suspense, useDeferredValue } from 'react';
import type { PublicBlock } from '../../../../common/api/pages';
import { Spinner } from '../../components/ui/Spinner';
import { type BookingMode, useBookingMode } from '../../features/booking/api/getBookingMode';
import { HandicapLimitsNote, PaidBookingNote } from '../../features/booking/components/BookingNotes';
import { TestPaymentsBanner } from '../../features/booking/components/TestPaymentsBanner';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import { ContentLinks, contentParts } from '../../features/content-pages/components/ContentSections';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { useT } from '../../lib/i18n';
import { useIsClient } from '../../lib/useIsClient';
import { ContentPage } from '../layout/ContentPage';
import { LazyScreenView, lazyScreen } from '../lazyScreen';
import { blocksNotOfKind, blocksOfKind, isWidget } from './pageBlocks';
import '../../styles/info-pages.css';
import '../../styles/booking.css';
import '../../styles/waiting-list.css';

/**
 * Each mode's form is a chunk of its own, loaded once the mode is known: the page's start (one task, all
 * its modules evaluated together) no longer builds both forms' schemas, the online one's never in the mail
 * mode (issue 38, TBT). Loaded as screens are: a chunk that fails to load reloads the address.
 */
const mailBooking = lazyScreen(() =>
  import('../../features/booking/components/MailBooking').then((module) => module.MailBooking),
);
const onlineBooking = lazyScreen(() =>
  import('../../features/booking/components/OnlineBookingEntry').then((module) => module.OnlineBookingEntry),
);

/**
 * The mail request form, or (BOOKING_MODE=online) booking with payment; a spinner until the mode is known.
 * The server renders the page with the mode, but the form only once the app runs: the server does not
 * wait for the form's chunk, and the hydration must find what it rendered.
 */
function BookingForm({ mode: knownMode }: { mode: BookingMode | undefined }) {
  const t = useT();
  const isClient = useIsClient();
  // The mode's answer is rendered at once, and blocking (a query's update always is); the form it brings is
  // left to a deferred render, which React slices between the browser's work and which keeps the spinner
  // while the form's chunk loads.
  const mode = useDeferredValue(knownMode);
  const loading = (
    <div className="booking-layout__loading">
      <Spinner label={t('bookingForm.loading')} />
    </div>
  );
  if (mode === undefined || !isClient) return loading;
  return (
    <Suspense fallback={loading}>
      <LazyScreenView screen={mode === 'online' ? onlineBooking : mailBooking} />
    </Suspense>
  );
}

/**
 * The texts on one side of the form, in one box: before it the notes, after it whom to ask (beside the
 * form on a desktop, above and below it on a phone). The box is named by its first heading.
 */
function BookingAside({
  className,
  blocks,
  widgets,
}: {
  className: string;
  blocks: readonly PublicBlock[];
  widgets: Widgets;
}) {
  if (blocks.length === 0) return null;
  const { opening, sections } = contentParts(blocks);
  const headingId = (id: string) => `booking-${id}`;
  return (
    <aside
      className={className}
      aria-labelledby={sections[0] ? headingId(sections[0].heading.id) : undefined}
    >
      {opening.length > 0 ? <ContentBlocks blocks={opening} widgets={widgets} idPrefix="booking" /> : null}
      {sections.map(({ heading, blocks: under }) => (
        <Fragment key={heading.id}>
          <h2
            id={headingId(heading.id)}
            className="booking-notes__title"
            lang={heading.fallback ? 'en' : undefined}
          >
            {heading.text}
          </h2>
          {under.length > 0 ? <ContentBlocks blocks={under} widgets={widgets} idPrefix="booking" /> : null}
        </Fragment>
      ))}
    </aside>
  );
}

/**
 * Online Greenfee Booking (its texts are the club's: server/src/content/seed/pages/booking.ts): the mail
 * request form, or (BOOKING_MODE=online) booking with payment, where the widget 'booking-form' stands; the
 * texts before it are the notes, those after it whom to ask. The online mode has its own lead.
 */
export function BookingPage() {
  const t = useT();
  const mode = useBookingMode();
  const widgets: Widgets = {
    'handicap-limits': <HandicapLimitsNote />,
    'paid-booking-note': <PaidBookingNote online={mode === 'online'} />,
    'shop-contact': <ContactDetails />,
  };
  return (
    <ContentPage pageKey="booking" leadInstead={mode === 'online' ? t('bookingOnline.lead') : undefined}>
      {(page) => {
        const blocks = blocksNotOfKind(page.blocks, 'links');
        // The form is the page's reason to be: without its widget (staff only move it) it follows the texts.
        const at = blocks.findIndex((block) => isWidget(block, 'booking-form'));
        const before = at === -1 ? blocks : blocks.slice(0, at);
        const after = at === -1 ? [] : blocks.slice(at + 1);
        return (
          <>
            <TestPaymentsBanner />
            <div className="booking-layout">
              <BookingAside className="booking-notes" blocks={before} widgets={widgets} />
              <div className="booking-layout__main">
                <BookingForm mode={mode} />
              </div>
              <BookingAside className="booking-contact" blocks={after} widgets={widgets} />
            </div>
            <ContentLinks blocks={blocksOfKind(page.blocks, 'links')} />
          </>
        );
      }}
    </ContentPage>
  );
}
