import type { UseMutationResult } from '@tanstack/react-query';
import type { Reservation, ReservationCancelAnswer } from '../../../../../common/api/reservations';
import { ApiError } from '../../../lib/api';
import { useLocale, useT } from '../../../lib/i18n';
import { useMessageText } from '../../../lib/validationMessages';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { clubDateTime, formatPrice } from '../lib/formatReservation';

export type CancelMutation = UseMutationResult<ReservationCancelAnswer, Error, void>;

/**
 * Refusals the server words for the player, in the page's language: the deadline passed (naming the club's
 * telephone and e-mail), already canceled, too many tries (409, 429), or the refund failed so nothing was
 * canceled (502). A 502 of a proxy has no such message, and gets ours.
 */
const REFUSALS_WITH_A_REASON = [409, 429, 502];
const hasServerMessage = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  REFUSALS_WITH_A_REASON.includes(error.status) &&
  typeof (error.body as { message?: unknown } | undefined)?.message === 'string';

/**
 * Cancel, on a booking that stands, until the club's deadline (docs/product.md, Booking Details): first
 * what it means (until when it can be done online, and what it refunds), then the button. It asks the
 * spec's question, word for word, and a yes cancels (POST /reservations/{id}/cancel). While that runs the
 * button says so and stays focusable (aria-disabled, not disabled, which would drop the focus); a
 * refusal shows the server's message under it, any other failure ours with the golf shop's telephone and
 * e-mail. On success the page turns into the canceled booking (CanceledHead), which takes the focus.
 */
export function CancelReservationButton({
  reservation: r,
  cancelableUntil,
  cancel,
}: {
  reservation: Reservation;
  cancelableUntil: string;
  cancel: CancelMutation;
}) {
  const t = useT();
  const locale = useLocale();
  const messageText = useMessageText();
  const busy = cancel.isPending || cancel.isSuccess;
  const error = cancel.error;
  const refusal = hasServerMessage(error) ? messageText(error.message) : null;

  return (
    <div className="booking-cancel">
      <p className="booking-cancel__until">
        {t('bookingView.cancelUntil', clubDateTime(cancelableUntil, locale))}
      </p>
      <RefundOnCancel reservation={r} />
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (busy) return;
          if (window.confirm(t('validation.cancelConfirm'))) cancel.mutate();
        }}
      >
        {busy ? t('bookingView.canceling') : t('bookingView.cancel')}
      </button>
      {error ? (
        <p className="booking-alert" role="alert">
          {refusal ?? (
            <>
              {t('bookingView.cancelFailed')} <ClubContactLine />
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a cancel now would refund (refundOnCancel): all of a paid booking, a part of it, or nothing. A
 * booking not paid has nothing to refund, and says nothing of it.
 */
function RefundOnCancel({ reservation: r }: { reservation: Reservation }) {
  const t = useT();
  const locale = useLocale();
  if (r.paymentState !== 'paid' || r.refundOnCancel === undefined) return null;
  const price = formatPrice(r.price, locale);
  const refund = r.refundOnCancel;
  const text =
    refund <= 0
      ? t('bookingView.cancelRefund.none', { price })
      : refund >= r.price
        ? t('bookingView.cancelRefund.full', { price })
        : t('bookingView.cancelRefund.part', { amount: formatPrice(refund, locale), price });
  return <p className="booking-cancel__refund">{text}</p>;
}

/**
 * A booking that stands, past the club's deadline (no cancelableUntil): no button, but that it can no
 * longer be canceled online, and the golf shop's telephone and e-mail.
 */
export function CancelClosed() {
  const t = useT();
  return (
    <p className="booking-cancel booking-notice">
      {t('bookingView.cancelClosed')} <ClubContactLine />
    </p>
  );
}
