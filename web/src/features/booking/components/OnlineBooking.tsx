import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { isBookingStopped } from '../../../../../common/api/noShows';
import { rulesOfAnswer } from '../../../../../common/rules/clubRules';
import { clubToday, formatTime, parseIsoDate } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { priceFor } from '../../../../../common/rules/prices';
import { paths } from '../../../app/routes';
import { ApiError } from '../../../lib/api';
import { useLocale, useLocalizedPath } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { useMessageText } from '../../../lib/validationMessages';
import { formatEuro } from '../../prices/format';
import { usePriceListOn } from '../../prices/usePriceListOn';
import { useClubRules } from '../../rules/useClubRules';
import { WaitingListInvite } from '../../waiting-list/components/WaitingListInvite';
import { useCreateReservation } from '../api/createReservation';
import { useFreeSlots } from '../api/getFreeSlots';
import { formatIsoDate } from '../lib/dates';
import { clearDraft, readDraft, writeDraft } from '../lib/draft';
import {
  type DetailField,
  detailProblem,
  handicapProblem,
  initialOnlineBooking,
  isDayLimitMessage,
  type OnlineBookingState,
  onlineBookingFromDraft,
  onlineBookingReducer,
  onlineDraftOf,
  onlineProgress,
  type PartnerField,
  type PartnerPart,
  partnerCount,
  partnerField,
  partnerProblem,
  prepareCheckout,
  stepsDone,
} from '../lib/onlineBooking';
import { partyLabel } from '../lib/partyLabel';
import { redirectTo } from '../lib/redirect';
import { formatSlot, playersForSlots, sameSlot } from '../lib/slots';
import { BookingField } from './BookingField';
import { ClubContactLine } from './ClubContactLine';
import { focusField } from './focusField';
import { OnlineSteps } from './OnlineSteps';
import { PartnerFields } from './PartnerFields';
import { PartyFields } from './PartyFields';
import { PersonalDetailsFields } from './PersonalDetailsFields';
import { PriceInfo } from './PriceInfo';
import { type SlotsStatus, TimeSlotPicker } from './TimeSlotPicker';
import { useDateHint } from './useDateHint';

/** Where the form begins without a start: the tab's draft (docs/product.md, Booking), or empty. */
const fromDraft = (start: OnlineBookingState | undefined): OnlineBookingState =>
  start ?? onlineBookingFromDraft(readDraft('online'), clubToday()) ?? initialOnlineBooking;

const emptyDraft = JSON.stringify(onlineDraftOf(initialOnlineBooking));

/**
 * The payment-based flow (docs/product.md, Online booking): each step appears once the one before is done;
 * confirming creates the booking and sends the browser to the payment page. `start`: where it begins,
 * when Booking Details sends the player back to choose another time; without it, the tab's draft.
 */
