import { z } from 'zod';

/** Every error the API returns has this body, whatever its status. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
