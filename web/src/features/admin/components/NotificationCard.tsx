import { useState } from 'react';
import type { AdminNotification } from '../../../../../common/api/admin';
import { sanitizeNotificationHtml } from '../../notifications/components/sanitizeNotificationHtml';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/dateTime';
import { missingLanguages, textsFrom } from '../lib/languageTexts';
import { notificationState } from '../lib/notificationForm';
import { ConfirmDelete } from './ConfirmDelete';

const languageList = new Intl.ListFormat('en', { type: 'conjunction' });

interface NotificationCardProps {
  notification: AdminNotification;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** The first one shown now: the one the home page shows. */
  onHomePage: boolean;
}

/** One notification as the site shows it, with its kind, place and window, and edit and delete. */
export function NotificationCard({
  notification: n,
  onEdit,
  onDelete,
  deleting,
  onHomePage,
}: NotificationCardProps) {
  const t = useAdminT();
  const [confirming, setConfirming] = useState(false);
  const timeState = notificationState(n);
  const state = timeState === 'shown' && !onHomePage ? 'waiting' : timeState;
  const from = n.startsAt ? formatDateTime(n.startsAt) : t('admin.notifications.now');
  const until = n.endsAt ? formatDateTime(n.endsAt) : t('admin.notifications.removed');
  const missing = missingLanguages(textsFrom(n.content, n.translations));

  return (
    <article className={`admin-card admin-notification admin-notification--${n.severity}`}>
      <div className="admin-card__meta">
        <span className={`admin-badge admin-badge--${n.severity}`}>
          {t(`admin.notifications.${n.severity}`)}
        </span>
        <span className={`admin-badge admin-badge--${state}`}>{t(`admin.notifications.state.${state}`)}</span>
        <span className="admin-card__detail">
          {t('admin.notifications.positionLabel', { position: n.position })}
        </span>
      </div>
      <div
        className="admin-notification__content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on save and again here, as on the site
        dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(n.content) }}
      />
      <p className={`admin-card__detail${missing.length > 0 ? ' admin-card__detail--missing' : ''}`}>
        {missing.length > 0
          ? t('admin.notifications.inEnglishOn', {
              languages: languageList.format(missing.map((language) => t(`admin.language.${language}`))),
            })
          : t('admin.notifications.allLanguages')}
      </p>
      <p className="admin-card__detail">
        {n.startsAt || n.endsAt
          ? t('admin.notifications.window', { from, until })
          : t('admin.notifications.always')}
      </p>
      {confirming ? (
        <ConfirmDelete
          question={t('admin.notifications.confirmDelete')}
          confirmLabel={t('admin.notifications.confirmDeleteYes')}
          keepLabel={t('admin.notifications.keep')}
          busy={deleting}
          onConfirm={onDelete}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="admin-form__actions">
          <button type="button" className="button button--secondary admin-button--small" onClick={onEdit}>
            {t('admin.notifications.edit')}
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--small admin-button--danger"
            onClick={() => setConfirming(true)}
          >
            {t('admin.notifications.delete')}
          </button>
        </div>
      )}
    </article>
  );
}
