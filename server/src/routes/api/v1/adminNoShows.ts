import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import { noShowStanding } from '../../../../../common/api/noShows';
import { reservationIdParams } from '../../../../../common/api/teeSheet';
import { createNoShowStops } from '../../../booking/noShowStops';

/**
 * Staff lift the no-show stop of a booking's e-mail address (docs/product.md, No-shows that count): named by
 * the booking's id, so that no address is ever in a URL. Registered inside the admin routes' sign-in scope
 * (a session and its cross-site token); audited, and pushed live on the `tee-sheet` topic.
 */
const adminNoShowRoutes: FastifyPluginAsyncZod = async (app) => {
  const stops = createNoShowStops({
    db: app.db,
    teeSheetConfig: () => app.teeSheetRepository.config(),
    clubTelephone: async () => (await app.clubDetails.get()).phone,
  });

  app.post(
    adminApiPaths.liftNoShowStop.pattern,
    {
      schema: {
        params: reservationIdParams,
        response: { 200: noShowStanding, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const standing = await stops.lift(request.staffUser?.email ?? 'unknown', request.params.id);
      await app.live.publish({ topic: 'tee-sheet' });
      return standing;
    },
  );
};
export default adminNoShowRoutes;
