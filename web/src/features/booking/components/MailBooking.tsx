import { useState } from 'react';
import type { GreenfeeRequest } from '../../../../../common/validation/greenfeeRequest';
import { useGreenfeeRequest } from '../api/postGreenfeeRequest';
import { clearDraft } from '../lib/draft';
import { MailBookingForm } from './MailBookingForm';
import { MailBookingThanks } from './MailBookingThanks';

/** The mail-based booking: the form until the request is sent, then the thank-you with its summary. */
export function MailBooking() {
  const request = useGreenfeeRequest();
  const [sent, setSent] = useState<GreenfeeRequest | null>(null);
  if (request.isSuccess && sent) return <MailBookingThanks request={sent} />;
  return (
    <MailBookingForm
      onSend={(details, content) => {
        setSent(details);
        // Once the request is sent, its draft has done its work (docs/product.md, Booking).
        request.mutate(content, { onSuccess: () => clearDraft('mail') });
      }}
      isSending={request.isPending}
      sendFailed={request.isError}
    />
  );
}
