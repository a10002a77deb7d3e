import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isLevelAware } from './lazyChildLogger';

/** Whether a request's logger would write an info line; a logger that cannot tell is asked to. */
const writesInfo = (log: FastifyBaseLogger) => !isLevelAware(log) || log.isLevelEnabled('info');

/**
 * Fastify's request lines ("incoming request", "request completed") are info lines. Fastify builds
 * each one (an object, the response time) before the logger drops it, on every request, also at the
 * production level (warn) where none is written. Here they are built only when they would be written;
 * a request that ended in an error is reported at any level, as before.
 */
export class RequestLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (writesInfo(request.log)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || writesInfo(reply.log)) super.requestCompleted(error, request, reply, metadata);
  }
}
