import { z } from 'zod';

/** GET /api/v1/live: server-sent events telling open pages what changed. */
export const LIVE_PATH = '/live';

export const liveChange = z.object({
  topic: z.enum(['content', 'notifications']),
  /** The content key, for topic content. */
  key: z.string().optional(),
});
export type LiveChange = z.infer<typeof liveChange>;
