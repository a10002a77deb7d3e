import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { TimeSlot } from '../../../../../common/api/reservations';
import { clubToday, parseIsoDate } from '../../../../../common/rules/clubTime';
import type { GreenfeeRequest } from '../../../../../common/validation/greenfeeRequest';
import {
  type GreenfeeRequestField,
  MAX_PLAYERS_PER_FIELD,
  parseCount,
} from '../../../../../common/validation/greenfeeRequestFields';
import { useLocale } from '../../../lib/i18n';
import { usePluralT } from '../../../lib/i18nPlural';
import { useChecksOnDemand } from '../../../lib/useChecksOnDemand';
import { useMessageText } from '../../../lib/validationMessages';
import { WaitingListInvite } from '../../waiting-list/components/WaitingListInvite';
import { useFreeSlots } from '../api/getFreeSlots';
import { formatIsoDate } from '../lib/dates';
import { clearDraft, readDraft, writeDraft } from '../lib/draft';
import {
  emptyMailForm,
  type MailFormProblems,
  type MailFormValues,
  mailFormFromDraft,
} from '../lib/mailFormValues';
import { partyLabel } from '../lib/partyLabel';
import { formatSlot, parseSlot, playersForSlots, sameSlot } from '../lib/slots';
import { BookingField, BookingTextarea } from './BookingField';
import { ClubContactLine } from './ClubContactLine';
import { focusField } from './focusField';
import { PartyFields } from './PartyFields';
import { PersonalDetailsFields } from './PersonalDetailsFields';
import { PriceInfo } from './PriceInfo';
import { TermsCheckbox } from './TermsCheckbox';
import { type SlotsStatus, TimeSlotPicker } from './TimeSlotPicker';
import { useDateHint } from './useDateHint';

interface MailBookingFormProps {
  onSend: (request: GreenfeeRequest, content: string) => void;
  isSending: boolean;
  sendFailed: boolean;
}

const emptyDraft = JSON.stringify(emptyMailForm);

/** The checks, with the server's schema and zod: loaded on demand (lib/useChecksOnDemand.ts). */
const loadChecks = () => import('../lib/mailForm');

/** The party's two fields share one message, kept under 'adults' as the schema does. */
const problemKey = (field: GreenfeeRequestField): GreenfeeRequestField =>
  field === 'juniors' ? 'adults' : field;

/**
 * The mail-based green-fee request of docs/product.md, Green-fee request: checked with the server's schema in
 * its order (the first failure as the alert, every failure inline), sent as `Field: value` lines.
 */
