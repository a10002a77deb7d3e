import { useWebsiteNotifications } from '../api/getWebsiteNotifications';
import { NotificationBanner } from './NotificationBanner';

/** Only the first notification of the list is shown (SPEC section 2); none, or a failure, shows nothing. */
export function LiveNotificationBanner() {
  const { data } = useWebsiteNotifications();
  const first = data?.[0];
  return first ? <NotificationBanner notification={first} /> : null;
}
