import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type WaitingListJoinBody, waitingListJoinBody } from '../../../../../common/api/waitingList';
import { clubToday } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { messages } from '../../../../../common/validation/messages';
import { ApiError } from '../../../lib/api';
import { useLanguage, useT } from '../../../lib/i18n';
import { useMessageText, validationKeyOf } from '../../../lib/validationMessages';
import { BookingField } from '../../booking/components/BookingField';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { focusField } from '../../booking/components/focusField';
import { PartyFields } from '../../booking/components/PartyFields';
import { useJoinWaitingList } from '../api/joinWaitingList';
import { type JoinField, joinDefaults, joinFields, type WaitingListPrefill } from '../lib/joinForm';
import { WindowFields } from './WindowFields';

/** A count as its input shows it: empty for none. */
const countText = (value: number) => (Number.isFinite(value) ? String(value) : '');
const countOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A refusal the server words for the visitor (400, 409, 429), in the page's language. */
const serverMessage = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  typeof (error.body as { message?: unknown } | undefined)?.message === 'string'
    ? error.message
    : null;

interface WaitingListJoinFormProps {
  prefill: WaitingListPrefill;
  /** The server took the entry (201): what it was taken with. */
  onJoined: (entry: WaitingListJoinBody) => void;
}

/**
 * The waiting list's form (docs/product.md, Waiting list): the date, a window of tee times, the party and
 * the visitor's details, begun with what the booking form holds, checked with the server's schema
 * (waitingListJoinBody) and sent as POST /waiting-list in the page's language. A refusal shows the server's
 * message, any other failure the request form's, with the club's telephone and e-mail; either takes the
 * focus, as the first field with a problem does.
 */
export function WaitingListJoinForm({ prefill, onJoined }: WaitingListJoinFormProps) {
  const t = useT();
  const language = useLanguage();
  const messageText = useMessageText();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const form = useForm<WaitingListJoinBody>({
    resolver: zodResolver(waitingListJoinBody),
    defaultValues: joinDefaults(prefill, language),
  });
  const values = form.watch();
  const join = useJoinWaitingList();
  const alertRef = useRef<HTMLDivElement>(null);
  const { errors, isSubmitted } = form.formState;

  useEffect(() => {
    if (join.isError) alertRef.current?.focus();
  }, [join.isError]);

  const set = (field: JoinField, value: string | number) => {
    form.setValue(field, value);
    // The party and the window are checked as a whole: each change checks every field again.
    if (isSubmitted) void form.trigger();
    if (join.isError) join.reset();
  };

  /** The schema's message for a field in the page's language; its own words where the schema has none. */
  const fieldError = (field: JoinField): string | undefined => {
    const message = errors[field]?.message;
    if (message === undefined) return undefined;
    if (field === 'adults' || field === 'juniors') return messageText(messages.partySize);
    if (validationKeyOf(message)) return messageText(message);
    if (field === 'date') return messageText(messages.dateRequired);
    if (field === 'from' || field === 'to') return t('waitingList.join.windowOrder');
    return message;
  };

  const send = (entry: WaitingListJoinBody) => {
    join.mutate(entry, { onSuccess: () => onJoined(entry) });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is the booking form's child in React's tree: its submit must not reach that form.
    event.stopPropagation();
    if (join.isPending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, (problems) => {
      const first = joinFields.find((field) => problems[field]);
      if (first) focusField(id(first === 'juniors' ? 'adults' : first));
    })(event);
  };

  const errorPrefix = t('bookingForm.errorPrefix');
  const busy = join.isPending;
  const text = (field: 'firstname' | 'lastname' | 'email' | 'telephone') => ({
    id: id(field),
    name: field,
    value: values[field],
    error: fieldError(field),
    errorPrefix,
    disabled: busy,
    onValue: (value: string) => set(field, value),
  });
  const refusal = serverMessage(join.error);

  return (
    <form className="waiting-list-form" noValidate onSubmit={onSubmit}>
      <section className="waiting-list-form__section" aria-labelledby={id('round-title')}>
        <h3 className="waiting-list-form__title" id={id('round-title')}>
          {t('waitingList.join.roundTitle')}
        </h3>
        <BookingField
          id={id('date')}
          name="date"
          label={t('bookingForm.date')}
          type="date"
          min={clubToday()}
          value={values.date}
          error={fieldError('date')}
          errorPrefix={errorPrefix}
          disabled={busy}
          fieldClassName="booking-field--short"
          onValue={(value) => set('date', value)}
        />
        <WindowFields
          idOf={id}
          from={values.from}
          to={values.to}
          onFrom={(value) => set('from', value)}
          onTo={(value) => set('to', value)}
          error={fieldError('to') ?? fieldError('from')}
          errorPrefix={errorPrefix}
          disabled={busy}
        />
        <PartyFields
          idPrefix={idPrefix}
          legend={t('bookingForm.players')}
          hint={t('waitingList.join.partyHint', { max: MAX_PARTY })}
          date={values.date}
          adults={countText(values.adults)}
          juniors={countText(values.juniors)}
          onAdults={(value) => set('adults', countOf(value))}
          onJuniors={(value) => set('juniors', countOf(value))}
          max={MAX_PARTY}
          error={fieldError('adults') ?? fieldError('juniors')}
          errorPrefix={errorPrefix}
          disabled={busy}
        />
      </section>
      <section className="waiting-list-form__section" aria-labelledby={id('details-title')}>
        <h3 className="waiting-list-form__title" id={id('details-title')}>
          {t('waitingList.join.detailsTitle')}
        </h3>
        <div className="booking-form__pair">
          <BookingField
            {...text('firstname')}
            label={t('bookingForm.firstname')}
            autoComplete="given-name"
            maxLength={100}
          />
          <BookingField
            {...text('lastname')}
            label={t('bookingForm.lastname')}
            autoComplete="family-name"
            maxLength={100}
          />
        </div>
        <div className="booking-form__pair">
          <BookingField
            {...text('email')}
            label={t('bookingForm.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <BookingField
            {...text('telephone')}
            label={t('bookingForm.telephone')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
          />
        </div>
      </section>
      {join.isError ? (
        <div className="booking-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {refusal === null ? (
            <>
              <p>{t('validation.greenfeeSendFailed')}</p>
              <p>
                <ClubContactLine />
              </p>
            </>
          ) : (
            <p>{messageText(refusal)}</p>
          )}
        </div>
      ) : null}
      <div className="booking-form__actions">
        <button className="button booking-form__submit" type="submit" aria-disabled={busy ? true : undefined}>
          {busy ? t('waitingList.join.sending') : t('waitingList.join.submit')}
        </button>
      </div>
    </form>
  );
}
