import { type FormEvent, useId, useState } from 'react';
import { arrivalStates, type SheetBooking } from '../../../../../../common/api/teeSheet';
import { formatTime } from '../../../../../../common/rules/clubTime';
import { nearestTimes, useArrival, useCancelBooking, useMoveBooking } from '../../api/teeSheet';
import { useAdminT } from '../../i18n';
import { formatEuro } from '../../lib/money';
import { moveFrom, type TeeTime } from '../../lib/teeSheetForms';
import { ErrorAlert } from '../ErrorAlert';
import { errorText } from '../errorText';
import { Field } from '../Field';
import { FormActions } from '../FormActions';
import { NearestTimes } from './NearestTimes';

interface BookingActionsProps {
  booking: SheetBooking;
  /** The sheet's date and the booking's time: a move starts from them. */
  date: string;
  time: TeeTime;
  onDone: (text: string) => void;
}

type Panel = 'none' | 'move' | 'cancel';

/**
 * What the starter and the desk do with one booking (docs/product.md, Tee sheet): record its arrival in
 * one tap, move it to another time, or cancel it, refunding a paid online booking.
 */
export function BookingActions({ booking, date, time, onDone }: BookingActionsProps) {
  const t = useAdminT();
  const arrival = useArrival();
  const [panel, setPanel] = useState<Panel>('none');
  const name = `${booking.firstname} ${booking.lastname}`;

  // mutateAsync, not mutate's callbacks: the live refetch may replace this row before the answer comes,
  // and a callback of mutate never runs once its component is gone; the screen's message must still show.
  // A failure shows in the row (the mutation's error state), so the promise's rejection is handled there.
  const record = (state: SheetBooking['arrival']) =>
    arrival
      .mutateAsync({ id: booking.id, state })
      .then(() => onDone(t(`admin.teeSheet.arrivalDone.${state}`, { name })))
      .catch(() => undefined);

  return (
    <div className="tee-booking__actions">
      <fieldset className="tee-booking__arrival">
        <legend className="tee-booking__legend">{t('admin.teeSheet.arrival')}</legend>
        {arrivalStates.map((state) => (
          <button
            key={state}
            type="button"
            className={`button button--secondary tee-booking__state tee-booking__state--${state}`}
            aria-pressed={booking.arrival === state}
            disabled={arrival.isPending}
            onClick={() => (booking.arrival === state ? undefined : record(state))}
          >
            {t(`admin.teeSheet.arrival.${state}`)}
            <span className="visually-hidden">: {name}</span>
          </button>
        ))}
      </fieldset>
      {arrival.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(arrival.error, t) })}</ErrorAlert>
      ) : null}
      {panel === 'none' ? (
        <div className="admin-form__actions">
          <button type="button" className="button button--secondary" onClick={() => setPanel('move')}>
            {t('admin.teeSheet.move')}
            <span className="visually-hidden">: {name}</span>
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--danger"
            onClick={() => setPanel('cancel')}
          >
            {t('admin.teeSheet.cancelBooking')}
            <span className="visually-hidden">: {name}</span>
          </button>
        </div>
      ) : panel === 'move' ? (
        <MoveForm
          booking={booking}
          date={date}
          time={time}
          onDone={onDone}
          onClose={() => setPanel('none')}
        />
      ) : (
        <CancelForm booking={booking} onDone={onDone} onClose={() => setPanel('none')} />
      )}
    </div>
  );
}

interface PanelProps {
  booking: SheetBooking;
  onDone: (text: string) => void;
  onClose: () => void;
}