export function MailBookingForm({ onSend, isSending, sendFailed }: MailBookingFormProps) {
  // Plural slots: the party in words (lib/partyLabel.ts).
  const t = usePluralT();
  const locale = useLocale();
  const messageText = useMessageText();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  // The tab's draft comes back after Back or a change of language (docs/product.md, Booking).
  const [values, setValues] = useState<MailFormValues>(
    () => mailFormFromDraft(readDraft('mail'), clubToday()) ?? emptyMailForm,
  );
  const [problems, setProblems] = useState<MailFormProblems>({});
  const [alert, setAlert] = useState<{ message: string; field: GreenfeeRequestField } | null>(null);
  const [accepted, setAccepted] = useState(false);

  const adults = parseCount(values.adults);
  const juniors = parseCount(values.juniors);
  const slotsQuery = useFreeSlots(values.date, playersForSlots((adults ?? 0) + (juniors ?? 0)));
  const slots = slotsQuery.data ?? [];
  const chosen = parseSlot(values.time);
  // A time counts only while the date (and party) still offers it.
  const selected: TimeSlot | null = chosen && slots.some((slot) => sameSlot(slot, chosen)) ? chosen : null;
  const slotsStatus: SlotsStatus = !parseIsoDate(values.date)
    ? 'idle'
    : slotsQuery.isError
      ? 'error'
      : slotsQuery.isPending
        ? 'loading'
        : 'ready';
  const dateHint = useDateHint(values.date);
  // A time the date no longer offers the party is not counted, and the form says so.
  const timeDropped = chosen !== null && slotsStatus === 'ready' && selected === null;

  const draft = JSON.stringify(values);
  useEffect(() => {
    if (draft === emptyDraft) clearDraft('mail');
    else writeDraft('mail', JSON.parse(draft));
  }, [draft]);

  const checks = useChecksOnDemand(loadChecks);
  // Counts the visitor's changes: a check that comes back after one (while its code loaded) is dropped.
  const changes = useRef(0);

  // A field is checked as it is left, with the same checks and words as on send, once something is in it.
  const onFieldLeft = (field: GreenfeeRequestField) => {
    if (!typed.current.has(problemKey(field)) && values[field].trim() === '') return;
    const left = { ...values, time: selected ? formatSlot(selected) : '' };
    const key = problemKey(field);
    const changesBefore = changes.current;
    checks.whenLoaded(({ mailFieldProblem }) => {
      // Changed meanwhile: what it checked is gone; the field is checked again when next left.
      if (changes.current !== changesBefore) return;
      const problem = mailFieldProblem(left, field);
      setProblems(({ [key]: _old, ...rest }) => (problem === undefined ? rest : { ...rest, [key]: problem }));
    });
  };

  const reset = () => {
    changes.current += 1;
    setValues(emptyMailForm);
    setProblems({});
    setAlert(null);
    setAccepted(false);
    typed.current.clear();
    clearDraft('mail');
  };

  // The fields typed in on this visit: one emptied again is checked when left, one merely passed is not.
  const typed = useRef(new Set<GreenfeeRequestField>());
  const update = (field: GreenfeeRequestField, value: string, also: Partial<MailFormValues> = {}) => {
    changes.current += 1;
    typed.current.add(problemKey(field));
    setValues((current) => ({ ...current, [field]: value, ...also }));
    const key = problemKey(field);
    setProblems(({ [key]: _fixed, ...rest }) => rest);
    setAlert((current) => (current && problemKey(current.field) === key ? null : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accepted || isSending) return;
    const sent = { ...values, time: selected ? formatSlot(selected) : '' };
    checks.send(({ checkMailForm }) => {
      const check = checkMailForm(sent);
      if (!check.ok) {
        setProblems(check.problems);
        setAlert({ message: check.alert, field: check.alertField });
        focusField(id(check.alertField));
        return;
      }
      setProblems({});
      setAlert(null);
      onSend(check.request, check.content);
    });
  };

  const problemText = (text: string | undefined) => (text === undefined ? undefined : messageText(text));
  const common = { errorPrefix: t('bookingForm.errorPrefix'), disabled: isSending };
  const text = (field: GreenfeeRequestField) => ({
    ...common,
    id: id(field),
    name: field,
    value: values[field],
    error: problemText(problems[field]),
    onValue: (value: string) => update(field, value),
    onBlur: () => onFieldLeft(field),
  });

  return (
    <form className="booking-form" noValidate onSubmit={onSubmit} onFocus={checks.prefetch}>
      <section className="booking-form__section" aria-labelledby={id('details-title')}>
        <h2 className="booking-form__title" id={id('details-title')}>
          {t('bookingForm.detailsTitle')}
        </h2>
        <PersonalDetailsFields field={text} />
      </section>

      <section className="booking-form__section" aria-labelledby={id('round-title')}>
        <h2 className="booking-form__title" id={id('round-title')}>
          {t('bookingForm.roundTitle')}
        </h2>
        <PartyFields
          {...common}
          idPrefix={idPrefix}
          legend={t('bookingForm.players')}
          adults={values.adults}
          juniors={values.juniors}
          onAdults={(value) => update('adults', value)}
          onJuniors={(value) => update('juniors', value)}
          onBlur={() => onFieldLeft('adults')}
          max={MAX_PLAYERS_PER_FIELD}
          error={problemText(problems.adults)}
        />
        <BookingField
          {...text('date')}
          // A new date offers other times: the chosen one is let go.
          onValue={(value) => update('date', value, { time: '' })}
          label={t('bookingForm.date')}
          hint={dateHint}
          type="date"
          min={clubToday()}
          fieldClassName="booking-field--short"
        />
        <TimeSlotPicker
          id={id('time')}
          legend={t('bookingForm.time')}
          date={values.date}
          status={slotsStatus}
          slots={slots}
          selected={selected}
          onSelect={(slot) => update('time', formatSlot(slot))}
          error={problemText(problems.time)}
          errorPrefix={common.errorPrefix}
          disabled={isSending}
        />
        {slotsStatus === 'ready' ? (
          <WaitingListInvite
            full={slots.length === 0}
            prefill={() => ({ ...values, slot: selected ?? chosen })}
          />
        ) : null}
        {timeDropped && chosen ? (
          <p className="booking-notice" role="status">
            {t('bookingForm.timeDropped', {
              time: formatSlot(chosen),
              players: partyLabel(t, adults ?? 0, juniors ?? 0),
            })}
          </p>
        ) : null}
        <PriceInfo date={values.date} slot={selected} adults={adults} juniors={juniors} />
      </section>

      <section className="booking-form__section" aria-labelledby={id('send-title')}>
        <h2 className="booking-form__title" id={id('send-title')}>
          {t('bookingForm.sendTitle')}
        </h2>
        <BookingTextarea
          {...text('remarks')}
          label={t('bookingForm.remarks')}
          labelSuffix={t('bookingForm.optional')}
          hint={t('bookingForm.remarksHint')}
          rows={3}
          maxLength={1000}
        />
        {selected && parseIsoDate(values.date) ? (
          <p className="booking-recap">
            {t('bookingForm.recap', {
              date: formatIsoDate(values.date, locale),
              time: formatSlot(selected),
              players: partyLabel(t, adults ?? 0, juniors ?? 0),
            })}
          </p>
        ) : null}
        <TermsCheckbox id={id('terms')} checked={accepted} onChange={setAccepted} disabled={isSending} />
        {alert ? (
          <p className="booking-alert" role="alert">
            {messageText(alert.message)}
          </p>
        ) : null}
        {sendFailed || checks.unavailable ? (
          <div className="booking-alert" role="alert">
            <p>{t('validation.greenfeeSendFailed')}</p>
            <p>
              <ClubContactLine />
            </p>
          </div>
        ) : null}
        <div className="booking-form__actions">
          <button
            className="button booking-form__submit"
            type="submit"
            disabled={!accepted || isSending}
            aria-describedby={accepted ? undefined : id('gate')}
          >
            {isSending ? t('bookingForm.sending') : t('bookingForm.submit')}
          </button>
          {accepted ? null : (
            <p className="booking-field__hint" id={id('gate')}>
              {t('bookingForm.termsGate')}
            </p>
          )}
        </div>
        {draft === emptyDraft ? null : (
          <div className="booking-form__actions">
            <button
              className="button button--secondary booking-form__reset"
              type="button"
              disabled={isSending}
              onClick={reset}
            >
              {t('bookingForm.reset')}
            </button>
          </div>
        )}
      </section>
    </form>
  );
}
