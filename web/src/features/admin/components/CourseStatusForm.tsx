import { type FormEvent, useState } from 'react';
import { usePutContents } from '../api/putContent';
import { useAdminT } from '../i18n';
import {
  type CourseStatusDraft,
  type CourseStatusSwitch,
  courseStatusInfoJson,
  courseStatusSwitches,
} from '../lib/courseStatusForm';
import { Field } from './Field';
import { SaveBar } from './SaveBar';
import { SaveStatus } from './SaveStatus';
import { Toggle } from './Toggle';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const sameDraft = (a: CourseStatusDraft, b: CourseStatusDraft) =>
  courseStatusInfoJson(a) === courseStatusInfoJson(b) && a.condition.trim() === b.condition.trim();

interface CourseStatusFormProps {
  initial: CourseStatusDraft;
  /** The saved course-status-info could not be read: the switches start from defaults. */
  unreadable?: boolean;
}

/**
 * Saves course-status-info (the six values, as JSON) and course-status (the condition text) in one tap.
 * Leaving with unsaved changes asks first.
 */
export function CourseStatusForm({ initial, unreadable = false }: CourseStatusFormProps) {
  const t = useAdminT();
  const save = usePutContents();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const dirty = !sameDraft(draft, saved);
  useUnsavedChangesGuard(dirty);

  const setSwitch = (id: CourseStatusSwitch, on: boolean) =>
    setDraft((d) => ({ ...d, switches: { ...d.switches, [id]: on } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = draft;
    save.mutate(
      [
        { key: 'course-status-info', content: courseStatusInfoJson(sent) },
        { key: 'course-status', content: sent.condition.trim() },
      ],
      { onSuccess: () => setSaved(sent) },
    );
  };

  return (
    <form className="admin-form admin-course-status" onSubmit={submit}>
      {unreadable ? <p className="admin-alert admin-alert--warning">{t('admin.status.unreadable')}</p> : null}
      <fieldset className="admin-fieldset">
        <legend className="visually-hidden">{t('admin.status.switches')}</legend>
        <div className="admin-toggles">
          {courseStatusSwitches.map((id) => {
            return (
              <Toggle
                key={id}
                label={t(`admin.status.${id}`)}
                on={draft.switches[id]}
                onText={t('admin.status.on')}
                offText={t('admin.status.off')}
                onChange={(on) => setSwitch(id, on)}
                primary={id === 'courseStatus'}
              />
            );
          })}
        </div>
        <Field
          label={t('admin.status.winterGreens')}
          hint={t('admin.status.winterGreensHint')}
          className="admin-field--short"
        >
          {(control) => (
            <input
              {...control}
              className="admin-input"
              type="text"
              name="winterGreens"
              autoComplete="off"
              value={draft.winterGreens}
              onChange={(e) => setDraft((d) => ({ ...d, winterGreens: e.target.value }))}
            />
          )}
        </Field>
      </fieldset>
      <Field label={t('admin.status.condition')} hint={t('admin.status.conditionHint')}>
        {(control) => (
          <textarea
            {...control}
            className="admin-input admin-input--multiline"
            name="condition"
            rows={3}
            maxLength={2000}
            value={draft.condition}
            onChange={(e) => setDraft((d) => ({ ...d, condition: e.target.value }))}
          />
        )}
      </Field>
      <SaveBar status={<SaveStatus state={save} dirty={dirty} />}>
        <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
          {t('admin.status.save')}
        </button>
      </SaveBar>
    </form>
  );
}
