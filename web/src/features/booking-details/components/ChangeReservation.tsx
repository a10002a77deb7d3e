import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Reservation } from '../../../../../common/api/reservations';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import type { ChangeMutation } from '../api/changeOwnReservation';

// The form (react-hook-form, the resolver) loads when the player opens it, not with every booking's page.
const ChangePanel = lazy(() => import('./ChangePanel'));

/**
 * Change, on a booking that stands, until the club's deadline (the cancel's, cancelableUntil): a button that
 * opens the change panel below it. A change made at once closes it (the page says so at the top, with the
 * booking at its new time); keeping the booking as it is closes it too, and gives the focus back.
 */
export function ChangeReservation({
  reservation: r,
  change,
}: {
  reservation: Reservation;
  change: ChangeMutation;
}) {
  const t = useT();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // Back from the checkout, the browser may show the page as it was left, "taking you to the payment page":
  // the change is the player's again.
  const { reset } = change;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  // Open only while the change is still to be made: one made at once ends it.
  const showPanel = open && !(change.isSuccess && change.data.answer.paymentUrl === undefined);

  return (
    <div className="booking-change">
      <p className="booking-change__hint">{t('bookingView.change.hint')}</p>
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={showPanel}
        aria-controls={showPanel ? panelId : undefined}
        onClick={() => {
          if (showPanel) return close();
          change.reset();
          setOpen(true);
        }}
      >
        {t('bookingView.change')}
      </button>
      {showPanel ? (
        <Suspense fallback={<Spinner label={t('bookingView.change.loading')} />}>
          <ChangePanel id={panelId} reservation={r} change={change} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
