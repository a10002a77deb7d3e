import type { FastifyReply, FastifyRequest } from 'fastify';
import { limitMessages } from '../../../common/validation/limitMessages';
import { languageOfHeader } from '../lib/acceptLanguage';
import { HttpError } from '../lib/httpError';
import { HashingBusyError, RETRY_AFTER_SECONDS } from '../lib/passwords';

/**
 * Runs work that hashes or checks a password (sign-in, a password change, a new user). When the hashing
 * limit refuses it (lib/passwords.ts), the answer is 503 with Retry-After, in the request's language: the
 * request was fine and may be sent again in a moment. Nothing was changed: every caller hashes before it
 * writes. The error handler keeps the header set here.
 */
export async function withHashingLimit<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    const language = languageOfHeader(request.headers['accept-language']);
    throw new HttpError(503, limitMessages[language].signInBusy);
  }
}
