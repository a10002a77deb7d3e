import { type FormEvent, useState } from 'react';
import type { Language } from '../../../../../common/i18n/languages';
import { useContentVersions } from '../api/getContent';
import { usePutContents } from '../api/putContent';
import { AdminScreen } from '../components/AdminScreen';
import { LanguageVersions } from '../components/LanguageVersions';
import { QueryGate } from '../components/QueryGate';
import { SaveBar } from '../components/SaveBar';
import { SaveStatus } from '../components/SaveStatus';
import { useUnsavedChangesGuard } from '../components/useUnsavedChangesGuard';
import { useAdminT } from '../i18n';
import { type LanguageTexts, textsFrom, translationsOf } from '../lib/languageTexts';
import { sameDraft } from '../lib/sameDraft';

/**
 * The lunch menu of the Dining & Bar page: content key menu, plain text, in each language. Leaving
 * unsaved asks first.
 */
function LunchMenuForm({ initial }: { initial: LanguageTexts }) {
  const t = useAdminT();
  const save = usePutContents();
  const [texts, setTexts] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const dirty = !sameDraft(texts, saved);
  useUnsavedChangesGuard(dirty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = texts;
    save.mutate([{ key: 'menu', content: sent.en, translations: translationsOf(sent) }], {
      onSuccess: () => setSaved(sent),
    });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <LanguageVersions
        label={t('admin.menu.label')}
        name="menu"
        texts={texts}
        onChange={(language: Language, text: string) =>
          setTexts((current) => ({ ...current, [language]: text }))
        }
        maxLength={50_000}
        rows={14}
        tall
      />
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
  const menu = useContentVersions('menu');
  return (
    <AdminScreen title={t('admin.nav.menu')} lead={t('admin.menu.lead')}>
      <QueryGate query={menu}>
        {(stored) => <LunchMenuForm initial={textsFrom(stored.content, stored.translations)} />}
      </QueryGate>
    </AdminScreen>
  );
}
