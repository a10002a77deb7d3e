import { useState } from 'react';
import type { GreenfeeRequest } from '../../../../../common/validation/greenfeeRequest';
import { useGreenfeeRequest } from '../api/postGreenfeeRequest';
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
        request.mutate(content);
      }}
      isSending={request.isPending}
      sendFailed={request.isError}
    />
  );
}
