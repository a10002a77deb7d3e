import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { useTableRequest } from '../api/postTableRequest';
import { TableBookingForm } from './TableBookingForm';

export const TABLE_BOOKING_ANCHOR = 'table-booking';

/** Shown after a request was sent, in place of the card; it takes the focus the form had. */
function TableBookingThanks() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} id={TABLE_BOOKING_ANCHOR} className="table-booking__thanks" role="status" tabIndex={-1}>
      <h2 className="table-booking__title">{t('tableBooking.thanksTitle')}</h2>
      <p>{t('tableBooking.thanksText')}</p>
    </div>
  );
}

/**
 * The table booking card of Dining & Bar: shown until a request has been sent
 * (docs/product.md, Table booking).
 */
export function TableBookingCard() {
  const t = useT();
  const titleId = useId();
  const request = useTableRequest();
  if (request.isSuccess) return <TableBookingThanks />;
  return (
    <section id={TABLE_BOOKING_ANCHOR} className="table-booking" aria-labelledby={titleId}>
      <h2 id={titleId} className="table-booking__title">
        {t('tableBooking.title')}
      </h2>
      <p>{t('tableBooking.intro')}</p>
      <p className="table-booking__condition">{t('tableBooking.condition')}</p>
      <TableBookingForm
        onSend={(content) => request.mutate(content)}
        isSending={request.isPending}
        sendFailed={request.isError}
      />
    </section>
  );
}
