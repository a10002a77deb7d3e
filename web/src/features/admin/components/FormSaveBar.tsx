import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useAdminT } from '../i18n';
import { SaveBar } from './SaveBar';
import { type SaveState, SaveStatus } from './SaveStatus';

interface FormSaveBarProps {
  /** The save mutation. */
  save: SaveState & { isPending: boolean };
  label: string;
  /** A save that publishes at once: its status says published (SaveStatus). */
  publishes?: boolean;
  /** Buttons after Save (Cancel). */
  children?: ReactNode;
}

/**
 * The save bar of a react-hook-form form (inside its FormProvider): the save's state, whether anything
 * changed, "fix the errors" while a field is refused, and the submit button.
 */
export function FormSaveBar({ save, label, publishes = false, children }: FormSaveBarProps) {
  const t = useAdminT();
  const { isDirty, errors } = useFormState();
  const problem = Object.keys(errors).length > 0 ? t('admin.fixErrors') : undefined;
  return (
    <SaveBar status={<SaveStatus state={save} dirty={isDirty} problem={problem} publishes={publishes} />}>
      <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
        {label}
      </button>
      {children}
    </SaveBar>
  );
}
