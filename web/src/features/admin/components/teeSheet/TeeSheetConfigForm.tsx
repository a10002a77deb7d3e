import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Control, useController, useForm, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { TeeSheetConflict } from '../../../../../../common/api/teeSheet';
import { formatTime } from '../../../../../../common/rules/clubTime';
import type { TeeSheetConfig } from '../../../../../../common/rules/teeSheet';
import { adminPath } from '../../adminPaths';
import { configConflict, useSaveTeeSheetConfig } from '../../api/teeSheetConfig';
import { type AdminTranslate, useAdminT } from '../../i18n';
import {
  configDraftSchema,
  configLimits,
  draftFromConfig,
  type TeeSheetConfigDraft,
  typedHighSeason,
} from '../../lib/teeSheetConfigForm';
import { formatDayTitle } from '../../lib/teeSheetForms';
import { Field } from '../Field';
import { MonthSelect } from '../MonthSelect';
import { SaveBar } from '../SaveBar';
import { SaveStatus } from '../SaveStatus';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

type TimeField = 'lowFirst' | 'lowLast' | 'highFirst' | 'highLast' | 'membersFrom' | 'membersTo';
type NumberField = keyof typeof configLimits;
type DayField = 'highFromDay' | 'highToDay';
type MonthField = 'highFromMonth' | 'highToMonth';

/** A first time's change checks its last time again: the order check stands on the last one. */
const checksAlso: Partial<Record<TimeField, TimeField>> = {
  lowFirst: 'lowLast',
  highFirst: 'highLast',
  membersFrom: 'membersTo',
};

interface GroupProps {
  legend: string;
  hint: string;
  /**
   * Side by side even on a phone (`pair`, two short fields); or stacked on a phone and side by side where
   * there is room (`three` fields, two `days` of the year).
   */
  layout?: 'pair' | 'three' | 'days';
  children: ReactNode;
}

/** One part of the settings: a legend read with each of its fields, a line on what it covers, its fields. */
function Group({ legend, hint, layout = 'pair', children }: GroupProps) {
  const hintId = useId();
  return (
    <div className="admin-card">
      <fieldset className="admin-fieldset" aria-describedby={hintId}>
        <legend className="tee-settings__legend">{legend}</legend>
        <p className="admin-field__hint" id={hintId}>
          {hint}
        </p>
        <div
          className={`admin-form__pair tee-settings__pair${layout === 'pair' ? '' : ` tee-settings__pair--${layout}`}`}
        >
          {children}
        </div>
      </fieldset>
    </div>
  );
}

/** A month of the draft, whose text is the month's number. */
function DraftMonth({
  form,
  name,
  also,
  control,
}: {
  form: Control<TeeSheetConfigDraft, unknown, TeeSheetConfig>;
  name: MonthField;
  /** The day, checked again when the month changes: "no such day" stands on it. */
  also: DayField;
  control: object;
}) {
  const { field } = useController({ control: form, name, rules: { deps: also } });
  return (
    <MonthSelect
      control={control}
      name={field.name}
      value={Number(field.value)}
      onChange={(month) => field.onChange(String(month))}
      onBlur={field.onBlur}
      selectRef={field.ref}
    />
  );
}

