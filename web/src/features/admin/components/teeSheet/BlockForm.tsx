import { type FormEvent, useId, useState } from 'react';
import { blockReasons, type TeeSheetConflict } from '../../../../../../common/api/teeSheet';
import { formatTime } from '../../../../../../common/rules/clubTime';
import { blockConflict, useCreateBlock } from '../../api/teeSheet';
import { useAdminT } from '../../i18n';
import { sameDraft } from '../../lib/sameDraft';
import {
  type BlockDraft,
  type BlockErrors,
  blockDraftFor,
  blockFrom,
  formatDayTitle,
  type TeeTime,
} from '../../lib/teeSheetForms';
import { ErrorAlert } from '../ErrorAlert';
import { errorText } from '../errorText';
import { Field } from '../Field';
import { FormActions } from '../FormActions';
import { useFieldErrors } from '../useFieldErrors';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

interface BlockFormProps {
  date: string;
  time: TeeTime;
  /** The sheet's following time: the block ends there unless staff say otherwise. */
  next: TeeTime | undefined;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/** Closes times of this day to bookings; when bookings hold some, lists them and offers to block anyway. */
export function BlockForm({ date, time, next, onDone, onCancel }: BlockFormProps) {
  const t = useAdminT();
  const create = useCreateBlock();
  const [initial] = useState<BlockDraft>(() => blockDraftFor(time, next));
  const [draft, setDraft] = useState(initial);
  const [conflict, setConflict] = useState<TeeSheetConflict | null>(null);
  const { errors, formRef, show } = useFieldErrors<BlockErrors>();
  const titleId = useId();
  useUnsavedChangesGuard(!sameDraft(draft, initial));
  const set = <K extends keyof BlockDraft>(field: K, value: BlockDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setConflict(null);
  };

  const send = (force: boolean) => {
    const result = blockFrom(draft, date, force);
    if (!show(result.errors ?? {}) || !result.input) return;
    const { fromTime, toTime, label, to } = result.input;
    create.mutate(result.input, {
      onSuccess: () =>
        onDone(
          to === date
            ? t('admin.teeSheet.blockedDone', { from: fromTime, to: toTime, label })
            : t('admin.teeSheet.blockedDays', {
                from: fromTime,
                to: toTime,
                label,
                last: formatDayTitle(to),
              }),
        ),
      onError: (error) => setConflict(blockConflict(error)),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form
      className="admin-card admin-form tee-sheet__form"
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-labelledby={titleId}
    >
      <h3 className="admin-card__title" id={titleId}>
        {t('admin.teeSheet.blockTitle', { time: formatTime(time.hour, time.minute) })}
      </h3>
      <div className="admin-form__pair">
        {(['fromTime', 'toTime'] as const).map((name) => (
          <Field key={name} label={t(`admin.teeSheet.${name}`)} error={errors[name]}>
            {(control) => (
              <input
                {...control}
                className="admin-input"
                type="time"
                step={300}
                name={name}
                value={draft[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <Field
        label={t('admin.teeSheet.untilDate')}
        hint={t('admin.teeSheet.untilHint')}
        error={errors.untilDate}
      >
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="date"
            name="untilDate"
            min={date}
            value={draft.untilDate}
            onChange={(e) => set('untilDate', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('admin.teeSheet.reason')} error={errors.reason}>
        {(control) => (
          <select
            {...control}
            className="admin-input"
            name="reason"
            value={draft.reason}
            onChange={(e) => set('reason', e.target.value as BlockDraft['reason'])}
          >
            {blockReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`admin.teeSheet.reason.${reason}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('admin.teeSheet.label')} hint={t('admin.teeSheet.labelHint')} error={errors.label}>
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="text"
            name="label"
            maxLength={100}
            value={draft.label}
            onChange={(e) => set('label', e.target.value)}
          />
        )}
      </Field>
      {conflict ? (
        <div className="admin-alert admin-alert--warning" role="alert">
          <p className="admin-alert__title">{t('admin.teeSheet.conflictTitle')}</p>
          <ul className="tee-sheet__conflicts">
            {conflict.bookings.map((b) => (
              <li key={b.id}>
                {b.date === date ? '' : `${formatDayTitle(b.date)}, `}
                {formatTime(b.hour, b.minute)} · {b.firstname} {b.lastname} ·{' '}
                {t('admin.teeSheet.players', { count: b.players })}
              </li>
            ))}
          </ul>
          <p>{t('admin.teeSheet.conflictLead')}</p>
          <button
            type="button"
            className="button admin-button--danger-solid"
            disabled={create.isPending}
            onClick={() => send(true)}
          >
            {t('admin.teeSheet.force')}
          </button>
        </div>
      ) : create.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(create.error, t) })}</ErrorAlert>
      ) : null}
      <FormActions
        submit={t('admin.teeSheet.confirmBlock')}
        pending={t('admin.teeSheet.blocking')}
        isPending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
