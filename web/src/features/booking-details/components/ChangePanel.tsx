import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Reservation,
  type ReservationChangeBody,
  reservationChangeBody,
  type TimeSlot,
} from '../../../../../common/api/reservations';
import { clubToday } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { messages } from '../../../../../common/validation/messages';
import { ApiError } from '../../../lib/api';
import { usePluralT } from '../../../lib/i18nPlural';
import { useMessageText } from '../../../lib/validationMessages';
import { useFreeSlots } from '../../booking/api/getFreeSlots';
import { BookingField } from '../../booking/components/BookingField';
import { ClubContactLine } from '../../booking/components/ClubContactLine';
import { focusField } from '../../booking/components/focusField';
import { PartyFields } from '../../booking/components/PartyFields';
import { PriceInfo } from '../../booking/components/PriceInfo';
import { type SlotsStatus, TimeSlotPicker } from '../../booking/components/TimeSlotPicker';
import { useDateHint } from '../../booking/components/useDateHint';
import { partyLabel } from '../../booking/lib/partyLabel';
import { redirectTo } from '../../booking/lib/redirect';
import { formatSlot, playersForSlots, sameSlot } from '../../booking/lib/slots';
import { type ChangeMutation, changeConflictOf } from '../api/changeOwnReservation';
import {
  type ChangeValues,
  changeDefaults,
  dateOf,
  dateProblem,
  dayOf,
  isUnchanged,
  lastBookableDate,
  offeredSlots,
  partyFitsOnline,
  partySize,
  slotOf,
} from '../lib/changeForm';
import { ChangePrice } from './ChangePrice';

/** A count as its input shows it: empty for none. */
const countText = (value: number) => (Number.isFinite(value) ? String(value) : '');
const countOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The server's own words for a refusal (400, 403, 409, 429, 502), when it gave them. */
const serverMessage = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status >= 400 &&
  typeof (error.body as { message?: unknown } | undefined)?.message === 'string'
    ? error.message
    : null;

interface ChangePanelProps {
  id: string;
  reservation: Reservation;
  change: ChangeMutation;
  /** The player keeps the booking as it is. */
  onClose: () => void;
}

/**
 * Change (docs/product.md, Booking Details; issue 39): the party, a date within the booking form's bounds,
 * and a free time of that date for that party, as the booking form offers them (its party fields, date field
 * and time picker), with the price at the new date. The form holds the body of POST …/change and checks it
 * with its schema (reservationChangeBody) before sending. A dearer change goes to the checkout for the
 * difference; one made at once closes the panel (the page then says so). A full time shows the server's
 * message and the nearest free times of that day to pick; any other refusal, the server's message.
 */
