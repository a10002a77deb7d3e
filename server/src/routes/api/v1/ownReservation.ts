import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import {
  reservation,
  reservationCancelAnswer,
  reservationChangeAnswer,
  reservationChangeBody,
  reservationChangeConflict,
  reservationIdParams,
} from '../../../../../common/api/reservations';
import { messages } from '../../../../../common/validation/messages';
import { createPlayerCancel } from '../../../booking/playerCancel';
import { ChangeConflict, createPlayerChange } from '../../../booking/playerChange';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { HttpError } from '../../../lib/httpError';

export interface OwnReservationRoutesOptions {
  rateLimitMax: number;
  /** The club's mailbox (CLUB_EMAIL), told of every cancel a player makes. */
  clubEmail: string;
  /** The site's address: a change's checkout returns to the booking's page, and its mail links to it. */
  publicUrl: string;
}

/**
 * A booking's own page (docs/product.md, Booking Details): whoever holds its link, whose random id is the
 * key, reads it and may cancel or change it until the club's deadline. In both modes: a mail request confirmed onto
 * the sheet is mailed the same link as an online booking.
 */
const ownReservationRoutes: FastifyPluginAsyncZod<OwnReservationRoutesOptions> = async (app, opts) => {
  const playerCancel = createPlayerCancel({
    db: app.db,
    log: app.log,
    teeSheet: app.teeSheetRepository,
    // The booking plugin, and with it the provider, exists in the online mode only.
    payments: () => (app.hasDecorator('paymentProvider') ? app.paymentProvider : null),
    clubDetails: () => app.clubDetails.get(),
    clubEmail: opts.clubEmail,
    kickOutbox: () => app.outbox.kick(),
    onCanceled: () => app.live.publish({ topic: 'tee-sheet' }),
  });
  const playerChange = createPlayerChange({
    db: app.db,
    log: app.log,
    teeSheet: app.teeSheetRepository,
    reservations: app.reservationRepository,
    clubRules: app.clubRules,
    payments: () => (app.hasDecorator('paymentProvider') ? app.paymentProvider : null),
    clubDetails: () => app.clubDetails.get(),
    clubEmail: opts.clubEmail,
    publicUrl: opts.publicUrl,
    kickOutbox: () => app.outbox.kick(),
    onChanged: () => app.live.publish({ topic: 'tee-sheet' }),
  });

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

  // The same cross-site token (every POST carries its check) and rate limit as the other public POSTs.
  app.post(
    apiPaths.cancelOwnReservation.pattern,
    {
      schema: {
        params: reservationIdParams,
        response: {
          200: reservationCancelAnswer,
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
      return reply.code(200).send(await playerCancel.cancel(request.params.id, language));
    },
  );

  // The player's change (docs/product.md, Change online): the cancel's token, limit and deadline.
  app.post(
    apiPaths.changeOwnReservation.pattern,
    {
      schema: {
        params: reservationIdParams,
        body: reservationChangeBody,
        response: {
          200: reservationChangeAnswer,
          400: errorBody,
          404: errorBody,
          409: reservationChangeConflict,
          429: errorBody,
          502: errorBody,
        },
      },
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const language = languageOfHeader(request.headers['accept-language']);
      try {
        return reply.code(200).send(await playerChange.change(request.params.id, request.body, language));
      } catch (error) {
        // Every 409 of a change has the nearest free times: none when the time is not what was refused.
        if (error instanceof ChangeConflict)
          return reply.code(409).send({ message: error.message, nearest: error.nearest });
        if (error instanceof HttpError && error.statusCode === 409)
          return reply.code(409).send({ message: error.message, nearest: [] });
        throw error;
      }
    },
  );
};
export default ownReservationRoutes;
