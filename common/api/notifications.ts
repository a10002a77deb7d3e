import { z } from 'zod';

export const severities = ['info', 'warning'] as const;
export const severity = z.enum(severities);
export type Severity = z.infer<typeof severity>;

export const websiteNotification = z.object({ content: z.string(), severity });
export const websiteNotifications = z.array(websiteNotification);
export type WebsiteNotification = z.infer<typeof websiteNotification>;
