import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, useForm, useFormState, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type AdminPage, savePageBody } from '../../../../../../common/api/pages';
import { LANGUAGES, type Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { StaleVersionAlert } from '../document/StaleVersionAlert';
import { SaveBar } from '../SaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { BlockList } from './BlockList';
import { emptyTextCount, pageFormValues } from './blocks';
import { firstError } from './errorLanguage';
import { KeptAsideAlert } from './KeptAsideAlert';
import { LanguageSwitch } from './LanguageSwitch';
import { PageHistory } from './PageHistory';
import { PagePreview } from './PagePreview';
import { PageStatus } from './PageStatus';
import { PageTextsFields } from './PageTextsFields';
import type { PageForm } from './pageForm';
import { usePageActions } from './usePageActions';

const VIEWS = ['edit', 'preview', 'history'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | null): value is View => VIEWS.some((view) => view === value);

/** How many texts each language leaves empty, counted on the form as it is now. */
function useEmptyCounts(): Record<Language, number> {
  const [title, lead, description, blocks] = useWatch<PageForm, ['title', 'lead', 'description', 'blocks']>({
    name: ['title', 'lead', 'description', 'blocks'],
  });
  const page = { title, lead, description, blocks };
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, emptyTextCount(page, language)]),
  ) as Record<Language, number>;
}

function LanguageBar({ language, onChange }: { language: Language; onChange: (language: Language) => void }) {
  const emptyCounts = useEmptyCounts();
  return (
    <div className="page-editor-bar">
      <LanguageSwitch
        language={language}
        onChange={onChange}
        emptyCounts={emptyCounts}
        name="page-language"
      />
    </div>
  );
}

/** Takes the focus when the question appears, and is read with it. */
function PublishYes({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const t = useAdminT();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button
      ref={ref}
      type="button"
      className="button"
      aria-describedby="page-publish-question"
      disabled={disabled}
      onClick={onClick}
    >
      {t('admin.pages.publish.yes')}
    </button>
  );
}

/**
 * One page's editor: its texts and blocks in one language at a time, the preview of the saved draft and
 * its history, as three views of one screen; the draft is saved, then published, from the bar at the
 * bottom. Leaving with unsaved changes asks first.
 */
export function PageEditor({ page }: { page: AdminPage }) {
  const t = useAdminT();
  const [search, setSearch] = useSearchParams();
  const view: View = isView(search.get('view')) ? (search.get('view') as View) : 'edit';
  const [language, setLanguage] = useState<Language>('en');
  const [askPublish, setAskPublish] = useState(false);
  const publishRef = useRef<HTMLButtonElement>(null);
  const form = useForm<PageForm>({
    resolver: zodResolver(savePageBody),
    defaultValues: pageFormValues(page),
  });
  const { isDirty, errors } = useFormState({ control: form.control });
  const version = useWatch({ control: form.control, name: 'version' });
  const actions = usePageActions(page.key, form);
  useUnsavedChangesGuard(isDirty);

  const showView = (next: View) => {
    const params = new URLSearchParams(search);
    if (next === 'edit') params.delete('view');
    else params.set('view', next);
    setSearch(params);
  };

  /** A refused field may be in another language or view: both switch to show it. */
  const showError = (refused: FieldErrors<PageForm>) => {
    const first = firstError(refused);
    if (!first) return;
    if (first.language) setLanguage(first.language);
    showView('edit');
    requestAnimationFrame(() => form.setFocus(first.path as Parameters<typeof form.setFocus>[0]));
  };

  const save = form.handleSubmit((values) => actions.saveDraft(values), showError);
  const publish = () => {
    setAskPublish(false);
    if (!isDirty) {
      void actions.publishVersion(form.getValues('version'));
      return;
    }
    void form.handleSubmit(async (values) => {
      const saved = await actions.saveDraft(values);
      if (saved) await actions.publishVersion(saved.version);
    }, showError)();
  };

  const hasDraft = page.hasDraft;
  const nothingToPublish = !isDirty && !hasDraft;

  return (
    <FormProvider {...form}>
      <form className="admin-form page-editor" noValidate onSubmit={save}>
        <nav className="page-editor-views" aria-label={t('admin.pages.views')}>
          {VIEWS.map((option) => (
            <Link
              key={option}
              className="page-editor-views__link"
              to={{ search: option === 'edit' ? '' : `?view=${option}` }}
              aria-current={view === option ? 'page' : undefined}
            >
              {t(`admin.pages.view.${option}`)}
            </Link>
          ))}
        </nav>

        {actions.stale ? (
          // Their version loads beside the staff member's own changes, which are kept aside to be put back.
          <StaleVersionAlert
            stale={actions.stale}
            texts="admin.pages.stale"
            className="page-editor-stale"
            busy={actions.busy}
            onReload={() => void actions.reloadLatest(isDirty)}
          >
            <p>{isDirty ? t('admin.pages.stale.keep') : t('admin.pages.stale.nothingLost')}</p>
          </StaleVersionAlert>
        ) : null}
        {actions.keptAside ? (
          <KeptAsideAlert onPutBack={actions.putMineBack} onDrop={actions.dropKeptAside} />
        ) : null}

        {view !== 'history' ? <LanguageBar language={language} onChange={setLanguage} /> : null}

        <div className="page-editor-view" hidden={view !== 'edit'}>
          <PageTextsFields language={language} />
          <BlockList language={language} />
        </div>
        {view === 'preview' ? (
          <PagePreview path={page.path} language={language} version={version} dirty={isDirty} />
        ) : null}
        {view === 'history' ? (
          <PageHistory
            pageKey={page.key}
            busy={actions.busy}
            hasDraft={hasDraft || isDirty}
            onRestore={(n) => void actions.restoreRevision(n)}
          />
        ) : null}

        <SaveBar
          status={
            <PageStatus
              outcome={actions.outcome}
              dirty={isDirty}
              hasDraft={hasDraft}
              problem={Object.keys(errors).length > 0}
            />
          }
        >
          {askPublish ? (
            <div className="page-editor-publish">
              <p id="page-publish-question" className="page-editor-publish__question">
                {isDirty ? t('admin.pages.publish.questionUnsaved') : t('admin.pages.publish.question')}
              </p>
              <PublishYes disabled={actions.busy} onClick={publish} />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setAskPublish(false);
                  requestAnimationFrame(() => publishRef.current?.focus());
                }}
              >
                {t('admin.pages.publish.no')}
              </button>
            </div>
          ) : (
            <>
              <button type="submit" className="button button--secondary" disabled={actions.busy}>
                {t('admin.pages.saveDraft')}
              </button>
              <button
                ref={publishRef}
                type="button"
                className="button"
                disabled={actions.busy || nothingToPublish}
                onClick={() => setAskPublish(true)}
              >
                {t('admin.pages.publish.button')}
              </button>
            </>
          )}
        </SaveBar>
      </form>
    </FormProvider>
  );
}
