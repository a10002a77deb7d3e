import { useState } from 'react';
import { useOutbox, useOutboxStatus } from '../api/getOutbox';
import { useResendMail } from '../api/postResendMail';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { QueryGate } from '../components/QueryGate';
import { RefreshButton } from '../components/RefreshButton';
import { useAdminT } from '../i18n';
import { formatDateTime, relativeTime } from '../lib/dateTime';

interface Message {
  text: string;
  tone: 'success' | 'error';
}

/** Mails the site sends: status, attempts and the last error; any of them can be sent again. */
export function OutboxScreen() {
  const t = useAdminT();
  const outbox = useOutbox();
  const status = useOutboxStatus();
  // Until the status has come, mails are taken to have a server: no false alarm.
  const smtp = status.data?.smtpConfigured ?? true;
  const resend = useResendMail();
  const [message, setMessage] = useState<Message>({ text: '', tone: 'success' });

  const sendAgain = (id: number) => {
    setMessage({ text: '', tone: 'success' });
    resend.mutate(id, {
      onSuccess: () =>
        setMessage({ text: t(smtp ? 'admin.outbox.resent' : 'admin.outbox.resentNoSmtp'), tone: 'success' }),
      onError: (error) =>
        setMessage({ text: t('admin.outbox.resendFailed', { message: errorText(error, t) }), tone: 'error' }),
    });
  };

  return (
    <AdminScreen
      title={t('admin.nav.outbox')}
      lead={t('admin.outbox.lead')}
      actions={<RefreshButton query={outbox} />}
    >
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
      {smtp ? null : (
        <div className="admin-alert admin-alert--warning" role="alert">
          <p>{t('admin.outbox.noSmtp')}</p>
        </div>
      )}
      <QueryGate query={outbox}>
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">{t('admin.outbox.empty')}</p>
          ) : (
            <ul className="admin-list">
              {list.map((mail) => (
                <li key={mail.id}>
                  <article className={`admin-card admin-mail admin-mail--${mail.status}`}>
                    <div className="admin-card__meta">
                      <span className={`admin-badge admin-badge--mail-${mail.status}`}>
                        {t(`admin.outbox.status.${mail.status}`)}
                      </span>
                      <span className="admin-card__detail">
                        {mail.sentAt
                          ? t('admin.outbox.sentAt', { time: formatDateTime(mail.sentAt) })
                          : t('admin.outbox.queued', { time: formatDateTime(mail.createdAt) })}
                      </span>
                    </div>
                    <h2 className="admin-card__title">{mail.subject}</h2>
                    <dl className="admin-fields">
                      <div className="admin-fields__row">
                        <dt>{t('admin.outbox.to')}</dt>
                        <dd className="admin-break">{mail.to}</dd>
                      </div>
                      <div className="admin-fields__row">
                        <dt>{t('admin.outbox.attempts')}</dt>
                        <dd className="tabular-nums">{mail.attempts}</dd>
                      </div>
                      {mail.status === 'pending' ? (
                        <div className="admin-fields__row">
                          <dt>{t('admin.outbox.nextTry')}</dt>
                          <dd>
                            {!smtp
                              ? t('admin.outbox.waitsForServer')
                              : mail.nextAttemptAt
                                ? t('admin.outbox.nextTryAt', {
                                    when: relativeTime(mail.nextAttemptAt, new Date()),
                                    time: formatDateTime(mail.nextAttemptAt),
                                  })
                                : t('admin.outbox.nextTryNow')}
                          </dd>
                        </div>
                      ) : null}
                      {mail.lastError ? (
                        <div className="admin-fields__row">
                          <dt>{t('admin.outbox.lastError')}</dt>
                          <dd className="admin-break admin-mail__error">{mail.lastError}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <div className="admin-form__actions">
                      <button
                        type="button"
                        className="button button--secondary admin-button--small"
                        disabled={resend.isPending && resend.variables === mail.id}
                        onClick={() => sendAgain(mail.id)}
                      >
                        {t('admin.outbox.resend')}
                        <span className="visually-hidden">: {mail.subject}</span>
                      </button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </AdminScreen>
  );
}
