import { useAdminT } from '../i18n';

interface FormActionsProps {
  /** The submit button's text, and its text while the form is being sent (when it is disabled). */
  submit: string;
  pending: string;
  isPending: boolean;
  onCancel: () => void;
}

/** A staff form's last row: send it, or cancel without sending. */
export function FormActions({ submit, pending, isPending, onCancel }: FormActionsProps) {
  const t = useAdminT();
  return (
    <div className="admin-form__actions">
      <button type="submit" className="button" disabled={isPending}>
        {isPending ? pending : submit}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('admin.cancel')}
      </button>
    </div>
  );
}
