import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  useForm,
  useFormState,
} from 'react-hook-form';
import type { StaleVersionAnswer } from '../../../../../../common/api/documents';
import { staleVersionOf } from '../../api/staleVersion';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

/** What the admin API answers for a document staff save and publish at once. */
export interface DocumentAnswer {
  /** The version a save is made on. */
  version: number;
  updatedAt: string;
  updatedBy: string;
}

interface DocumentFormOptions<Answer extends DocumentAnswer, Value extends FieldValues, Body> {
  initial: Answer;
  /** Reads the document again (after a refused save): the newest version, or undefined when that failed. */
  reload: () => Promise<Answer | undefined>;
  /** The server's own schema (zodResolver), so that nothing it refuses is sent. */
  resolver: Resolver<Value>;
  /** The document in an answer: what the form holds. */
  documentOf: (answer: Answer) => Value;
  save: UseMutationResult<Answer, Error, Body>;
  /** The body of a save: the form's values, on the version they were loaded or saved on. */
  bodyOf: (version: number, value: Value) => Body;
  /** Publishes an earlier revision again (documentHistory.ts). */
  restore: UseMutationResult<Answer, Error, { n: number; version: number }>;
}

/**
 * The form of a document staff save and publish at once (the club's details, the course, the marks): it
 * starts from the loaded answer, each save or restore is made on the version last loaded or saved and its
 * answer becomes the form's new starting point, and leaving with unsaved changes asks first. A save or
 * restore someone else's beat is refused (409) with who saved first; loading their version then replaces
 * the form's values, unsaved changes and all.
 */
export function useDocumentForm<Answer extends DocumentAnswer, Value extends FieldValues, Body>({
  initial,
  reload,
  resolver,
  documentOf,
  save,
  bodyOf,
  restore,
}: DocumentFormOptions<Answer, Value, Body>) {
  const [saved, setSaved] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const form = useForm<Value>({ resolver, defaultValues: documentOf(initial) as DefaultValues<Value> });
  const { isDirty } = useFormState({ control: form.control });
  useUnsavedChangesGuard(isDirty);
  const stale: StaleVersionAnswer | null = staleVersionOf(save.error) ?? staleVersionOf(restore.error);

  /** The server's answer becomes what the form holds and compares with. */
  const adopt = (answer: Answer) => {
    setSaved(answer);
    form.reset(documentOf(answer));
  };

  const send = (value: Value) =>
    save.mutate(bodyOf(saved.version, value), {
      onSuccess: (answer) => {
        adopt(answer);
        restore.reset();
      },
    });

  // Restoring replaces what the form holds, unsaved changes and all (the question said so).
  const restoreRevision = (n: number) =>
    restore.mutate(
      { n, version: saved.version },
      {
        onSuccess: (answer) => {
          adopt(answer);
          save.reset();
        },
      },
    );

  const loadTheirs = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      adopt(fresh);
      save.reset();
      restore.reset();
    } finally {
      setReloading(false);
    }
  };

  // The save bar tells of whichever was sent last: a restore publishes as a save does.
  const last = restore.submittedAt > save.submittedAt ? restore : save;

  return {
    form,
    /** The answer the form was last loaded or saved from: its version and who saved it. */
    saved,
    isDirty,
    /** Who saved first, when the last save or restore was refused as stale. */
    stale,
    reloading,
    /** The form's submit handler: checked, then saved; `onInvalid` sees what the schema refused. */
    onSubmit: (onInvalid?: SubmitErrorHandler<Value>) => form.handleSubmit(send, onInvalid),
    loadTheirs: () => void loadTheirs(),
    restoreRevision,
    /** The save bar's state (FormSaveBar). */
    status: {
      status: last.status,
      error: last.error,
      submittedAt: last.submittedAt,
      isPending: save.isPending || restore.isPending,
    },
  };
}
