import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../../../common/api/errors';
import { bookingForbidden } from '../../../../../common/api/noShows';
import { apiPaths } from '../../../../../common/api/paths';
import {
  bookingCreated,
  bookingCreatePayload,
  bookingCreatePayloadFor,
  freeSlotsParams,
  reservationIdParams,
  reservationTypes,
  timeSlots,
} from '../../../../../common/api/reservations';
import { isValidDate } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { handicapLimitMessageIn } from '../../../../../common/validation/handicapLimitMessages';
import { messages } from '../../../../../common/validation/messages';
import { BookingStoppedError } from '../../../booking/noShowStops';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { clientHash } from '../../../lib/clientAddress';
import { HttpError } from '../../../lib/httpError';

export interface ReservationRoutesOptions {
  rateLimitMax: number;
  /** Open holds allowed at once per e-mail address and per client (docs/product.md, Abuse limits). */
  holdLimits: { perEmail: number; perClient: number };
  /** BOOKING_MODE=online: booking with payment. The mail mode keeps only the free times its form shows. */
  online: boolean;
}

const freeSlotsQuery = z.object({ players: z.coerce.number().int().min(1).max(MAX_PARTY).default(1) });

const isReservationType = (type: string): type is (typeof reservationTypes)[number] =>
  (reservationTypes as readonly string[]).includes(type);

/**
 * An address whose online booking is stopped after no-shows (docs/product.md, No-shows that count) is
 * refused with 403, not 409: the visitor is refused, not the time, which another may book. Its body says
 * so, which the cross-site token's 403 does not.
 */
const stopRefusal = (error: unknown) => (error instanceof BookingStoppedError ? error.body : null);

const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, opts) => {
  app.get(
    apiPaths.freeSlots.pattern,
    {
      schema: {
        params: freeSlotsParams,
        querystring: freeSlotsQuery,
        response: { 200: timeSlots, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { type, year, month, day } = request.params;
      if (!isReservationType(type)) throw new HttpError(400, messages.unknownType);
      reply.header('cache-control', 'no-store');
      return app.reservationRepository.freeSlots(type, { year, month, day }, request.query.players);
    },
  );

  if (!opts.online) return;

  app.post(
    apiPaths.createReservation.pattern,
    {
      schema: {
        body: bookingCreatePayload,
        response: {
          201: bookingCreated,
          400: errorBody,
          403: bookingForbidden,
          409: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!isValidDate(request.body)) throw new HttpError(400, messages.dateInvalid);
      const locale = languageOfHeader(request.headers['accept-language']);
      // The day's handicap limit is the stored rules' (decision 0023): the same schema, before anything else.
      const checked = bookingCreatePayloadFor(await app.clubRules.get()).safeParse(request.body);
      if (!checked.success) {
        throw new HttpError(400, handicapLimitMessageIn(checked.error.issues[0]?.message ?? '', locale));
      }
      const guard = { clientHash: clientHash(request.ip), limits: opts.holdLimits };
      try {
        return reply.code(201).send(await app.booking.book({ ...request.body, locale }, guard));
      } catch (error) {
        const stopped = stopRefusal(error);
        if (stopped) return reply.code(403).send(stopped);
        throw error;
      }
    },
  );

  // Whoever knows a booking's id may read it (its random UUID is the key the player is sent, as for GET
  // /reservations/{id}), and so may pay it again: docs/product.md, POST /reservations/{id}/retry.
  app.post(
    apiPaths.retryReservation.pattern,
    {
      schema: {
        params: reservationIdParams,
        response: {
          200: bookingCreated,
          400: errorBody,
          403: bookingForbidden,
          404: errorBody,
          409: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const language = languageOfHeader(request.headers['accept-language']);
      const guard = { clientHash: clientHash(request.ip), limits: opts.holdLimits };
      try {
        return reply.code(200).send(await app.booking.retry(request.params.id, guard, language));
      } catch (error) {
        const stopped = stopRefusal(error);
        if (stopped) return reply.code(403).send(stopped);
        throw error;
      }
    },
  );

  // GET /reservations/{id} and the player's cancel are in both modes: ownReservation.ts.
};
export default reservationRoutes;