export default function ChangePanel({ id: panelId, reservation: r, change, onClose }: ChangePanelProps) {
  // Plural slots: the party in words (lib/partyLabel.ts).
  const t = usePluralT();
  const messageText = useMessageText();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useForm<ReservationChangeBody>({
    resolver: zodResolver(reservationChangeBody),
    defaultValues: changeDefaults(r),
  });
  const values = form.watch();
  const [timeError, setTimeError] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  // Nearest times the server offered and the player picked: offered on their date whatever the list says.
  const [picked, setPicked] = useState<{ date: string; slots: TimeSlot[] }>({ date: '', slots: [] });

  const today = clubToday();
  const date = dateOf(values);
  const size = partySize(values);
  const partyOk = partyFitsOnline(size);
  const dateIssue = dateProblem(date, today);
  const slotsDate = partyOk && date !== '' && dateIssue === null ? date : '';
  const slotsQuery = useFreeSlots(slotsDate, playersForSlots(size ?? 1));
  const status: SlotsStatus =
    slotsDate === '' ? 'idle' : slotsQuery.isError ? 'error' : slotsQuery.isPending ? 'loading' : 'ready';
  const offered =
    status === 'ready' && partyOk
      ? offeredSlots(slotsQuery.data ?? [], r, { date }, picked.date === date ? picked.slots : [])
      : [];
  const chosen = slotOf(values);
  // The chosen time counts only once the times offered for the party as it is now hold it.
  const chosenOffered = chosen !== null && offered.some((slot) => sameSlot(slot, chosen));
  const chosenGone = status === 'ready' && chosen !== null && !chosenOffered;
  const dateHint = useDateHint(date);

  const conflict = changeConflictOf(change.error);
  const busy = change.isPending || (change.isSuccess && change.data.answer.paymentUrl !== undefined);
  const set = (patch: Partial<ChangeValues>) => {
    for (const [key, value] of Object.entries(patch) as [keyof ChangeValues, number][]) {
      form.setValue(key, value, { shouldValidate: form.formState.isSubmitted });
    }
    setUnchanged(false);
    if (change.isError) change.reset();
  };
  const chooseTime = (slot: TimeSlot) => {
    set({ hour: slot.hour, minute: slot.min });
    setTimeError(null);
  };

  const send = (body: ReservationChangeBody) => {
    if (dateIssue !== null) return focusField(id('date'));
    if (!chosenOffered) {
      setTimeError(messages.timeSlotRequired);
      return focusField(id('slot'));
    }
    if (isUnchanged(body, r)) return setUnchanged(true);
    change.mutate(body, {
      onSuccess: ({ answer }) => {
        if (answer.paymentUrl) redirectTo(answer.paymentUrl);
      },
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, (errors) => {
      if (errors.adults || errors.juniors) return focusField(id('adults'));
      if (errors.year || errors.month || errors.day) return focusField(id('date'));
      setTimeError(messages.timeSlotRequired);
      focusField(id('slot'));
    })(event);
  };

  const { errors, isSubmitted } = form.formState;
  const dateError =
    dateIssue ?? (isSubmitted && (errors.year || errors.month || errors.day) ? messages.dateRequired : null);
  const refusal = change.isError && !conflict ? serverMessage(change.error) : null;
  const errorPrefix = t('bookingForm.errorPrefix');

  return (
    <form
      id={panelId}
      className="booking-change__panel"
      aria-labelledby={id('title')}
      noValidate
      onSubmit={onSubmit}
    >
      <h3 className="booking-change__title" id={id('title')}>
        {t('bookingView.change.title')}
      </h3>
      <PartyFields
        idPrefix={idPrefix}
        legend={t('bookingForm.players')}
        hint={t('bookingOnline.partyHint', { max: MAX_PARTY })}
        date={date}
        adults={countText(values.adults)}
        juniors={countText(values.juniors)}
        onAdults={(text) => set({ adults: countOf(text) })}
        onJuniors={(text) => set({ juniors: countOf(text) })}
        max={MAX_PARTY}
        errorPrefix={errorPrefix}
        disabled={busy}
        notice={
          partyOk ? undefined : (
            <>
              <p>{t('validation.partySize')}</p>
              <p>
                <ClubContactLine />
              </p>
            </>
          )
        }
      />
      <BookingField
        id={id('date')}
        name="date"
        label={t('bookingForm.date')}
        hint={dateHint}
        type="date"
        min={today}
        max={lastBookableDate(today)}
        value={date}
        error={dateError === null ? undefined : messageText(dateError)}
        errorPrefix={errorPrefix}
        disabled={busy}
        fieldClassName="booking-field--short"
        // Another date offers other times: the chosen one is let go.
        onValue={(text) => set({ ...dayOf(text), hour: Number.NaN, minute: Number.NaN })}
      />
      {chosenGone && chosen ? (
        <p className="booking-notice" role="status">
          {t('bookingForm.timeDropped', {
            time: formatSlot(chosen),
            players: partyLabel(t, values.adults, values.juniors),
          })}
        </p>
      ) : null}
      <TimeSlotPicker
        id={id('slot')}
        legend={t('bookingForm.time')}
        date={slotsDate === '' ? '' : date}
        status={status}
        slots={offered}
        selected={chosenOffered ? chosen : null}
        onSelect={chooseTime}
        error={timeError === null ? undefined : messageText(timeError)}
        errorPrefix={errorPrefix}
        disabled={busy}
      />
      {conflict ? (
        <div className="booking-change__conflict">
          <p className="booking-alert" role="alert">
            {messageText(conflict.message)}
          </p>
          <fieldset className="slot-picker__group booking-change__nearest">
            <legend className="slot-picker__period">{t('bookingView.change.nearest')}</legend>
            <ul className="slot-picker__list">
              {conflict.nearest.map(({ hour, minute }) => (
                <li key={formatSlot({ hour, min: minute })}>
                  <button
                    type="button"
                    className="slot-picker__slot"
                    onClick={() => {
                      const slot = { hour, min: minute };
                      setPicked({ date, slots: [...(picked.date === date ? picked.slots : []), slot] });
                      chooseTime(slot);
                      submitRef.current?.focus();
                    }}
                  >
                    {formatSlot({ hour, min: minute })}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        </div>
      ) : null}
      <PriceInfo
        date={slotsDate === '' ? '' : date}
        slot={chosenOffered ? chosen : null}
        adults={partyOk ? values.adults : null}
        juniors={partyOk ? values.juniors : null}
        payAtShop={r.paymentState === undefined}
      />
      {chosenOffered && chosen && partyOk ? (
        <ChangePrice
          reservation={r}
          date={date}
          slot={chosen}
          adults={values.adults}
          juniors={values.juniors}
        />
      ) : null}
      {unchanged ? (
        <p className="booking-notice" role="alert">
          {t('bookingView.change.unchanged')}
        </p>
      ) : null}
      {change.isError && !conflict ? (
        <p className="booking-alert" role="alert">
          {refusal === null ? (
            <>
              {t('bookingView.change.failed')} <ClubContactLine />
            </>
          ) : (
            messageText(refusal)
          )}
        </p>
      ) : null}
      <div className="booking-form__actions booking-change__actions">
        <button ref={submitRef} className="button" type="submit" aria-disabled={busy ? true : undefined}>
          {change.isPending
            ? t('bookingView.change.saving')
            : busy
              ? t('bookingOnline.redirecting')
              : t('bookingView.change.submit')}
        </button>
        <button className="button button--secondary" type="button" disabled={busy} onClick={onClose}>
          {t('bookingView.change.keep')}
        </button>
      </div>
    </form>
  );
}
