import { z } from 'zod';
import { MAX_REQUEST_TEXT } from '../validation/requestLines';

/** POST /reserve/table and /reserve/greenfee: `{content}`, a text of `field: value` lines. */
export const reserveRequestBody = z.object({ content: z.string().max(MAX_REQUEST_TEXT) });
export type ReserveRequestBody = z.infer<typeof reserveRequestBody>;

export const reserveAccepted = z.object({ id: z.string(), message: z.string() });
export type ReserveAccepted = z.infer<typeof reserveAccepted>;
