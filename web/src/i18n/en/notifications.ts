export const notifications = {
  'notifications.info': 'Notice',
  'notifications.warning': 'Warning',
} as const;
