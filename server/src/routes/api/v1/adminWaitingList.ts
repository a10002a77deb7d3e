import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  adminWaitingListDay,
  adminWaitingListEntry,
  adminWaitingListOfferBody,
  adminWaitingListQuery,
  waitingListEntryParams,
} from '../../../../../common/api/waitingList';

/**
 * Staff's view of the waiting list (docs/product.md, Waiting list): a date's entries and their offers;
 * staff offer an entry a time themselves, or take it off the list. Registered inside the admin routes'
 * sign-in scope (a session and its cross-site token); each change is audited and pushed live on the
 * `tee-sheet` topic, as an offer holds or frees places.
 */
const adminWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';
  const changed = () => app.live.publish({ topic: 'tee-sheet' });

  app.get(
    adminApiPaths.waitingList.pattern,
    {
      schema: { querystring: adminWaitingListQuery, response: { 200: adminWaitingListDay, 400: errorBody } },
    },
    (request) => app.waitingList.day(request.query.date, new Date()),
  );

  app.post(
    adminApiPaths.offerWaitingListEntry.pattern,
    {
      schema: {
        params: waitingListEntryParams,
        body: adminWaitingListOfferBody,
        response: { 200: adminWaitingListEntry, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const entry = await app.waitingList.staffOffer(
        actor(request),
        request.params.id,
        request.body,
        new Date(),
      );
      app.outbox.kick();
      await changed();
      return entry;
    },
  );

  app.delete(
    adminApiPaths.waitingListEntry.pattern,
    {
      schema: { params: waitingListEntryParams, response: { 204: z.null(), 404: errorBody, 409: errorBody } },
    },
    async (request, reply) => {
      await app.waitingList.remove(actor(request), request.params.id, new Date());
      await changed();
      return reply.code(204).send(null);
    },
  );
};
export default adminWaitingListRoutes;
