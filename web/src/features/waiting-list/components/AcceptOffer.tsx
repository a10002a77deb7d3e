import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type {
  WaitingListAcceptBody,
  WaitingListAccepted,
  WaitingListOffer,
} from '../../../../../common/api/waitingList';
import { MAX_HANDICAP, MIN_HANDICAP } from '../../../../../common/validation/greenfeeRequestFields';
import { ApiError } from '../../../lib/api';
import { useLocale, useT } from '../../../lib/i18n';
import { useMessageText } from '../../../lib/validationMessages';
import { BookingField } from '../../booking/components/BookingField';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { redirectTo } from '../../booking/lib/redirect';
import { formatPrice } from '../../booking-details/lib/formatReservation';
import type { useAcceptWaitingListOffer } from '../api/acceptWaitingListOffer';
import { type AcceptFormInput, acceptForm } from '../lib/acceptForm';

/** A refusal the server words for the visitor (the day's handicap limit, an offer no longer open, 429). */
const serverMessage = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  typeof (error.body as { message?: unknown } | undefined)?.message === 'string'
    ? error.message
    : null;

type AcceptMutation = ReturnType<typeof useAcceptWaitingListOffer>;

/**
 * Taking an open offer (docs/product.md, Waiting list): the handicap the booking carries, as the booking
 * form asks it, then accept. Online, the browser goes to the checkout for the price; in the mail mode the
 * offer becomes a request the club confirms (the page then says so). A refusal shows the server's message,
 * any other failure the booking's own, and takes the focus.
 */
export function AcceptOffer({ offer, accept }: { offer: WaitingListOffer; accept: AcceptMutation }) {
  const t = useT();
  const locale = useLocale();
  const messageText = useMessageText();
  const id = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<AcceptFormInput, unknown, WaitingListAcceptBody>({
    resolver: zodResolver(acceptForm),
    defaultValues: { handicap: '' },
  });
  const handicap = form.watch('handicap');
  const problem = form.formState.errors.handicap?.message;
  const redirecting = accept.isSuccess && accept.data.mode === 'online';
  const busy = accept.isPending || redirecting;

  useEffect(() => {
    if (accept.isError) alertRef.current?.focus();
  }, [accept.isError]);

  const send = (body: WaitingListAcceptBody) =>
    accept.mutate(body, {
      onSuccess: (answer: WaitingListAccepted) => {
        if (answer.mode === 'online') redirectTo(answer.paymentUrl);
      },
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, () => document.getElementById(`${id}-handicap`)?.focus())(event);
  };

  const refusal = serverMessage(accept.error);
  const online = offer.mode === 'online';
  return (
    <form
      className="waiting-list-offer__accept"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="waiting-list-offer__accept-title" id={`${id}-title`}>
        {t('waitingListOffer.acceptTitle')}
      </h3>
      <p className="booking-field__hint">
        {online ? t('waitingListOffer.payOnline') : t('waitingListOffer.payAtShop')}
      </p>
      <BookingField
        id={`${id}-handicap`}
        name="handicap"
        label={t('bookingForm.handicap')}
        hint={t('bookingForm.handicapHint', { min: MIN_HANDICAP, max: MAX_HANDICAP })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={6}
        fieldClassName="booking-field--short"
        value={handicap}
        error={problem === undefined ? undefined : messageText(problem)}
        errorPrefix={t('bookingForm.errorPrefix')}
        disabled={busy}
        onValue={(value) => {
          form.setValue('handicap', value, { shouldValidate: form.formState.isSubmitted });
          if (accept.isError) accept.reset();
        }}
      />
      {accept.isError ? (
        <div className="booking-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {refusal !== null ? (
            <p>{messageText(refusal)}</p>
          ) : online ? (
            <p>{t('validation.createBookingFailed')}</p>
          ) : (
            <>
              <p>{t('validation.greenfeeSendFailed')}</p>
              <p>
                <ClubContactLine />
              </p>
            </>
          )}
        </div>
      ) : null}
      <div className="booking-form__actions">
        <button className="button booking-form__submit" type="submit" aria-disabled={busy ? true : undefined}>
          {accept.isPending
            ? t('waitingListOffer.accepting')
            : redirecting
              ? t('bookingOnline.redirecting')
              : online
                ? t('waitingListOffer.accept.online', { price: formatPrice(offer.price, locale) })
                : t('waitingListOffer.accept.mail')}
        </button>
      </div>
    </form>
  );
}
