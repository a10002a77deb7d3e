import { z } from 'zod';

/** GET /api/v1/live: server-sent events telling open pages what changed (the path lives with the others). */
export { LIVE_PATH } from './paths';

export const liveChange = z.object({
  topic: z.enum(['content', 'notifications']),
  /** The content key, for topic content. */
  key: z.string().optional(),
});
export type LiveChange = z.infer<typeof liveChange>;
