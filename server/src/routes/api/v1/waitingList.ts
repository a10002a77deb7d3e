import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../../../common/api/errors';
import { bookingForbidden } from '../../../../../common/api/noShows';
import { apiPaths } from '../../../../../common/api/paths';
import {
  waitingListAcceptBody,
  waitingListAccepted,
  waitingListJoinBody,
  waitingListJoined,
  waitingListLeft,
  waitingListOffer,
  waitingListTokenParams,
} from '../../../../../common/api/waitingList';
import { BookingStoppedError } from '../../../booking/noShowStops';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { clientHash } from '../../../lib/clientAddress';

export interface WaitingListRoutesOptions {
  rateLimitMax: number;
  /** Open holds allowed at once per e-mail address and per client, for an offer taken online. */
  holdLimits: { perEmail: number; perClient: number };
}

/**
 * The waiting list's public calls (docs/product.md, Waiting list), in both modes: join, an offer's link
 * and taking it, and leaving from a mail's link. The POSTs carry the cross-site token and the rate limit
 * of the other public POSTs; refusals are in the request's language. The links' random keys are their
 * only key, as a booking's id is.
 */
const waitingListRoutes: FastifyPluginAsyncZod<WaitingListRoutesOptions> = async (app, opts) => {
  const config = { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } };
  const languageOf = (request: { headers: { 'accept-language'?: string | string[] } }) =>
    languageOfHeader(request.headers['accept-language']);

  app.post(
    apiPaths.waitingList.pattern,
    {
      schema: {
        body: waitingListJoinBody,
        response: { 201: waitingListJoined, 400: errorBody, 429: errorBody },
      },
      config,
    },
    async (request, reply) => {
      const joined = await app.waitingList.join(request.body, {
        language: languageOf(request),
        clientHash: clientHash(request.ip),
        now: new Date(),
      });
      app.outbox.kick();
      // A time of the window may be free already.
      void app.waitingList.kick();
      return reply.code(201).send(joined);
    },
  );

  app.get(
    apiPaths.waitingListOffer.pattern,
    { schema: { params: waitingListTokenParams, response: { 200: waitingListOffer, 404: errorBody } } },
    async (request, reply) => {
      const offer = await app.waitingList.offer(request.params.token, languageOf(request), new Date());
      reply.header('cache-control', 'no-store');
      return offer;
    },
  );

  app.post(
    apiPaths.acceptWaitingListOffer.pattern,
    {
      schema: {
        params: waitingListTokenParams,
        body: waitingListAcceptBody,
        response: {
          200: waitingListAccepted,
          400: errorBody,
          403: bookingForbidden,
          404: errorBody,
          409: errorBody,
          410: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
      config,
    },
    async (request, reply) => {
      try {
        const accepted = await app.waitingList.accept(request.params.token, request.body.handicap, {
          language: languageOf(request),
          guard: { clientHash: clientHash(request.ip), limits: opts.holdLimits },
          now: new Date(),
        });
        app.outbox.kick();
        return reply.code(200).send(accepted);
      } catch (error) {
        // A stopped address is refused as the online booking refuses it: 403 with its reason.
        if (error instanceof BookingStoppedError) return reply.code(403).send(error.body);
        throw error;
      }
    },
  );

  app.post(
    apiPaths.leaveWaitingList.pattern,
    {
      schema: { params: waitingListTokenParams, response: { 200: waitingListLeft, 404: errorBody } },
      config,
    },
    async (request, reply) => {
      const { left, freed } = await app.waitingList.leave(
        request.params.token,
        languageOf(request),
        new Date(),
      );
      // An offer's places are free again: open sheets follow, and the matcher offers them on.
      if (freed) await app.live.publish({ topic: 'tee-sheet' });
      return reply.code(200).send(left);
    },
  );
};
export default waitingListRoutes;
