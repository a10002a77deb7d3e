import type { WebsiteNotification } from '../../../../../common/api/notifications';
import { useT } from '../../../lib/i18n';

const icons = {
  /* An "i" in a circle. */
  info: (
    <>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="1.4" fill="currentColor" />
    </>
  ),
  /* An exclamation mark in a triangle. */
  warning: (
    <>
      <path
        d="M12 3 2.5 20h19L12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M12 10v4.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.3" r="1.4" fill="currentColor" />
    </>
  ),
} as const;

/**
 * One notification, as info or warning: an icon and a word say which, the colour only repeats it.
 * Its HTML comes from the club's staff; the server sanitizes it with the allow-list of
 * server/src/lib/sanitizeHtml.ts when it is saved and again when the public API reads it
 * (server/test/notificationsSanitized.test.ts), so the page carries no sanitizer of its own.
 */
export function NotificationBanner({ notification }: { notification: WebsiteNotification }) {
  const t = useT();
  const { severity } = notification;
  const label = severity === 'warning' ? t('notifications.warning') : t('notifications.info');
  return (
    <section className={`notice notice--${severity}`} aria-label={label}>
      <svg className="notice__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        {icons[severity]}
      </svg>
      <div className="notice__body">
        <p className="notice__label">{label}</p>
        <div
          className="notice__content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API answers it sanitized with a tight allow-list
          dangerouslySetInnerHTML={{ __html: notification.content }}
        />
      </div>
    </section>
  );
}