/** The bookings a refused change would orphan: the server's message, then each booking with a link to its day. */
function ConflictAlert({ conflict, t }: { conflict: TeeSheetConflict; t: AdminTranslate }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Its top, clear of the sticky header (admin.css), rather than its end under the save bar.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div className="admin-alert admin-alert--warning tee-settings__conflict" role="alert" ref={ref}>
      <p className="admin-alert__title">{conflict.message}</p>
      <p>{t('admin.teeSettings.conflictLead')}</p>
      <ul className="tee-sheet__conflicts" aria-label={t('admin.teeSettings.conflictList')}>
        {conflict.bookings.map((b) => (
          <li key={b.id}>
            <Link to={`${adminPath('teeSheet')}?date=${b.date}`}>
              {t('admin.teeSettings.conflictBooking', {
                day: formatDayTitle(b.date),
                time: formatTime(b.hour, b.minute),
                name: `${b.firstname} ${b.lastname}`,
                players: t('admin.teeSheet.players', { count: b.players }),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Edits the tee sheet's configuration (docs/product.md, Staff admin) and the club's rules for players' own
 * bookings: react-hook-form, checked with the server's schema before it is sent (configDraftSchema), focus
 * on the first field refused; a change that would orphan bookings is refused whole and they are listed.
 * Leaving with unsaved changes asks first.
 */
export function TeeSheetConfigForm({ initial }: { initial: TeeSheetConfigDraft }) {
  const t = useAdminT();
  const save = useSaveTeeSheetConfig();
  const resolver = useMemo(() => zodResolver(configDraftSchema(t)), [t]);
  const form = useForm<TeeSheetConfigDraft, unknown, TeeSheetConfig>({ resolver, defaultValues: initial });
  const { register } = form;
  const { errors, isDirty } = useFormState({ control: form.control });
  const [conflict, setConflict] = useState<TeeSheetConflict | null>(null);
  useUnsavedChangesGuard(isDirty);
  // The high season's hint follows its days as typed, while they make a day of the year each.
  const typedDays = useWatch({
    control: form.control,
    name: ['highFromDay', 'highFromMonth', 'highToDay', 'highToMonth'],
  });
  const highSeason = typedHighSeason(typedDays);

  const send = (config: TeeSheetConfig) => {
    setConflict(null);
    save.mutate(config, {
      // What was saved is what the form now compares with.
      onSuccess: (saved) => form.reset(draftFromConfig(saved)),
      onError: (error) => setConflict(configConflict(error)),
    });
  };
  const submit = form.handleSubmit(send, () => setConflict(null));

  const timeInput = (field: TimeField, label: string) => {
    const also = checksAlso[field];
    return (
      <Field label={label} error={errors[field]?.message}>
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="time"
            required
            {...register(field, also ? { deps: also } : {})}
          />
        )}
      </Field>
    );
  };
  const wholeNumberInput = (
    field: NumberField | DayField,
    label: string,
    { hint, min, max, deps }: { hint?: string; min: number; max: number; deps?: MonthField },
  ) => (
    <Field label={label} hint={hint} error={errors[field]?.message}>
      {(control) => (
        <input
          {...control}
          className="admin-input"
          type="number"
          inputMode="numeric"
          required
          min={min}
          max={max}
          step={1}
          {...register(field, deps ? { deps } : {})}
        />
      )}
    </Field>
  );
  const numberInput = (field: NumberField, label: string, hint: string) =>
    wholeNumberInput(field, label, { hint, ...configLimits[field] });
  // A day's change checks its month again, and the other way round: "no such day" stands on the day.
  const dayOfYearInput = (end: 'From' | 'To', legend: string) => {
    const day = `high${end}Day` as const;
    const month = `high${end}Month` as const;
    return (
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">{legend}</legend>
        <div className="tee-settings__day">
          {wholeNumberInput(day, t('admin.teeSettings.day'), { min: 1, max: 31, deps: month })}
          <Field label={t('admin.teeSettings.month')} error={errors[month]?.message}>
            {(control) => <DraftMonth form={form.control} name={month} also={day} control={control} />}
          </Field>
        </div>
      </fieldset>
    );
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <Group legend={t('admin.teeSettings.seasons')} hint={t('admin.teeSettings.seasonsHint')} layout="days">
        {dayOfYearInput('From', t('admin.teeSettings.highFrom'))}
        {dayOfYearInput('To', t('admin.teeSettings.highTo'))}
      </Group>
      <Group legend={t('admin.teeSettings.low')} hint={t('admin.teeSettings.restOfYear')}>
        {timeInput('lowFirst', t('admin.teeSettings.first'))}
        {timeInput('lowLast', t('admin.teeSettings.last'))}
      </Group>
      <Group
        legend={t('admin.teeSettings.high')}
        hint={
          highSeason
            ? t('admin.teeSettings.span', { from: highSeason.highFrom, to: highSeason.highTo })
            : t('admin.teeSettings.daysAbove')
        }
      >
        {timeInput('highFirst', t('admin.teeSettings.first'))}
        {timeInput('highLast', t('admin.teeSettings.last'))}
      </Group>
      <div className="admin-card">
        <fieldset className="admin-fieldset">
          <legend className="tee-settings__legend">{t('admin.teeSettings.times')}</legend>
          <div className="admin-form__pair tee-settings__pair">
            {numberInput(
              'intervalMinutes',
              t('admin.teeSettings.interval'),
              t('admin.teeSettings.intervalRange', configLimits.intervalMinutes),
            )}
            {numberInput(
              'playersPerTime',
              t('admin.teeSettings.players'),
              t('admin.teeSettings.playersRange', configLimits.playersPerTime),
            )}
          </div>
        </fieldset>
      </div>
      <div className="admin-card">
        <fieldset className="admin-fieldset">
          <legend className="tee-settings__legend">{t('admin.teeSettings.unpaid')}</legend>
          <div className="admin-form__pair tee-settings__pair">
            {numberInput(
              'unpaidHoldShare',
              t('admin.teeSettings.unpaidShare'),
              t('admin.teeSettings.unpaidShareRange', configLimits.unpaidHoldShare),
            )}
          </div>
        </fieldset>
      </div>
      <Group legend={t('admin.teeSettings.members')} hint={t('admin.teeSettings.membersHint')}>
        {timeInput('membersFrom', t('admin.teeSettings.membersFrom'))}
        {timeInput('membersTo', t('admin.teeSettings.membersTo'))}
      </Group>
      <Group legend={t('admin.selfService.cancel')} hint={t('admin.selfService.cancelHint')}>
        {numberInput(
          'cancelDeadlineHours',
          t('admin.selfService.cancelDeadline'),
          t('admin.selfService.cancelDeadlineRange', configLimits.cancelDeadlineHours),
        )}
        {numberInput(
          'refundPercent',
          t('admin.selfService.refund'),
          t('admin.selfService.refundRange', configLimits.refundPercent),
        )}
      </Group>
      <Group legend={t('admin.selfService.mails')} hint={t('admin.selfService.mailsHint')}>
        {numberInput(
          'reminderHours',
          t('admin.selfService.reminder'),
          t('admin.selfService.reminderRange', configLimits.reminderHours),
        )}
        {numberInput(
          'offerMinutes',
          t('admin.selfService.offer'),
          t('admin.selfService.offerRange', configLimits.offerMinutes),
        )}
      </Group>
      <Group legend={t('admin.selfService.noShows')} hint={t('admin.selfService.noShowsHint')} layout="three">
        {numberInput(
          'noShowCount',
          t('admin.selfService.noShowCount'),
          t('admin.selfService.noShowCountRange', configLimits.noShowCount),
        )}
        {numberInput(
          'noShowMonths',
          t('admin.selfService.noShowMonths'),
          t('admin.selfService.noShowMonthsRange', configLimits.noShowMonths),
        )}
        {numberInput(
          'noShowStopDays',
          t('admin.selfService.noShowStopDays'),
          t('admin.selfService.noShowStopDaysRange', configLimits.noShowStopDays),
        )}
      </Group>
      {conflict ? <ConflictAlert conflict={conflict} t={t} /> : null}
      <SaveBar
        status={
          <SaveStatus
            state={save}
            dirty={isDirty}
            problem={
              hasErrors ? t('admin.fixErrors') : conflict ? t('admin.teeSettings.conflictStatus') : undefined
            }
          />
        }
      >
        <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
          {t('admin.teeSettings.save')}
        </button>
      </SaveBar>
    </form>
  );
}
