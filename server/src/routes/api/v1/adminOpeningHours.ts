import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  adminOpeningHours,
  openingExceptionBody,
  openingExceptionCreated,
  openingExceptionIdParams,
  openingHoursBody,
} from '../../../../../common/api/openingHours';

/**
 * The staff's opening hours and exceptional days (docs/product.md, Opening hours); registered inside the
 * admin routes' sign-in scope. Each write is audited and pushed live on 'opening-hours' by the repository.
 */
const adminOpeningHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';

  app.get(
    adminApiPaths.openingHours.pattern,
    { schema: { response: { 200: adminOpeningHours } } },
    async () => ({
      hours: await app.openingHours.get(),
      exceptions: await app.openingHours.exceptions(),
    }),
  );

  app.put(
    adminApiPaths.openingHours.pattern,
    { schema: { body: openingHoursBody, response: { 204: z.null(), 400: errorBody } } },
    async (request, reply) => {
      await app.openingHours.set(actor(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    adminApiPaths.openingHourExceptions.pattern,
    { schema: { body: openingExceptionBody, response: { 201: openingExceptionCreated, 400: errorBody } } },
    async (request, reply) =>
      reply.code(201).send(await app.openingHours.addException(actor(request), request.body)),
  );

  app.delete(
    adminApiPaths.openingHourException.pattern,
    { schema: { params: openingExceptionIdParams, response: { 204: z.null(), 404: errorBody } } },
    async (request, reply) => {
      await app.openingHours.removeException(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default adminOpeningHoursRoutes;
