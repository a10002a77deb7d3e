import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequestsMessage } from '../../../../common/validation/limitMessages';
import type { Db } from '../../db/client';
import { languageOfHeader } from '../../lib/acceptLanguage';
import { clientAddress } from '../../lib/clientAddress';
import { repeatingTask } from '../../lib/repeatingTask';
import { databaseRateLimitStore, deleteLapsedHits } from './rateLimitStore';

/** How often each instance deletes lapsed counters; every instance does, and a delete twice is harmless. */
const CLEANUP_MS = 60_000;

/** A route's limit: at most `max` requests a minute per client, counted across every instance. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Limits on routes that do work and are not a page view (docs/product.md, Abuse limits). The public POSTs
 * and the sign-in take RATE_LIMIT_MAX, /live follows its per-client cap (routes/api/v1/live.ts); these are
 * generous for their callers: Mollie calls the webhook from a few addresses for every payment.
 */
export const routeLimits = {
  paymentWebhook: perMinute(300),
  testCheckout: perMinute(30),
  scoreCard: perMinute(30),
};

export interface RateLimitOptions {
  db: Db;
  cleanupMs?: number;
}

/**
 * @fastify/rate-limit with its counters in the shared database (rateLimitStore.ts), per client address
 * (IPv6 by its /64). Only routes that set config.rateLimit are limited.
 */
export default fp<RateLimitOptions>(
  async function rateLimit(app: FastifyInstance, opts) {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(opts.db),
      keyGenerator: (request) => clientAddress(request.ip),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: tooManyRequestsMessage(
          languageOfHeader(request.headers['accept-language']),
          Math.max(1, Math.ceil(context.ttl / 1000)),
        ),
      }),
    });
    const cleanup = repeatingTask(
      () =>
        deleteLapsedHits(opts.db).catch((error: unknown) =>
          app.log.warn(
            { code: (error as { code?: string }).code },
            'could not delete lapsed rate-limit counters',
          ),
        ),
      opts.cleanupMs ?? CLEANUP_MS,
    );
    app.addHook('onClose', async () => cleanup.stop());
  },
  { name: 'rate-limit' },
);
