import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { WaitingListOffer } from '../../../../../common/api/waitingList';
import { formatTime } from '../../../../../common/rules/clubTime';
import { bookingDetailsPath } from '../../../app/routes';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { formatIsoDate } from '../../booking/lib/dates';
import { clubDateTime } from '../../booking-details/lib/formatReservation';
import { formatRemaining } from '../lib/countdown';

/** What the page shows the offer as: its state, or requested right after accepting in the mail mode. */
export type OfferShown = WaitingListOffer['state'];

const titles: Record<OfferShown, MessageKey> = {
  open: 'waitingListOffer.open.title',
  requested: 'waitingListOffer.requested.title',
  accepted: 'waitingListOffer.accepted.title',
  lapsed: 'waitingListOffer.lapsed.title',
  withdrawn: 'waitingListOffer.withdrawn.title',
};

const texts: Record<Exclude<OfferShown, 'open'>, MessageKey> = {
  requested: 'waitingListOffer.requested.text',
  accepted: 'waitingListOffer.accepted.text',
  lapsed: 'waitingListOffer.lapsed.text',
  withdrawn: 'waitingListOffer.withdrawn.text',
};

interface OfferHeadProps {
  offer: WaitingListOffer;
  shown: OfferShown;
  titleId: string;
  /** Milliseconds left of the hold, while it is open. */
  remaining: number | null;
  /** The visitor accepted it on this page just now (mail mode): the title takes the focus. */
  justRequested: boolean;
}

/**
 * The head of the offer's card by what it is: open, the time large as on a ticket, held until when, with a
 * countdown (a timer, not read out every second); otherwise a title and what became of it, with the link
 * to the booking it became.
 */
export function OfferHead({ offer, shown, titleId, remaining, justRequested }: OfferHeadProps) {
  const t = useT();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justRequested) titleRef.current?.focus();
  }, [justRequested]);
  const date = formatIsoDate(offer.date, locale);
  const time = formatTime(offer.hour, offer.minute);
  const until = clubDateTime(offer.expiresAt, locale).time;
  return (
    <>
      <h2
        className="reservation__title"
        id={titleId}
        ref={titleRef}
        tabIndex={justRequested ? -1 : undefined}
      >
        {t(titles[shown])}
      </h2>
      {shown === 'open' ? (
        <>
          <p>{t('waitingListOffer.open.greeting', { name: offer.firstname })}</p>
          <p className="reservation__when">
            <span className="reservation__date">{date}</span>
            <span className="reservation__time">{time}</span>
          </p>
          <div className="reservation__payment reservation__payment--open">
            <p className="waiting-list-offer__held">{t('waitingListOffer.heldUntil', { time: until })}</p>
            {remaining !== null ? (
              <p className="waiting-list-offer__left">
                {t('waitingListOffer.timeLeft')} <span role="timer">{formatRemaining(remaining)}</span>
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <p className="reservation__not-booked" role={justRequested ? 'status' : undefined}>
          {t(texts[shown], { date, time, until })}
        </p>
      )}
      {shown === 'accepted' && offer.reservationId ? (
        <p className="reservation__actions">
          <Link className="button" to={bookingDetailsPath(offer.reservationId)}>
            {t('waitingListOffer.accepted.link')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
