import { useWebsiteNotifications } from '../api/getWebsiteNotifications';
import { NotificationBanner } from './NotificationBanner';

/**
 * Only the first notification of the list is shown (docs/product.md, Notifications); none, or a failure,
 * shows nothing.
 */
export function LiveNotificationBanner() {
  const { data } = useWebsiteNotifications();
  const first = data?.[0];
  if (!first) return null;
  return <NotificationBanner notification={first} />;
}
