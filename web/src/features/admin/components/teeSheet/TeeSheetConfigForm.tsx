import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
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
  seasonSpans,
  type TeeSheetConfigDraft,
} from '../../lib/teeSheetConfigForm';
import { formatDayTitle } from '../../lib/teeSheetForms';
import { Field } from '../Field';
import { SaveBar } from '../SaveBar';
import { SaveStatus } from '../SaveStatus';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

type TimeField = 'lowFirst' | 'lowLast' | 'highFirst' | 'highLast' | 'membersFrom' | 'membersTo';
type NumberField = keyof typeof configLimits;

/** A first time's change checks its last time again: the order check stands on the last one. */
const checksAlso: Partial<Record<TimeField, TimeField>> = {
  lowFirst: 'lowLast',
  highFirst: 'highLast',
  membersFrom: 'membersTo',
};

interface GroupProps {
  legend: string;
  hint: string;
  /** Three fields: side by side where there is room, stacked on a phone. */
  wide?: boolean;
  children: ReactNode;
}

/** One part of the settings: a legend read with each of its fields, a line on what it covers, its fields. */
function Group({ legend, hint, wide = false, children }: GroupProps) {
  const hintId = useId();
  return (
    <div className="admin-card">
      <fieldset className="admin-fieldset" aria-describedby={hintId}>
        <legend className="tee-settings__legend">{legend}</legend>
        <p className="admin-field__hint" id={hintId}>
          {hint}
        </p>
        <div className={`admin-form__pair tee-settings__pair${wide ? ' tee-settings__pair--three' : ''}`}>
          {children}
        </div>
      </fieldset>
    </div>
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
  const numberInput = (field: NumberField, label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[field]?.message}>
      {(control) => (
        <input
          {...control}
          className="admin-input"
          type="number"
          inputMode="numeric"
          required
          min={configLimits[field].min}
          max={configLimits[field].max}
          step={1}
          {...register(field)}
        />
      )}
    </Field>
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      {(['low', 'high'] as const).map((season) => (
        <Group
          key={season}
          legend={t(`admin.teeSettings.${season}`)}
          hint={t('admin.teeSettings.span', {
            from: seasonSpans[`${season}From`],
            to: seasonSpans[`${season}To`],
          })}
        >
          {timeInput(`${season}First`, t('admin.teeSettings.first'))}
          {timeInput(`${season}Last`, t('admin.teeSettings.last'))}
        </Group>
      ))}
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
      <Group legend={t('admin.selfService.noShows')} hint={t('admin.selfService.noShowsHint')} wide>
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
