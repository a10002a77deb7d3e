import { Fragment, useDeferredValue, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicBlock } from '../../../../common/api/pages';
import { Spinner } from '../../components/ui/Spinner';
import { type BookingMode, useBookingMode } from '../../features/booking/api/getBookingMode';
import { HandicapLimitsNote, PaidBookingNote } from '../../features/booking/components/BookingNotes';
import { MailBooking } from '../../features/booking/components/MailBooking';
import { OnlineBooking } from '../../features/booking/components/OnlineBooking';
import { TestPaymentsBanner } from '../../features/booking/components/TestPaymentsBanner';
import { hasBookingStart, onlineBookingStart } from '../../features/booking/lib/bookingStart';
import { ContentBlocks, type Widgets } from '../../features/content-pages/components/ContentBlocks';
import { ContentPage } from '../../features/content-pages/components/ContentPage';
import { ContentLinks, contentParts } from '../../features/content-pages/components/ContentSections';
import { ContactDetails } from '../../features/opening-hours/components/ContactDetails';
import { useT } from '../../lib/i18n';
import { blocksNotOfKind, blocksOfKind, isWidget } from './pageBlocks';
import '../../styles/info-pages.css';
import '../../styles/booking.css';
import '../../styles/waiting-list.css';

/** The mail request form, or (BOOKING_MODE=online) booking with payment; a spinner until the mode is known. */
function BookingForm({ mode: knownMode }: { mode: BookingMode | undefined }) {
  const t = useT();
  // The mode's answer is rendered at once, and blocking (a query's update always is); the form it brings is
  // a first render of many fields, left to a deferred render that React slices between the browser's work.
  const mode = useDeferredValue(knownMode);
  // Booking Details' "Choose another time" hands over the date, party and details (bookingStart.ts).
  const location = useLocation();
  const historyState: unknown = location.state;
  const handedOver = hasBookingStart(historyState);
  const navigate = useNavigate();
  // The hand-over is taken once: the form keeps it in its draft from then on, so Back from the payment page
  // to this entry shows what the player changed since, not the hand-over again. Here, not on the page:
  // only once the online form has begun with it, after the page's texts are in.
  useEffect(() => {
    if (handedOver && mode === 'online') {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
    }
  }, [handedOver, mode, navigate, location.pathname, location.search, location.hash]);
  if (mode === undefined) {
    return (
      <div className="booking-layout__loading">
        <Spinner label={t('bookingForm.loading')} />
      </div>
    );
  }
  return mode === 'online' ? (
    <OnlineBooking start={handedOver ? onlineBookingStart(historyState) : undefined} />
  ) : (
    <MailBooking />
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
