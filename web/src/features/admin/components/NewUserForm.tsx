import { type FormEvent, useId, useState } from 'react';
import { staffRoles } from '../../../../../common/api/auth';
import type { StaffAccount } from '../../../../../common/api/users';
import { useCreateUser } from '../api/users';
import { useAdminT } from '../i18n';
import { sameDraft } from '../lib/sameDraft';
import { emptyUser, passwordMin, type UserDraft, type UserErrors, userErrors } from '../lib/userForm';
import { ErrorAlert } from './ErrorAlert';
import { errorText } from './errorText';
import { Field } from './Field';
import { FormActions } from './FormActions';
import { useFieldErrors } from './useFieldErrors';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface NewUserFormProps {
  onDone: (created: StaffAccount) => void;
  onCancel: () => void;
}

/** A new account: e-mail, a first password the admin passes on in person, and the role. */
export function NewUserForm({ onDone, onCancel }: NewUserFormProps) {
  const t = useAdminT();
  const create = useCreateUser();
  const [draft, setDraft] = useState<UserDraft>(emptyUser);
  const { errors, formRef, show } = useFieldErrors<UserErrors>();
  const titleId = useId();
  // Added, the form closes; until then, leaving the screen would drop what was typed.
  useUnsavedChangesGuard(!sameDraft(draft, emptyUser));
  const set = <K extends keyof UserDraft>(field: K, value: UserDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!show(userErrors(draft))) return;
    create.mutate({ ...draft, email: draft.email.trim() }, { onSuccess: onDone });
  };

  const error = (field: keyof UserErrors) => {
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
        {t('admin.users.newTitle')}
      </h2>
      <Field label={t('admin.users.email')} error={error('email')}>
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="email"
            name="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('admin.users.password')}
        hint={t('admin.users.passwordHint', passwordMin)}
        error={error('password')}
      >
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="password"
            name="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(e) => set('password', e.target.value)}
          />
        )}
      </Field>
      <fieldset className="admin-fieldset admin-choice">
        <legend className="admin-field__label">{t('admin.users.role')}</legend>
        <p className="admin-field__hint">{t('admin.users.roleHint')}</p>
        <div className="admin-choice__options">
          {staffRoles.map((role) => (
            <label key={role} className="admin-choice__option">
              <input
                type="radio"
                name="role"
                value={role}
                checked={draft.role === role}
                onChange={() => set('role', role)}
              />
              {t(`admin.users.role.${role}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {create.isError ? (
        <ErrorAlert>{t('admin.users.failed', { message: errorText(create.error, t) })}</ErrorAlert>
      ) : null}
      <FormActions
        submit={t('admin.users.add')}
        pending={t('admin.users.adding')}
        isPending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
