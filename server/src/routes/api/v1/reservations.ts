import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import {
  bookingCreated,
  bookingCreatePayload,
  bookingCreatePayloadFor,
  freeSlotsParams,
  MAX_PARTY,
  reservation,
  reservationIdParams,
  reservationTypes,
  timeSlots,
} from '../../../../../common/api/reservations';
import { isValidDate } from '../../../../../common/rules/clubTime';
import { handicapLimitMessageIn } from '../../../../../common/validation/handicapLimitMessages';
import { messages } from '../../../../../common/validation/messages';
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
        response: { 201: bookingCreated, 400: errorBody, 409: errorBody, 429: errorBody, 502: errorBody },
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
      return reply.code(201).send(await app.booking.book({ ...request.body, locale }, guard));
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
      return reply.code(200).send(await app.booking.retry(request.params.id, guard, language));
    },
  );

  app.get(
    apiPaths.reservation.pattern,
    { schema: { params: reservationIdParams, response: { 200: reservation, 404: errorBody } } },
    async (request, reply) => {
      const found = await app.reservationRepository.get(request.params.id);
      if (!found) throw new HttpError(404, messages.bookingNotFound);
      reply.header('cache-control', 'no-store');
      return found;
    },
  );
};
export default reservationRoutes;
