import { z } from 'zod';

export const healthOk = z.object({ status: z.literal('ok') });
