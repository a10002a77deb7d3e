import { useEffect, useId, useRef, useState } from 'react';
import type { BookingRequest } from '../../../../../common/api/admin';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/dateTime';
import { orderedFields, requestFieldLabel, requestName, requestValueText } from '../lib/requestFields';
import { Field } from './Field';
import { NearestTimes } from './teeSheet/NearestTimes';
import { RequestSheetRoom } from './teeSheet/RequestSheetRoom';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface TeeTime {
  hour: number;
  minute: number;
}

interface RequestCardProps {
  request: BookingRequest;
  busy: boolean;
  /** Confirms it; a green-fee request at its asked time, or at `at`. */
  onConfirm: (at?: TeeTime) => void;
  onDecline: (message: string) => void;
  /** The nearest times with room that a refused confirmation offered. */
  offered?: TeeTime[] | null;
}

/** One request: what was asked, when, its status, and (while new) confirm or decline with a message. */
export function RequestCard({ request, busy, onConfirm, onDecline, offered }: RequestCardProps) {
  const t = useAdminT();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const titleId = useId();
  // A decline message typed but not sent; once declined, the request is no longer new.
  useUnsavedChangesGuard(request.status === 'new' && declining && message.trim() !== '');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Opening the decline form puts the cursor in its message; closing it goes back to Decline.
  useEffect(() => {
    if (declining) messageRef.current?.focus();
    else if (opened.current) declineRef.current?.focus();
    opened.current = declining;
  }, [declining]);
  const kind = t(`admin.requests.kind.${request.kind}`);
  const name = requestName(request.fields) || t('admin.requests.someone');

  return (
    <article
      className={`admin-card admin-request admin-request--${request.status}`}
      aria-labelledby={titleId}
    >
      <div className="admin-card__meta">
        <span className={`admin-badge admin-badge--${request.kind}`}>{kind}</span>
        <span className={`admin-badge admin-badge--${request.status}`}>
          {t(`admin.requests.status.${request.status}`)}
        </span>
        <span className="admin-card__detail">
          {t('admin.requests.received', { time: formatDateTime(request.createdAt) })}
        </span>
      </div>
      <h2 className="admin-card__title" id={titleId}>
        {t('admin.requests.heading', { kind, name })}
      </h2>
      <dl className="admin-fields">
        {orderedFields(request.fields).map(([key, value]) => (
          <div key={key} className="admin-fields__row">
            <dt>{requestFieldLabel(key, t)}</dt>
            <dd className="admin-break">{requestValueText(value) || '—'}</dd>
          </div>
        ))}
      </dl>
      {request.kind === 'greenfee' && request.status === 'new' ? (
        <RequestSheetRoom fields={request.fields} />
      ) : null}
      {request.status === 'new' && offered && offered.length > 0 ? (
        <NearestTimes
          times={offered}
          lead={t('admin.requests.nearest')}
          label={(at) => (
            <>
              {t('admin.requests.confirmAt', { time: at })}
              <span className="visually-hidden">: {name}</span>
            </>
          )}
          busy={busy}
          onPick={(slot) => onConfirm(slot)}
        />
      ) : null}
      {request.status !== 'new' ? null : declining ? (
        <div className="admin-decline">
          <Field label={t('admin.requests.declineMessage')} hint={t('admin.requests.declineHint')} optional>
            {(control) => (
              <textarea
                {...control}
                ref={messageRef}
                className="admin-input admin-input--multiline"
                rows={3}
                maxLength={2000}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <div className="admin-form__actions">
            <button
              type="button"
              className="button admin-button--danger-solid"
              disabled={busy}
              onClick={() => onDecline(message)}
            >
              {t('admin.requests.sendDecline')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDeclining(false)}>
              {t('admin.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-form__actions admin-request__actions">
          <button type="button" className="button" disabled={busy} onClick={() => onConfirm()}>
            {t('admin.requests.confirm')}
            <span className="visually-hidden">: {name}</span>
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--danger"
            ref={declineRef}
            disabled={busy}
            onClick={() => setDeclining(true)}
          >
            {t('admin.requests.decline')}
            <span className="visually-hidden">: {name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
