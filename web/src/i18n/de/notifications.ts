import type { notifications as enNotifications } from '../en/notifications';

export const notifications: Record<keyof typeof enNotifications, string> = {
  'notifications.info': 'Hinweis',
  'notifications.warning': 'Warnung',
};
