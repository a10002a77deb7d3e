import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { WaitingListOffer } from '../../../../../common/api/waitingList';
import { formatTime } from '../../../../../common/rules/clubTime';
import { paths } from '../../../app/routes';
import { Spinner } from '../../../components/ui/Spinner';
import { useLocale, useT } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { BookingContact } from '../../booking/components/BookingNotes';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { formatIsoDate } from '../../booking/lib/dates';
import { partyLabel } from '../../booking/lib/partyLabel';
import { formatPrice } from '../../booking-details/lib/formatReservation';
import { useAcceptWaitingListOffer } from '../api/acceptWaitingListOffer';
import { useWaitingListOffer } from '../api/getWaitingListOffer';
import { useLeaveWaitingList } from '../api/leaveWaitingList';
import { useRemaining } from '../lib/useRemaining';
import { AcceptOffer } from './AcceptOffer';
import { LeaveButton, LeftNotice } from './LeaveWaitingList';
import { OfferHead, type OfferShown } from './OfferHead';

/**
 * The page of a waiting-list offer (docs/product.md, Waiting list): while it is open, the time held, until
 * when (counted down), the party and the price, the handicap and accept, and leaving the list; after, what
 * became of it (taken, requested, lapsed, withdrawn). An unknown link, or a failed load, says so and whom to
 * ask. When the hold runs out on the page, the offer is read again: the server says what it is now.
 */
export function OfferView({ token }: { token: string }) {
  const t = useT();
  const query = useWaitingListOffer(token);
  const accept = useAcceptWaitingListOffer(token);
  const leave = useLeaveWaitingList(token);
  const offer = query.data;
  const remaining = useRemaining(offer?.state === 'open' ? offer.expiresAt : undefined);
  const ranOut = offer?.state === 'open' && remaining === 0;
  const { refetch } = query;
  useEffect(() => {
    if (ranOut) void refetch();
  }, [ranOut, refetch]);

  if (query.isPending && token !== '') return <Spinner label={t('waitingListOffer.loading')} />;
  if (!offer) return <OfferMissing />;

  const requestedNow = accept.data?.mode === 'mail';
  const shown: OfferShown = requestedNow ? 'requested' : ranOut ? 'lapsed' : offer.state;
  return (
    <OfferCard
      offer={offer}
      shown={shown}
      remaining={remaining}
      justRequested={requestedNow}
      foot={
        <>
          {leave.isSuccess ? <LeftNotice date={leave.data.date} /> : null}
          {shown === 'open' ? (
            <>
              <AcceptOffer offer={offer} accept={accept} />
              <div className="waiting-list-leave">
                <p className="waiting-list-leave__text">{t('waitingListOffer.leave.text')}</p>
                <LeaveButton leave={leave} confirm={t('waitingListOffer.leave.confirm')} />
              </div>
            </>
          ) : (
            <p className="reservation__next">
              {t('waitingListOffer.contact')} <ClubContactLine />
            </p>
          )}
        </>
      }
    />
  );
}

interface OfferCardProps {
  offer: WaitingListOffer;
  shown: OfferShown;
  remaining: number | null;
  justRequested: boolean;
  foot: ReactNode;
}

/** The offer as a card like a booking's: its head by state, its facts, and what can be done with it. */
function OfferCard({ offer, shown, remaining, justRequested, foot }: OfferCardProps) {
  // Plural slots: the party in words (booking/lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const titleId = useId();
  const ended = shown === 'lapsed' || shown === 'withdrawn';
  const rows: [string, string][] = [
    [t('bookingForm.summary.date'), formatIsoDate(offer.date, locale)],
    [t('bookingForm.summary.time'), formatTime(offer.hour, offer.minute)],
    [t('bookingForm.summary.players'), partyLabel(t, offer.adults, offer.juniors)],
    [t('bookingForm.summary.price'), formatPrice(offer.price, locale)],
  ];
  return (
    <div className="booking-layout">
      <section
        className={`reservation booking-layout__main${ended ? ' reservation--released' : ''}`}
        aria-labelledby={titleId}
      >
        <div className="reservation__head">
          <OfferHead
            offer={offer}
            shown={shown}
            titleId={titleId}
            remaining={remaining}
            justRequested={justRequested}
          />
        </div>
        <dl className="booking-summary reservation__facts">
          {rows.map(([label, value]) => (
            <div className="booking-summary__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="reservation__foot">{foot}</div>
      </section>
      <BookingContact />
    </div>
  );
}

/** An unknown link, or one that could not be read: what to do, and a way to book another time. */
function OfferMissing() {
  const t = useT();
  return (
    <div className="reservation-missing">
      <p className="booking-notice reservation-missing__message">{t('waitingListOffer.notFound')}</p>
      <p>
        <ClubContactLine />
      </p>
      <Link className="button" to={paths.booking}>
        {t('bookingView.bookAgain')}
      </Link>
    </div>
  );
}