/** Another date and time for the booking; a full or blocked time offers the nearest times with room. */
function MoveForm({ booking, date, time, onDone, onClose }: PanelProps & { date: string; time: TeeTime }) {
  const t = useAdminT();
  const move = useMoveBooking();
  const [draft, setDraft] = useState({ date, time: formatTime(time.hour, time.minute) });
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const name = `${booking.firstname} ${booking.lastname}`;

  const send = (to: { date: string; time: string }) => {
    const result = moveFrom(to);
    setError(result.error ?? null);
    if (!result.input) return;
    const { input } = result;
    move
      .mutateAsync({ id: booking.id, ...input })
      .then(() =>
        onDone(
          t('admin.teeSheet.moved', { name, time: formatTime(input.hour, input.minute), date: input.date }),
        ),
      )
      .catch(() => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const offered = move.isError ? nearestTimes(move.error) : null;

  return (
    <form className="admin-form tee-booking__panel" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h4 className="tee-booking__panel-title" id={titleId}>
        {t('admin.teeSheet.moveTitle', { name })}
      </h4>
      <div className="admin-form__pair">
        <Field label={t('admin.teeSheet.date')}>
          {(control) => (
            <input
              {...control}
              className="admin-input"
              type="date"
              required
              value={draft.date}
              onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            />
          )}
        </Field>
        <Field label={t('admin.teeSheet.time')} error={error ?? undefined} className="admin-field--short">
          {(control) => (
            <input
              {...control}
              className="admin-input"
              type="time"
              required
              value={draft.time}
              onChange={(e) => setDraft((d) => ({ ...d, time: e.target.value }))}
            />
          )}
        </Field>
      </div>
      {move.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(move.error, t) })}</ErrorAlert>
      ) : null}
      {offered ? (
        <NearestTimes
          times={offered}
          lead={t('admin.teeSheet.nearest')}
          label={(at) => t('admin.teeSheet.moveTo', { time: at })}
          busy={move.isPending}
          onPick={(slot) => {
            const at = formatTime(slot.hour, slot.minute);
            setDraft((d) => ({ ...d, time: at }));
            send({ date: draft.date, time: at });
          }}
        />
      ) : null}
      <FormActions
        submit={t('admin.teeSheet.confirmMove')}
        pending={t('admin.teeSheet.moving')}
        isPending={move.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** Frees the places; a paid online booking can be refunded in full, and the player gets a mail. */
function CancelForm({ booking, onDone, onClose }: PanelProps) {
  const t = useAdminT();
  const cancel = useCancelBooking();
  const refundable = booking.source === 'online' && booking.paymentState === 'paid';
  const [refund, setRefund] = useState(refundable);
  const [message, setMessage] = useState('');
  const titleId = useId();
  const name = `${booking.firstname} ${booking.lastname}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    cancel
      .mutateAsync({ id: booking.id, refund: refundable && refund, ...(text ? { message: text } : {}) })
      .then((canceled) =>
        onDone(
          canceled.refunded === null
            ? t('admin.teeSheet.canceled', { name })
            : t('admin.teeSheet.canceledRefunded', { name, amount: formatEuro(canceled.refunded) }),
        ),
      )
      .catch(() => undefined);
  };

  return (
    <form className="admin-form tee-booking__panel" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h4 className="tee-booking__panel-title" id={titleId}>
        {t('admin.teeSheet.cancelTitle', { name })}
      </h4>
      {refundable ? (
        <label className="admin-check">
          <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} />
          <span>{t('admin.teeSheet.refund', { amount: formatEuro(booking.price) })}</span>
        </label>
      ) : (
        <p className="admin-hint">{t('admin.teeSheet.noRefund')}</p>
      )}
      <Field label={t('admin.teeSheet.cancelMessage')} hint={t('admin.teeSheet.cancelHint')} optional>
        {(control) => (
          <textarea
            {...control}
            className="admin-input admin-input--multiline"
            rows={2}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      {cancel.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(cancel.error, t) })}</ErrorAlert>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="button admin-button--danger-solid" disabled={cancel.isPending}>
          {cancel.isPending ? t('admin.teeSheet.canceling') : t('admin.teeSheet.confirmCancel')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('admin.teeSheet.keepBooking')}
        </button>
      </div>
    </form>
  );
}
