import { type FormEvent, useState } from 'react';
import type { StaffAccount } from '../../../../../common/api/users';
import { useUpdateUser } from '../api/users';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/dateTime';
import { passwordMin, userErrors } from '../lib/userForm';
import { ConfirmDelete } from './ConfirmDelete';
import { errorText } from './errorText';
import { Field } from './Field';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface UserMessage {
  text: string;
  tone: 'success' | 'error';
}

interface UserCardProps {
  user: StaffAccount;
  /** The signed-in admin's own account. */
  isMe: boolean;
  /** The only admin: it can be neither demoted nor deleted. */
  lastAdmin: boolean;
  onMessage: (message: UserMessage) => void;
  /**
   * Deletes the account. The screen does it, not the card: the card leaves the list with the account,
   * and the screen must still say that it is done.
   */
  onDelete: () => void;
  deleting: boolean;
}

type Open = 'none' | 'password' | 'delete';

/** One account: its role and state, and the buttons to change the role, reset the password or delete it. */
export function UserCard({ user, isMe, lastAdmin, onMessage, onDelete, deleting }: UserCardProps) {
  const t = useAdminT();
  const update = useUpdateUser();
  const [open, setOpen] = useState<Open>('none');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState(false);
  const failed = (error: unknown) =>
    onMessage({ text: t('admin.users.failed', { message: errorText(error, t) }), tone: 'error' });
  const busy = update.isPending || deleting;
  useUnsavedChangesGuard(open === 'password' && password !== '');
  const otherRole = user.role === 'admin' ? 'staff' : 'admin';

  const changeRole = () =>
    update.mutate(
      { id: user.id, change: { role: otherRole } },
      {
        onSuccess: (changed) =>
          onMessage({
            text: t('admin.users.roleChanged', {
              email: changed.email,
              role: t(`admin.users.role.${changed.role}`).toLowerCase(),
            }),
            tone: 'success',
          }),
        onError: failed,
      },
    );

  const savePassword = (event: FormEvent) => {
    event.preventDefault();
    if (userErrors({ email: '', password }, 'password').password) {
      setPasswordError(true);
      return;
    }
    update.mutate(
      { id: user.id, change: { password } },
      {
        onSuccess: () => {
          setOpen('none');
          setPassword('');
          onMessage({ text: t('admin.users.passwordChanged', { email: user.email }), tone: 'success' });
        },
        onError: failed,
      },
    );
  };

  return (
    <article className="admin-card admin-user">
      <p className="admin-user__email">{user.email}</p>
      <div className="admin-card__meta">
        <span className={`admin-badge admin-badge--${user.role}`}>{t(`admin.users.role.${user.role}`)}</span>
        {isMe ? <span className="admin-badge">{t('admin.users.you')}</span> : null}
        {user.lockedUntil ? (
          <span className="admin-badge admin-badge--locked">
            {t('admin.users.lockedUntil', { time: formatDateTime(user.lockedUntil) })}
          </span>
        ) : null}
        <span className="admin-card__detail">
          {t('admin.users.since', { date: formatDateTime(user.createdAt) })}
        </span>
      </div>
      {lastAdmin ? <p className="admin-card__detail">{t('admin.users.lastAdmin')}</p> : null}

      {open === 'password' ? (
        <form className="admin-user__password" noValidate onSubmit={savePassword}>
          <Field
            label={t('admin.users.newPassword', { email: user.email })}
            hint={t('admin.users.passwordHint', passwordMin)}
            error={passwordError ? t('admin.users.shortPassword', passwordMin) : undefined}
          >
            {(control) => (
              <input
                {...control}
                className="admin-input"
                type="password"
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setPasswordError(false);
                }}
              />
            )}
          </Field>
          <div className="admin-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {update.isPending ? t('admin.saving') : t('admin.users.savePassword')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen('none')}>
              {t('admin.cancel')}
            </button>
          </div>
        </form>
      ) : open === 'delete' ? (
        <ConfirmDelete
          question={t('admin.users.confirmDelete', { email: user.email })}
          confirmLabel={t('admin.users.confirmDeleteYes')}
          keepLabel={t('admin.users.keep')}
          busy={busy}
          onConfirm={onDelete}
          onKeep={() => setOpen('none')}
        />
      ) : (
        <div className="admin-form__actions">
          <button
            type="button"
            className="button button--secondary admin-button--small"
            disabled={busy || lastAdmin}
            onClick={changeRole}
          >
            {user.role === 'admin' ? t('admin.users.makeStaff') : t('admin.users.makeAdmin')}
            <span className="visually-hidden">: {user.email}</span>
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--small"
            disabled={busy}
            onClick={() => setOpen('password')}
          >
            {t('admin.users.resetPassword')}
            <span className="visually-hidden">: {user.email}</span>
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--small admin-button--danger"
            disabled={busy || lastAdmin}
            onClick={() => setOpen('delete')}
          >
            {t('admin.users.delete')}
            <span className="visually-hidden">: {user.email}</span>
          </button>
        </div>
      )}
    </article>
  );
}
