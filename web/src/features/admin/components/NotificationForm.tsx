import { type FormEvent, useId, useState } from 'react';
import type { AdminNotification } from '../../../../../common/api/admin';
import { severities } from '../../../../../common/api/notifications';
import { useCreateNotification } from '../api/postNotification';
import { useUpdateNotification } from '../api/putNotification';
import { useAdminT } from '../i18n';
import {
  draftFromNotification,
  emptyNotification,
  type NotificationDraft,
  type NotificationErrors,
  notificationInputFrom,
} from '../lib/notificationForm';
import { sameDraft } from '../lib/sameDraft';
import { ErrorAlert } from './ErrorAlert';
import { errorText } from './errorText';
import { Field } from './Field';
import { FormActions } from './FormActions';
import { LanguageVersions } from './LanguageVersions';
import { useFieldErrors } from './useFieldErrors';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface NotificationFormProps {
  /** The notification to edit; a new one without it. */
  editing?: AdminNotification | undefined;
  onDone: (saved: AdminNotification) => void;
  onCancel: () => void;
}

/**
 * Add or edit a notification: its text in each language (English required), kind, position, and an
 * optional window of dates. Leaving the screen with unsaved changes asks first.
 */
export function NotificationForm({ editing, onDone, onCancel }: NotificationFormProps) {
  const t = useAdminT();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const save = editing ? update : create;
  const [initial] = useState<NotificationDraft>(() =>
    editing ? draftFromNotification(editing) : emptyNotification,
  );
  const [draft, setDraft] = useState(initial);
  // A saved form closes; until then, anything typed would be lost by leaving.
  useUnsavedChangesGuard(!sameDraft(draft, initial));
  const { errors, formRef, show } = useFieldErrors<NotificationErrors>();
  const titleId = useId();

  const set = <K extends keyof NotificationDraft>(field: K, value: NotificationDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = notificationInputFrom(draft);
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    show({});
    if (editing) update.mutate({ id: editing.id, input: checked.input }, { onSuccess: onDone });
    else create.mutate(checked.input, { onSuccess: onDone });
  };

  const error = (field: keyof NotificationDraft) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <form
      className="admin-card admin-form admin-notification-form"
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-labelledby={titleId}
    >
      <h2 className="admin-card__title" id={titleId}>
        {editing ? t('admin.notifications.editTitle') : t('admin.notifications.newTitle')}
      </h2>
      <LanguageVersions
        label={t('admin.notifications.content')}
        hint={t('admin.notifications.contentHint')}
        name="content"
        texts={draft.content}
        onChange={(language, text) => set('content', { ...draft.content, [language]: text })}
        maxLength={5000}
        rows={4}
        englishError={error('content')}
      />
      <fieldset className="admin-fieldset admin-choice">
        <legend className="admin-field__label">{t('admin.notifications.severity')}</legend>
        <div className="admin-choice__options">
          {severities.map((severity) => (
            <label key={severity} className={`admin-choice__option admin-choice__option--${severity}`}>
              <input
                type="radio"
                name="severity"
                value={severity}
                checked={draft.severity === severity}
                onChange={() => set('severity', severity)}
              />
              {t(`admin.notifications.${severity}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('admin.notifications.position')}
        hint={t('admin.notifications.positionHint')}
        error={error('position')}
        className="admin-field--short"
      >
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="number"
            inputMode="numeric"
            name="position"
            min={0}
            max={1000}
            step={1}
            value={draft.position}
            onChange={(e) => set('position', e.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__pair">
        {(['startsAt', 'endsAt'] as const).map((field) => (
          <Field
            key={field}
            label={t(`admin.notifications.${field}`)}
            hint={t(`admin.notifications.${field}Hint`)}
            error={error(field)}
            optional
          >
            {(control) => (
              <input
                {...control}
                className="admin-input"
                type="datetime-local"
                name={field}
                value={draft[field]}
                onChange={(e) => set(field, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      {save.isError ? (
        <ErrorAlert>{t('admin.saveFailed', { message: errorText(save.error, t) })}</ErrorAlert>
      ) : null}
      <FormActions
        submit={editing ? t('admin.notifications.save') : t('admin.notifications.post')}
        pending={t('admin.saving')}
        isPending={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
