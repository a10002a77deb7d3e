import { z } from 'zod';
import { waitingListAcceptBody } from '../../../../../common/api/waitingList';
import { parseHandicap } from '../../../../../common/validation/greenfeeRequestFields';

/**
 * The offer's form: the handicap as typed ("18", "18.4", "18,4"), read as the booking form reads it, then
 * checked by the server's own rule (waitingListAcceptBody: -5 to 35, the spec's message).
 */
export const acceptForm = z.object({
  handicap: z
    .string()
    .transform((text) => parseHandicap(text) ?? Number.NaN)
    .pipe(waitingListAcceptBody.shape.handicap),
});
export type AcceptFormInput = z.input<typeof acceptForm>;
