import { useEffect } from 'react';
import { useReservation } from '../api/getReservation';
import { clearDraft } from '../lib/draft';

/**
 * On Booking Details: once the booking is paid, the online form's draft has done its work and goes
 * (docs/product.md, Booking). Until then it stays, so that Back from the payment page finds the form filled.
 * Shares Booking Details' own query: no request of its own. Renders nothing.
 */
export function ForgetDraftWhenPaid({ id }: { id: string }) {
  const paid = useReservation(id).data?.paymentState === 'paid';
  useEffect(() => {
    if (paid) clearDraft('online');
  }, [paid]);
  return null;
}
