import { lazy, Suspense } from 'react';
import { useWebsiteNotifications } from '../api/getWebsiteNotifications';

// The banner and its HTML sanitizer (DOMPurify) load only when there is a notification to show: they stay
// out of the first screen's JavaScript.
const NotificationBanner = lazy(() =>
  import('./NotificationBanner').then((module) => ({ default: module.NotificationBanner })),
);

/**
 * Only the first notification of the list is shown (docs/product.md, Notifications); none, or a failure,
 * shows nothing.
 */
export function LiveNotificationBanner() {
  const { data } = useWebsiteNotifications();
  const first = data?.[0];
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBanner notification={first} />
    </Suspense>
  );
}
