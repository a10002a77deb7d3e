import { useRef, useState } from 'react';
import type { StaffAccount } from '../../../../../common/api/users';
import { useMe } from '../api/getMe';
import { useDeleteUser, useUsers } from '../api/users';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { NewUserForm } from '../components/NewUserForm';
import { QueryGate } from '../components/QueryGate';
import { UserCard, type UserMessage } from '../components/UserCard';
import { useAdminT } from '../i18n';
import { isLastAdmin } from '../lib/userForm';

/** Staff accounts, for admins: list, add, change the role, reset a password, delete. */
export function UsersScreen() {
  const t = useAdminT();
  const users = useUsers();
  const me = useMe();
  const remove = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<UserMessage>({ text: '', tone: 'success' });
  const newRef = useRef<HTMLButtonElement>(null);

  const finishAdding = (text: string) => {
    setAdding(false);
    setMessage({ text, tone: 'success' });
    requestAnimationFrame(() => newRef.current?.focus());
  };

  const deleteUser = (user: StaffAccount) =>
    remove.mutate(user.id, {
      onSuccess: () => setMessage({ text: t('admin.users.deleted', { email: user.email }), tone: 'success' }),
      onError: (error) =>
        setMessage({ text: t('admin.users.failed', { message: errorText(error, t) }), tone: 'error' }),
    });

  return (
    <AdminScreen title={t('admin.nav.users')} lead={t('admin.users.lead')}>
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
      {adding ? (
        <NewUserForm
          onDone={(created) => finishAdding(t('admin.users.added', { email: created.email }))}
          onCancel={() => finishAdding('')}
        />
      ) : (
        <button
          type="button"
          className="button admin-button--wide"
          ref={newRef}
          onClick={() => {
            setMessage({ text: '', tone: 'success' });
            setAdding(true);
          }}
        >
          <span aria-hidden="true">+</span> {t('admin.users.new')}
        </button>
      )}
      <QueryGate query={users}>
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">{t('admin.users.empty')}</p>
          ) : (
            <ul className="admin-list">
              {list.map((user) => (
                <li key={user.id}>
                  <UserCard
                    user={user}
                    isMe={user.email.toLowerCase() === me.data?.email.toLowerCase()}
                    lastAdmin={isLastAdmin(user, list)}
                    onMessage={setMessage}
                    onDelete={() => deleteUser(user)}
                    deleting={remove.isPending && remove.variables === user.id}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </AdminScreen>
  );
}
