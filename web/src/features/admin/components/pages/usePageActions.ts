import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StaleVersionAnswer } from '../../../../../../common/api/documents';
import type { AdminPage, PageKey } from '../../../../../../common/api/pages';
import { getAdminPage, pageKeys, usePublishPage, useRestorePageRevision, useSavePage } from '../../api/pages';
import { staleVersionOf } from '../../api/staleVersion';
import { pageFormValues } from './blocks';
import type { PageForm } from './pageForm';

export type PageAction = 'save' | 'publish' | 'restore' | 'reload';

/** The last thing done to the page from this screen, for the status line. */
export type PageOutcome =
  | { action: PageAction; status: 'pending' }
  | { action: PageAction; status: 'done'; at: number; n?: number }
  | { action: PageAction; status: 'failed'; error: unknown };

/**
 * Saving, publishing and restoring a page from its form: each sends the version the form was loaded or
 * saved on, and takes the answer as the form's new starting point. A refusal because someone else saved
 * in between (409) names them; reloading their version then keeps the staff member's own text aside, to
 * be put back, never dropped.
 */
export function usePageActions(pageKey: PageKey, form: UseFormReturn<PageForm>) {
  const queryClient = useQueryClient();
  const save = useSavePage(pageKey);
  const publish = usePublishPage(pageKey);
  const restore = useRestorePageRevision(pageKey);
  const [outcome, setOutcome] = useState<PageOutcome | null>(null);
  const [stale, setStale] = useState<StaleVersionAnswer | null>(null);
  const [keptAside, setKeptAside] = useState<PageForm | null>(null);

  // Counts the form's changes, so that an answer does not undo what was typed while it was on its way.
  const edits = useRef(0);
  useEffect(() => {
    const subscription = form.watch(() => {
      edits.current += 1;
    });
    return () => subscription.unsubscribe();
  }, [form]);

  /** The server's answer becomes what the form compares with; text typed since the request stays. */
  const adopt = (answer: AdminPage, editsWhenSent: number) => {
    if (edits.current === editsWhenSent) {
      form.reset(pageFormValues(answer));
    } else {
      form.reset(pageFormValues(answer), { keepValues: true });
      form.setValue('version', answer.version);
    }
    setStale(null);
  };

  const failed = (action: PageAction, error: unknown) => {
    setStale(staleVersionOf(error));
    setOutcome({ action, status: 'failed', error });
  };

  const saveDraft = async (values: PageForm): Promise<AdminPage | null> => {
    const sent = edits.current;
    setOutcome({ action: 'save', status: 'pending' });
    try {
      const saved = await save.mutateAsync(values);
      adopt(saved, sent);
      setOutcome({ action: 'save', status: 'done', at: Date.now() });
      return saved;
    } catch (error) {
      failed('save', error);
      return null;
    }
  };

  const publishVersion = async (version: number) => {
    const sent = edits.current;
    setOutcome({ action: 'publish', status: 'pending' });
    try {
      adopt(await publish.mutateAsync(version), sent);
      setOutcome({ action: 'publish', status: 'done', at: Date.now() });
    } catch (error) {
      failed('publish', error);
    }
  };

  const restoreRevision = async (n: number) => {
    setOutcome({ action: 'restore', status: 'pending' });
    try {
      // Restoring replaces the draft: what the form holds is replaced too, unsaved text and all.
      const restored = await restore.mutateAsync({ n, version: form.getValues('version') });
      form.reset(pageFormValues(restored));
      setStale(null);
      setOutcome({ action: 'restore', status: 'done', at: Date.now(), n });
    } catch (error) {
      failed('restore', error);
    }
  };

  /** Loads the newer version; the form's own changes (when `dirty`) are kept aside to be put back. */
  const reloadLatest = async (dirty: boolean) => {
    const mine = dirty ? form.getValues() : null;
    setOutcome({ action: 'reload', status: 'pending' });
    try {
      const latest = await queryClient.fetchQuery({
        queryKey: pageKeys.page(pageKey),
        queryFn: ({ signal }) => getAdminPage(pageKey, signal),
        staleTime: 0,
      });
      form.reset(pageFormValues(latest));
      setKeptAside(mine);
      setStale(null);
      setOutcome({ action: 'reload', status: 'done', at: Date.now() });
    } catch (error) {
      setOutcome({ action: 'reload', status: 'failed', error });
    }
  };

  /** The text kept aside goes back into the form, on the newer version: saving it then replaces theirs. */
  const putMineBack = () => {
    if (!keptAside) return;
    for (const name of ['title', 'lead', 'description', 'blocks'] as const) {
      form.setValue(name, keptAside[name], { shouldDirty: true });
    }
    setKeptAside(null);
  };

  return {
    outcome,
    stale,
    keptAside: keptAside !== null,
    busy: outcome?.status === 'pending',
    saveDraft,
    publishVersion,
    restoreRevision,
    reloadLatest,
    putMineBack,
    dropKeptAside: () => setKeptAside(null),
  };
}