export function OnlineBooking({ start }: { start?: OnlineBookingState | undefined }) {
  // Plural slots: the party in words (lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const messageText = useMessageText();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const [state, dispatch] = useReducer(onlineBookingReducer, start, fromDraft);
  const [alert, setAlert] = useState<{ message: string; field: string } | null>(null);
  // What the checks on leaving a field found (docs/product.md, Online booking), by field: each stays until
  // that field changes, whichever field was left last.
  const [problems, setProblems] = useState<Partial<Record<DetailField | 'date' | PartnerField, string>>>({});
  // A booking the server refuses with a reason (400, such as the day's handicap limit; 429, over the limits
  // on open holds; 403, an address stopped after no-shows) shows that reason instead of the general failure:
  // the handicap limit, the hold limits and the stop come in the page's language (the server reads
  // Accept-Language), the shared English messages are translated by id.
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
  // The stored handicap limits and holidays (GET /rules): the form checks with the server's numbers.
  const rulesAnswer = useClubRules().data;
  const rules = rulesAnswer ? rulesOfAnswer(rulesAnswer) : undefined;
  const busy = state.checkout === 'submitting' || state.checkout === 'redirecting';
  const freeSlots = slotsStatus === 'ready' ? (slotsQuery.data ?? []) : null;
  // The chosen time counts only once the free times for the party as it is now hold it.
  const slotFree =
    state.slot !== null && freeSlots !== null && freeSlots.some((slot) => sameSlot(slot, state.slot));
  const showConfirm = progress.showConfirm && slotFree;
  const done = stepsDone(state, rules);

  // The draft follows every change; an untouched form leaves none behind.
  const draft = JSON.stringify(onlineDraftOf(state));
  useEffect(() => {
    if (draft === emptyDraft) clearDraft('online');
    else writeDraft('online', JSON.parse(draft));
  }, [draft]);

  // A party that the chosen time has no room for lets go of the time (and of the date, when that day has no
  // free time for it at all), and says so: the free times are asked per party size.
  const slotDropped = freeSlots !== null && state.slot !== null && !slotFree;
  useEffect(() => {
    if (slotDropped && freeSlots) dispatch({ type: 'choiceNoLongerFits', dayFull: freeSlots.length === 0 });
  }, [slotDropped, freeSlots]);
  const players = partyLabel(t, progress.adults ?? 0, progress.juniors ?? 0);
  const droppedNotice = (what: 'time' | 'date') =>
    state.dropped?.what === what ? (
      <p className="booking-notice" role="status">
        {what === 'date'
          ? t('bookingForm.dateDropped', { date: formatIsoDate(state.dropped.date, locale), players })
          : t('bookingForm.timeDropped', { time: formatSlot(state.dropped.slot), players })}
      </p>
    ) : null;

  // Back from the payment page may bring the page back as it was left, still "taking you to the payment
  // page": the form is the player's again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: 'returnedFromCheckout' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const errorPrefix = t('bookingForm.errorPrefix');
  const errorFor = (field: string) => {
    const message =
      alert?.field === field ? alert.message : problems[field as DetailField | 'date' | PartnerField];
    return message === undefined ? undefined : messageText(message);
  };
  const clearAlertFor = (field: string) => {
    setAlert((current) => (current?.field === field ? null : current));
    setProblems(({ [field as DetailField]: _fixed, ...rest }) => rest);
  };
  // The fields typed in on this visit: one emptied again is checked when left, one merely passed is not.
  const typed = useRef(new Set<DetailField | 'date' | PartnerField>());
  // A partner's field is checked when left, as the booker's are (an e-mail that is not one; a name emptied
  // beside an e-mail); one merely passed is not: each is optional (docs/product.md, Playing partners).
  const onPartnerLeft = (index: number, part: PartnerPart) => {
    const field = partnerField(index, part);
    const value = state.partners[index]?.[part] ?? '';
    if (!typed.current.has(field) && value.trim() === '') return;
    const problem = partnerProblem(state, field);
    setProblems(({ [field]: _old, ...rest }) => (problem ? { ...rest, [field]: problem } : rest));
  };
  const partners = state.partners.slice(0, partnerCount(state));
  const partnerNames = partners.map((row) => row.name.trim()).filter((name) => name !== '');
  const onFieldLeft = (field: DetailField | 'date') => {
    const value = field === 'date' ? state.date : state.details[field];
    if (!typed.current.has(field) && value.trim() === '') return;
    const problem = detailProblem(state, field, clubToday(), rules);
    setProblems(({ [field]: _old, ...rest }) => (problem ? { ...rest, [field]: problem } : rest));
  };
  // The day's handicap limit (docs/product.md, Handicap limits) is checked when the handicap is left and
  // when the date changes; it shows at the field that was just changed, and either fix clears it.
  const isLimitAlertOf = (field: string) => (current: typeof alert) =>
    current !== null && current.field === field && isDayLimitMessage(current.message);
  const onHandicapLeft = () => {
    const problem = handicapProblem(state, rules);
    setAlert((current) =>
      problem
        ? { field: 'handicap', message: problem }
        : current?.field === 'handicap' || isLimitAlertOf('date')(current)
          ? null
          : current,
    );
  };
  const onDateChosen = (date: string) => {
    const problem = handicapProblem({ ...state, date }, rules);
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
      typed.current.add(field);
      clearAlertFor(field);
    },
    onBlur: () => onFieldLeft(field),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !showConfirm) return;
    const check = prepareCheckout(state, rules);
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
        const refused =
          error instanceof ApiError &&
          (error.status === 400 || error.status === 429 || isBookingStopped(error.body));
        setRefusal(refused ? error.message : null);
        dispatch({ type: 'checkoutFailed', slotTaken });
        if (slotTaken) void queryClient.invalidateQueries({ queryKey: ['free-slots'] });
      },
    });
  };

  const day = parseIsoDate(state.date);
  // The list in force on the chosen date prices the button, as it prices the price box (PriceInfo).
  const list = usePriceListOn(day ? state.date : '').data?.list;
  const quote =
    showConfirm && day && list && state.slot && progress.adults !== null && progress.juniors !== null
      ? priceFor(
          {
            date: day,
            hour: state.slot.hour,
            minute: state.slot.min,
            adults: progress.adults,
            juniors: progress.juniors,
            ...(rules ? { clubHolidays: rules.holidays } : {}),
          },
          list,
        )
      : null;

  return (
    <form className="booking-form booking-form--online" noValidate onSubmit={onSubmit}>
      <OnlineSteps
        current={showConfirm || progress.step !== 'confirm' ? progress.step : 'slot'}
        done={done}
      />

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
            date={state.date}
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
          {partners.length > 0 ? (
            <PartnerFields
              idOf={id}
              partners={partners}
              errorFor={errorFor}
              errorPrefix={errorPrefix}
              disabled={busy}
              onValue={(index, part, value) => {
                dispatch({ type: 'partnerChanged', index, part, value });
                typed.current.add(partnerField(index, part));
                clearAlertFor(partnerField(index, part));
              }}
              onBlur={onPartnerLeft}
            />
          ) : null}
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
              clearAlertFor('date');
              if (!busy) onDateChosen(value);
            }}
            onBlur={() => onFieldLeft('date')}
          />
          {droppedNotice('date')}
        </section>
      ) : null}

      {progress.showSlots ? (
        <section className="booking-form__section" aria-labelledby={id('slot-title')}>
          <h2 className="booking-form__title" id={id('slot-title')}>
            {t('bookingOnline.slotTitle')}
          </h2>
          {droppedNotice('time')}
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
          {freeSlots ? (
            <WaitingListInvite
              full={freeSlots.length === 0}
              prefill={() => ({
                ...state.details,
                adults: state.adults,
                juniors: state.juniors,
                date: state.date,
                slot: state.slot,
              })}
            />
          ) : null}
        </section>
      ) : null}

      {showConfirm && state.slot ? (
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
            {partnerNames.length > 0 ? (
              <div className="booking-summary__row">
                <dt>{t('bookingOnline.summary.partners')}</dt>
                <dd>{partnerNames.join(', ')}</dd>
              </div>
            ) : null}
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
      {draft === emptyDraft ? null : (
        <div className="booking-form__actions">
          <button
            className="button button--secondary booking-form__reset"
            type="button"
            disabled={busy}
            onClick={() => {
              dispatch({ type: 'reset' });
              setAlert(null);
              setProblems({});
              setRefusal(null);
              typed.current.clear();
              clearDraft('online');
            }}
          >
            {t('bookingForm.reset')}
          </button>
        </div>
      )}
    </form>
  );
}
