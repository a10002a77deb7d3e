import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TeeSheetConflict } from '../../../../../../common/api/teeSheet';
import { formatTime } from '../../../../../../common/rules/clubTime';
import { adminPath } from '../../adminPaths';
import { configConflict, useSaveTeeSheetConfig } from '../../api/teeSheetConfig';
import { type AdminTranslate, useAdminT } from '../../i18n';
import {
  configFrom,
  configLimits,
  isSameDraft,
  seasonSpans,
  type TeeSheetConfigDraft,
  type TeeSheetConfigErrors,
} from '../../lib/teeSheetConfigForm';
import { formatDayTitle } from '../../lib/teeSheetForms';
import { Field } from '../Field';
import { SaveBar } from '../SaveBar';
import { SaveStatus } from '../SaveStatus';
import { useFieldErrors } from '../useFieldErrors';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

type TimeField = 'lowFirst' | 'lowLast' | 'highFirst' | 'highLast' | 'membersFrom' | 'membersTo';
type NumberField = 'intervalMinutes' | 'playersPerTime' | 'unpaidHoldShare';

interface GroupProps {
  legend: string;
  hint: string;
  children: ReactNode;
}

/** One part of the settings: a legend read with each of its fields, a line on what it covers, two fields. */
function Group({ legend, hint, children }: GroupProps) {
  const hintId = useId();
  return (
    <div className="admin-card">
      <fieldset className="admin-fieldset" aria-describedby={hintId}>
        <legend className="tee-settings__legend">{legend}</legend>
        <p className="admin-field__hint" id={hintId}>
          {hint}
        </p>
        <div className="admin-form__pair tee-settings__pair">{children}</div>
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
 * Edits the tee sheet's configuration (docs/product.md, Staff admin): checked with the server's schema
 * before it is sent; a change that would orphan bookings is refused whole and they are listed. Leaving
 * with unsaved changes asks first.
 */
export function TeeSheetConfigForm({ initial }: { initial: TeeSheetConfigDraft }) {
  const t = useAdminT();
  const save = useSaveTeeSheetConfig();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [conflict, setConflict] = useState<TeeSheetConflict | null>(null);
  const { errors, formRef, show } = useFieldErrors<TeeSheetConfigErrors>();
  const dirty = !isSameDraft(draft, saved);
  useUnsavedChangesGuard(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = configFrom(draft);
    setConflict(null);
    if (!show(result.errors ?? {}) || !result.config) return;
    const sent = draft;
    save.mutate(result.config, {
      onSuccess: () => setSaved(sent),
      onError: (error) => setConflict(configConflict(error)),
    });
  };

  const errorOf = (field: keyof TeeSheetConfigDraft) => {
    const problem = errors[field];
    return problem ? t(problem.key, problem.params) : undefined;
  };
  const timeInput = (field: TimeField, label: string) => (
    <Field label={label} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          className="admin-input"
          type="time"
          name={field}
          required
          value={draft[field]}
          onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
        />
      )}
    </Field>
  );
  const numberInput = (field: NumberField, label: string, hint: string) => (
    <Field label={label} hint={hint} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          className="admin-input"
          type="number"
          inputMode="numeric"
          name={field}
          required
          min={configLimits[field].min}
          max={configLimits[field].max}
          step={1}
          value={draft[field]}
          onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
        />
      )}
    </Field>
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className="admin-form" noValidate onSubmit={submit} ref={formRef}>
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
      {conflict ? <ConflictAlert conflict={conflict} t={t} /> : null}
      <SaveBar
        status={
          <SaveStatus
            state={save}
            dirty={dirty}
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
