import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useReducer, useState } from 'react';
import { MAX_PARTY } from '../../../../../common/api/reservations';
import { clubToday, formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';
import { priceFor } from '../../../../../common/rules/prices';
import { paths } from '../../../app/routes';
import { ApiError } from '../../../lib/api';
import { useLocale, useLocalizedPath, useT } from '../../../lib/i18n';
import { useMessageText } from '../../../lib/validationMessages';
import { formatEuro } from '../../prices/format';
import { useCreateReservation } from '../api/createReservation';
import { useFreeSlots } from '../api/getFreeSlots';
import { formatIsoDate } from '../lib/dates';
import {
  type DetailField,
  handicapProblem,
  initialOnlineBooking,
  isDayLimitMessage,
  type OnlineBookingState,
  onlineBookingReducer,
  onlineProgress,
  prepareCheckout,
} from '../lib/onlineBooking';
import { partyLabel } from '../lib/partyLabel';
import { redirectTo } from '../lib/redirect';
import { playersForSlots } from '../lib/slots';
import { BookingField } from './BookingField';
import { ClubContactLine } from './ClubContactLine';
import { focusField } from './focusField';
import { OnlineSteps } from './OnlineSteps';
import { PartyFields } from './PartyFields';
import { PersonalDetailsFields } from './PersonalDetailsFields';
import { PriceInfo } from './PriceInfo';
import { type SlotsStatus, TimeSlotPicker } from './TimeSlotPicker';
import { useDateHint } from './useDateHint';

/**
 * The payment-based flow (docs/product.md, Online booking): each step appears once the one before is done;
 * confirming creates the booking and sends the browser to the payment page. `start`: where it begins,
 * when Booking Details sends the player back to choose another time.
 */
export function OnlineBooking({ start = initialOnlineBooking }: { start?: OnlineBookingState }) {
  const t = useT();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const messageText = useMessageText();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const [state, dispatch] = useReducer(onlineBookingReducer, start);
  const [alert, setAlert] = useState<{ message: string; field: string } | null>(null);
  // A booking the server refuses with a reason (400, such as the day's handicap limit; 429, over the limits
  // on open holds) shows that reason instead of the general failure: the handicap limit and the hold limits
  // come in the page's language (the server reads Accept-Language), the shared English messages are
  // translated by id.
  const [refusal, setRefusal] = useState<string | null>(null);
  const progress = onlineProgress(state);
  const create = useCreateReservation();
  const queryClient = useQueryClient();
  const slotsQuery = useFreeSlots(progress.showSlots ? state.date : '', playersForSlots(progress.total ?? 1));
  const slotsStatus: SlotsStatus = !progress.showSlots
    ? 'idle'
    : slotsQuery.isError
      ? 'error'
      : slotsQuery.isPending
        ? 'loading'
        : 'ready';
  const dateHint = useDateHint(state.date);
  const busy = state.checkout === 'submitting' || state.checkout === 'redirecting';
  const errorPrefix = t('bookingForm.errorPrefix');
  const errorFor = (field: string) => (alert?.field === field ? messageText(alert.message) : undefined);
  const clearAlertFor = (field: string) => setAlert((current) => (current?.field === field ? null : current));
  // The day's handicap limit (docs/product.md, Handicap limits) is checked when the handicap is left and
  // when the date changes; it shows at the field that was just changed, and either fix clears it.
  const isLimitAlertOf = (field: string) => (current: typeof alert) =>
    current !== null && current.field === field && isDayLimitMessage(current.message);
  const onHandicapLeft = () => {
    const problem = handicapProblem(state);
    setAlert((current) =>
      problem
        ? { field: 'handicap', message: problem }
        : current?.field === 'handicap' || isLimitAlertOf('date')(current)
          ? null
          : current,
    );
  };
  const onDateChosen = (date: string) => {
    const problem = handicapProblem({ ...state, date });
    setAlert((current) =>
      problem && isDayLimitMessage(problem)
        ? { field: 'date', message: problem }
        : current?.field === 'date' || isLimitAlertOf('handicap')(current)
          ? null
          : current,
    );
  };

  const detail = (field: DetailField) => ({
    id: id(field),
    name: field,
    value: state.details[field],
    error: errorFor(field),
    errorPrefix,
    disabled: busy,
    onValue: (value: string) => {
      dispatch({ type: 'detailChanged', field, value });
      clearAlertFor(field);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !progress.showConfirm) return;
    const check = prepareCheckout(state);
    if (!check.ok) {
      setAlert({ message: check.message, field: check.field });
      focusField(id(check.field));
      return;
    }
    setAlert(null);
    setRefusal(null);
    dispatch({ type: 'checkoutStarted' });
    create.mutate(check.payload, {
      onSuccess: ({ paymentUrl }) => {
        dispatch({ type: 'checkoutSucceeded' });
        redirectTo(paymentUrl);
      },
      onError: (error) => {
        const slotTaken = error instanceof ApiError && error.status === 409;
        const refused = error instanceof ApiError && (error.status === 400 || error.status === 429);
        setRefusal(refused ? error.message : null);
        dispatch({ type: 'checkoutFailed', slotTaken });
        if (slotTaken) void queryClient.invalidateQueries({ queryKey: ['free-slots'] });
      },
    });
  };

  const day = parseIsoDate(state.date);
  const quote =
    progress.showConfirm && day && state.slot && progress.adults !== null && progress.juniors !== null
      ? priceFor({
          date: day,
          hour: state.slot.hour,
          minute: state.slot.min,
          adults: progress.adults,
          juniors: progress.juniors,
        })
      : null;

  return (
    <form className="booking-form booking-form--online" noValidate onSubmit={onSubmit}>
      <OnlineSteps current={progress.step} />

      <section className="booking-form__section" aria-labelledby={id('details-title')}>
        <h2 className="booking-form__title" id={id('details-title')}>
          {t('bookingForm.detailsTitle')}
        </h2>
        <PersonalDetailsFields
          field={(field) =>
            field === 'handicap' ? { ...detail(field), onBlur: onHandicapLeft } : detail(field)
          }
        />
        {progress.detailsComplete ? null : (
          <p className="booking-field__hint booking-form__next">{t('bookingOnline.detailsHint')}</p>
        )}
      </section>

      {progress.showParty ? (
        <section className="booking-form__section" aria-labelledby={id('party-title')}>
          <h2 className="booking-form__title" id={id('party-title')}>
            {t('bookingOnline.partyTitle')}
          </h2>
          <PartyFields
            idPrefix={idPrefix}
            legend={t('bookingForm.players')}
            hint={t('bookingOnline.partyHint', { max: MAX_PARTY })}
            adults={state.adults}
            juniors={state.juniors}
            onAdults={(value) => {
              dispatch({ type: 'adultsChanged', value });
              clearAlertFor('adults');
            }}
            onJuniors={(value) => {
              dispatch({ type: 'juniorsChanged', value });
              clearAlertFor('adults');
            }}
            max={MAX_PARTY}
            error={errorFor('adults')}
            errorPrefix={errorPrefix}
            disabled={busy}
            notice={
              progress.partyValid ? undefined : (
                <>
                  <p>{t('validation.partySize')}</p>
                  <p>
                    <ClubContactLine />
                  </p>
                </>
              )
            }
          />
        </section>
      ) : null}

      {progress.showDate ? (
        <section className="booking-form__section" aria-labelledby={id('date-title')}>
          <h2 className="booking-form__title" id={id('date-title')}>
            {t('bookingOnline.dateTitle')}
          </h2>
          <BookingField
            id={id('date')}
            name="date"
            label={t('bookingForm.date')}
            hint={dateHint}
            type="date"
            min={clubToday()}
            value={state.date}
            error={errorFor('date')}
            errorPrefix={errorPrefix}
            disabled={busy}
            fieldClassName="booking-field--short"
            onValue={(value) => {
              dispatch({ type: 'dateChanged', value });
              if (!busy) onDateChosen(value);
            }}
          />
        </section>
      ) : null}

      {progress.showSlots ? (
        <section className="booking-form__section" aria-labelledby={id('slot-title')}>
          <h2 className="booking-form__title" id={id('slot-title')}>
            {t('bookingOnline.slotTitle')}
          </h2>
          {state.slotTaken ? (
            <p className="booking-notice" role="alert">
              {t('validation.slotUnavailable')}
            </p>
          ) : null}
          <TimeSlotPicker
            id={id('slot')}
            legend={t('bookingForm.time')}
            date={state.date}
            status={slotsStatus}
            slots={slotsQuery.data ?? []}
            selected={state.slot}
            onSelect={(slot) => {
              dispatch({ type: 'slotSelected', slot });
              clearAlertFor('slot');
            }}
            error={errorFor('slot')}
            errorPrefix={errorPrefix}
            disabled={busy}
          />
        </section>
      ) : null}

      {progress.showConfirm && state.slot ? (
        <section className="booking-form__section booking-confirm" aria-labelledby={id('confirm-title')}>
          <h2 className="booking-form__title" id={id('confirm-title')}>
            {t('bookingOnline.confirmTitle')}
          </h2>
          <dl className="booking-summary">
            <div className="booking-summary__row">
              <dt>{t('bookingForm.summary.name')}</dt>
              <dd>
                {state.details.firstname.trim()} {state.details.lastname.trim()}
              </dd>
            </div>
            <div className="booking-summary__row">
              <dt>{t('bookingForm.summary.date')}</dt>
              <dd>{formatIsoDate(state.date, locale)}</dd>
            </div>
            <div className="booking-summary__row">
              <dt>{t('bookingForm.summary.time')}</dt>
              <dd>{formatTime(state.slot.hour, state.slot.min)}</dd>
            </div>
            <div className="booking-summary__row">
              <dt>{t('bookingForm.summary.players')}</dt>
              <dd>{partyLabel(t, progress.adults ?? 0, progress.juniors ?? 0)}</dd>
            </div>
          </dl>
          <PriceInfo
            date={state.date}
            slot={state.slot}
            adults={progress.adults}
            juniors={progress.juniors}
            payAtShop={false}
          />
          <p className="booking-field__hint">{t('bookingOnline.payNote')}</p>
          <p className="booking-field__hint">
            {t('bookingOnline.terms')}{' '}
            <a href={localized(paths.greenfees)} target="_blank" rel="noopener">
              {t('bookingForm.termsConditions')}
              <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
            </a>
            .
          </p>
          {alert ? (
            <p className="booking-alert" role="alert">
              {messageText(alert.message)}
            </p>
          ) : null}
          {state.checkout === 'failed' ? (
            <p className="booking-alert" role="alert">
              {refusal === null ? t('validation.createBookingFailed') : messageText(refusal)}
            </p>
          ) : null}
          <div className="booking-form__actions">
            <button className="button booking-form__submit" type="submit" disabled={busy}>
              {state.checkout === 'submitting'
                ? t('bookingOnline.paying')
                : state.checkout === 'redirecting'
                  ? t('bookingOnline.redirecting')
                  : t('bookingOnline.pay', { price: quote ? formatEuro(quote.total, locale) : '' })}
            </button>
          </div>
        </section>
      ) : null}
    </form>
  );
}
