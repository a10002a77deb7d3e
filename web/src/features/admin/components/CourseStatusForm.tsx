import { type FormEvent, useState } from 'react';
import type { Language } from '../../../../../common/i18n/languages';
import { usePutContents } from '../api/putContent';
import { useAdminT } from '../i18n';
import {
  type CourseStatusDraft,
  type CourseStatusSwitch,
  courseStatusInfoJson,
  courseStatusSwitches,
  sameCourseStatus,
} from '../lib/courseStatusForm';
import { translationsOf, trimmedTexts } from '../lib/languageTexts';
import { LanguageVersions } from './LanguageVersions';
import { SaveBar } from './SaveBar';
import { SaveStatus } from './SaveStatus';
import { Toggle } from './Toggle';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface CourseStatusFormProps {
  initial: CourseStatusDraft;
  /** The saved course-status-info could not be read: the switches start from defaults. */
  unreadable?: boolean;
}

/**
 * Saves course-status-info (the six values, as JSON, with the winter greens of the other languages) and
 * course-status (the condition text in each language) in one tap. Leaving with unsaved changes asks first.
 */
export function CourseStatusForm({ initial, unreadable = false }: CourseStatusFormProps) {
  const t = useAdminT();
  const save = usePutContents();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const dirty = !sameCourseStatus(draft, saved);
  useUnsavedChangesGuard(dirty);

  const setSwitch = (id: CourseStatusSwitch, on: boolean) =>
    setDraft((d) => ({ ...d, switches: { ...d.switches, [id]: on } }));
  const setText = (field: 'winterGreens' | 'condition') => (language: Language, text: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [language]: text } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = draft;
    const condition = trimmedTexts(sent.condition);
    save.mutate(
      [
        {
          key: 'course-status-info',
          content: courseStatusInfoJson(sent),
          translations: translationsOf(trimmedTexts(sent.winterGreens)),
        },
        { key: 'course-status', content: condition.en, translations: translationsOf(condition) },
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
      </fieldset>
      <LanguageVersions
        label={t('admin.status.winterGreens')}
        hint={t('admin.status.winterGreensHint')}
        name="winterGreens"
        texts={draft.winterGreens}
        onChange={setText('winterGreens')}
        maxLength={200}
      />
      <LanguageVersions
        label={t('admin.status.condition')}
        hint={t('admin.status.conditionHint')}
        name="condition"
        texts={draft.condition}
        onChange={setText('condition')}
        maxLength={2000}
        rows={3}
      />
      <SaveBar status={<SaveStatus state={save} dirty={dirty} />}>
        <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
          {t('admin.status.save')}
        </button>
      </SaveBar>
    </form>
  );
}
