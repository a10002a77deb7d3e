import { z } from 'zod';

/** The events of GET /api/v1/live (apiPaths.live in paths.ts), telling open pages what changed. */
export const liveChange = z.object({
  topic: z.enum([
    'content',
    'notifications',
    'tee-sheet',
    'prices',
    'opening-hours',
    'rules',
    'pages',
    'club',
    'course',
    'media',
  ]),
  /** The content key, for topic content; the page key, for topic pages. */
  key: z.string().optional(),
});
export type LiveChange = z.infer<typeof liveChange>;
