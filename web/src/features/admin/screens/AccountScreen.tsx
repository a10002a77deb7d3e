import { type FormEvent, useId, useState } from 'react';
import { useChangeOwnPassword, useSignOutEverywhere } from '../api/account';
import { AdminScreen } from '../components/AdminScreen';
import { ErrorAlert } from '../components/ErrorAlert';
import { errorText } from '../components/errorText';
import { Field } from '../components/Field';
import { useFieldErrors } from '../components/useFieldErrors';
import { useUnsavedChangesGuard } from '../components/useUnsavedChangesGuard';
import { useAdminT } from '../i18n';
import {
  emptyOwnPassword,
  type OwnPasswordDraft,
  type OwnPasswordErrors,
  ownPasswordErrors,
} from '../lib/ownPasswordForm';
import { sameDraft } from '../lib/sameDraft';
import { passwordMin } from '../lib/userForm';

/** The signed-in staff member's own account, for every role: a new password, and signing out everywhere. */
export function AccountScreen() {
  const t = useAdminT();
  return (
    <AdminScreen title={t('admin.nav.account')} lead={t('admin.account.lead')}>
      <OwnPasswordForm />
      <SignOutEverywhere />
    </AdminScreen>
  );
}

function OwnPasswordForm() {
  const t = useAdminT();
  const change = useChangeOwnPassword();
  const [draft, setDraft] = useState<OwnPasswordDraft>(emptyOwnPassword);
  const { errors, formRef, show } = useFieldErrors<OwnPasswordErrors>();
  const [done, setDone] = useState(false);
  const titleId = useId();
  // A changed password empties the form, which is then clean.
  useUnsavedChangesGuard(!sameDraft(draft, emptyOwnPassword));
  const set = (field: keyof OwnPasswordDraft, value: string) => {
    setDone(false);
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!show(ownPasswordErrors(draft))) return;
    change.mutate(draft, {
      onSuccess: () => {
        setDraft(emptyOwnPassword);
        setDone(true);
      },
    });
  };
  const error = (field: keyof OwnPasswordDraft) => {
    const key = errors[field];
    return key ? t(key, passwordMin) : undefined;
  };

  return (
    <form
      className="admin-card admin-form"
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-labelledby={titleId}
    >
      <h2 className="admin-card__title" id={titleId}>
        {t('admin.account.passwordTitle')}
      </h2>
      <Field label={t('admin.account.currentPassword')} error={error('currentPassword')}>
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={draft.currentPassword}
            onChange={(e) => set('currentPassword', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('admin.account.newPassword')}
        hint={t('admin.account.newPasswordHint', passwordMin)}
        error={error('newPassword')}
      >
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={draft.newPassword}
            onChange={(e) => set('newPassword', e.target.value)}
          />
        )}
      </Field>
      {change.isError ? (
        <ErrorAlert>{t('admin.account.failed', { message: errorText(change.error, t) })}</ErrorAlert>
      ) : null}
      <p className="admin-save-status admin-save-status--success" role="status">
        {done ? t('admin.account.changed') : ''}
      </p>
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? t('admin.account.saving') : t('admin.account.save')}
        </button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const t = useAdminT();
  const signOut = useSignOutEverywhere();
  const titleId = useId();
  return (
    <section className="admin-card admin-form" aria-labelledby={titleId}>
      <h2 className="admin-card__title" id={titleId}>
        {t('admin.account.everywhereTitle')}
      </h2>
      <p className="admin-field__hint">{t('admin.account.everywhereHint')}</p>
      {signOut.isError ? (
        <ErrorAlert>
          {t('admin.account.everywhereFailed', { message: errorText(signOut.error, t) })}
        </ErrorAlert>
      ) : null}
      <div className="admin-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? t('admin.account.signingOutEverywhere') : t('admin.account.everywhere')}
        </button>
      </div>
    </section>
  );
}
