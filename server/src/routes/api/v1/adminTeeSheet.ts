import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import { teeSheetConfigSchema, teeSheetConflict } from '../../../../../common/api/teeSheet';

/** The staff tee sheet (docs/product.md, Tee sheet); registered inside the admin routes' sign-in scope. */
const adminTeeSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';

  app.get(adminApiPaths.teeSheetConfig.pattern, { schema: { response: { 200: teeSheetConfigSchema } } }, () =>
    app.teeSheetRepository.config(),
  );
  app.put(
    adminApiPaths.teeSheetConfig.pattern,
    {
      schema: {
        body: teeSheetConfigSchema,
        response: { 200: teeSheetConfigSchema, 400: errorBody, 409: teeSheetConflict },
      },
    },
    async (request, reply) => {
      const result = await app.teeSheetRepository.setConfig(actor(request), request.body);
      if (!result.changed) {
        return reply.code(409).send({
          message: 'The change would leave bookings without their tee time or over its capacity.',
          bookings: result.orphaned,
        });
      }
      return request.body;
    },
  );
};
export default adminTeeSheetRoutes;
