import { useState } from 'react';
import { formatTime } from '../../../../../common/rules/clubTime';
import { useRequests } from '../api/getRequests';
import { type RequestDecision, useRequestDecision } from '../api/postRequestDecision';
import { nearestTimes } from '../api/teeSheet';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { QueryGate } from '../components/QueryGate';
import { RefreshButton } from '../components/RefreshButton';
import { RequestCard } from '../components/RequestCard';
import { useAdminT } from '../i18n';

type Filter = 'new' | 'all';
interface Message {
  text: string;
  tone: 'success' | 'error';
}

/** The inbox of table and green-fee requests: new ones first in view, confirm or decline each. */
export function RequestsScreen() {
  const t = useAdminT();
  const requests = useRequests();
  const decide = useRequestDecision();
  const [filter, setFilter] = useState<Filter>('new');
  const [message, setMessage] = useState<Message>({ text: '', tone: 'success' });

  const send = (decision: RequestDecision) => {
    setMessage({ text: '', tone: 'success' });
    decide.mutate(decision, {
      onSuccess: () =>
        setMessage({
          text:
            decision.decision === 'confirm' && decision.at
              ? t('admin.requests.confirmedAt', { time: formatTime(decision.at.hour, decision.at.minute) })
              : t(decision.decision === 'confirm' ? 'admin.requests.confirmed' : 'admin.requests.declined'),
          tone: 'success',
        }),
      onError: (error) =>
        setMessage({ text: t('admin.requests.failed', { message: errorText(error, t) }), tone: 'error' }),
    });
  };

  return (
    <AdminScreen
      title={t('admin.nav.requests')}
      lead={t('admin.requests.lead')}
      actions={<RefreshButton query={requests} />}
    >
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
      <QueryGate query={requests}>
        {(list) => {
          const fresh = list.filter((r) => r.status === 'new');
          const shown = filter === 'new' ? fresh : list;
          return (
            <>
              <fieldset className="admin-segmented">
                <legend className="visually-hidden">{t('admin.requests.show')}</legend>
                {(['new', 'all'] as const).map((value) => (
                  <label key={value} className="admin-segmented__option">
                    <input
                      type="radio"
                      name="request-filter"
                      value={value}
                      checked={filter === value}
                      onChange={() => setFilter(value)}
                    />
                    <span>
                      {value === 'new'
                        ? t('admin.requests.showNew', { count: fresh.length })
                        : t('admin.requests.showAll', { count: list.length })}
                    </span>
                  </label>
                ))}
              </fieldset>
              {shown.length === 0 ? (
                <p className="admin-empty">{t('admin.requests.empty')}</p>
              ) : (
                <ul className="admin-list">
                  {shown.map((request) => (
                    <li key={request.id}>
                      <RequestCard
                        request={request}
                        busy={decide.isPending && decide.variables?.id === request.id}
                        onConfirm={(at) =>
                          send({ id: request.id, decision: 'confirm', ...(at ? { at } : {}) })
                        }
                        offered={
                          decide.isError && decide.variables?.id === request.id
                            ? nearestTimes(decide.error)
                            : null
                        }
                        onDecline={(text) => send({ id: request.id, decision: 'decline', message: text })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryGate>
    </AdminScreen>
  );
}
