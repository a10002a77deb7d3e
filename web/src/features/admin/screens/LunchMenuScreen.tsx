import { type FormEvent, useState } from 'react';
import { useContent } from '../api/getContent';
import { usePutContents } from '../api/putContent';
import { AdminScreen } from '../components/AdminScreen';
import { Field } from '../components/Field';
import { QueryGate } from '../components/QueryGate';
import { SaveBar } from '../components/SaveBar';
import { SaveStatus } from '../components/SaveStatus';
import { useUnsavedChangesGuard } from '../components/useUnsavedChangesGuard';
import { useAdminT } from '../i18n';

/** The lunch menu of the Dining & Bar page: content key menu, plain text. Leaving unsaved asks first. */
function LunchMenuForm({ initial }: { initial: string }) {
  const t = useAdminT();
  const save = usePutContents();
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const dirty = text !== saved;
  useUnsavedChangesGuard(dirty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = text;
    save.mutate([{ key: 'menu', content: sent }], { onSuccess: () => setSaved(sent) });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <Field label={t('admin.menu.label')}>
        {(control) => (
          <textarea
            {...control}
            className="admin-input admin-input--multiline admin-input--tall"
            name="menu"
            rows={14}
            maxLength={50_000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <SaveBar status={<SaveStatus state={save} dirty={dirty} />}>
        <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
          {t('admin.menu.save')}
        </button>
      </SaveBar>
    </form>
  );
}

export function LunchMenuScreen() {
  const t = useAdminT();
  const menu = useContent('menu');
  return (
    <AdminScreen title={t('admin.nav.menu')} lead={t('admin.menu.lead')}>
      <QueryGate query={menu}>{(text) => <LunchMenuForm initial={text} />}</QueryGate>
    </AdminScreen>
  );
}
