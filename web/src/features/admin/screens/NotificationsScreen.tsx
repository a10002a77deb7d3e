import { useRef, useState } from 'react';
import { useDeleteNotification } from '../api/deleteNotification';
import { useNotifications } from '../api/getNotifications';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { NotificationCard } from '../components/NotificationCard';
import { NotificationForm } from '../components/NotificationForm';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import { notificationState } from '../lib/notificationForm';

type Editing = 'new' | number | null;
interface Message {
  text: string;
  tone: 'success' | 'error';
}

/** The notices of the home page: list, add, edit and delete. One form is open at a time. */
export function NotificationsScreen() {
  const t = useAdminT();
  const notifications = useNotifications();
  const remove = useDeleteNotification();
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<Message>({ text: '', tone: 'success' });
  const newRef = useRef<HTMLButtonElement>(null);

  const finish = (text: string) => {
    setEditing(null);
    setMessage({ text, tone: 'success' });
    requestAnimationFrame(() => newRef.current?.focus());
  };
  const startEditing = (target: Editing) => {
    setMessage({ text: '', tone: 'success' });
    setEditing(target);
  };
  const deleteNotification = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => finish(t('admin.notifications.deleted')),
      onError: (error) =>
        setMessage({
          text: t('admin.notifications.deleteFailed', { message: errorText(error, t) }),
          tone: 'error',
        }),
    });

  return (
    <AdminScreen title={t('admin.nav.notifications')} lead={t('admin.notifications.lead')}>
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
      {editing === 'new' ? (
        <NotificationForm
          onDone={() => finish(t('admin.notifications.posted'))}
          onCancel={() => finish('')}
        />
      ) : (
        <button
          type="button"
          className="button admin-button--wide"
          ref={newRef}
          onClick={() => startEditing('new')}
        >
          <span aria-hidden="true">+</span> {t('admin.notifications.new')}
        </button>
      )}
      <QueryGate query={notifications}>
        {(list) => {
          const homePageId = list.find((n) => notificationState(n) === 'shown')?.id;
          return list.length === 0 ? (
            <p className="admin-empty">{t('admin.notifications.empty')}</p>
          ) : (
            <ul className="admin-list">
              {list.map((n) => (
                <li key={n.id}>
                  {editing === n.id ? (
                    <NotificationForm
                      editing={n}
                      onDone={() => finish(t('admin.notifications.posted'))}
                      onCancel={() => finish('')}
                    />
                  ) : (
                    <NotificationCard
                      notification={n}
                      onEdit={() => startEditing(n.id)}
                      onDelete={() => deleteNotification(n.id)}
                      deleting={remove.isPending && remove.variables === n.id}
                      onHomePage={n.id === homePageId}
                    />
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryGate>
    </AdminScreen>
  );
}
