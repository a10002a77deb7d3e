import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  blockIdParams,
  deskBookingInput,
  sheetBooking,
  teeSheetBlock,
  teeSheetBlockInput,
  teeSheetConfigSchema,
  teeSheetConflict,
  teeSheetDateParams,
  teeSheetDay,
} from '../../../../../common/api/teeSheet';
import { clubToday } from '../../../../../common/rules/clubTime';
import { HttpError } from '../../../lib/httpError';

/** A block covers at most a year of dates. */
const MAX_BLOCK_DAYS = 365;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

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

  app.post(
    adminApiPaths.teeSheetBlocks.pattern,
    {
      schema: {
        body: teeSheetBlockInput,
        response: { 201: teeSheetBlock, 400: errorBody, 409: teeSheetConflict },
      },
    },
    async (request, reply) => {
      const { from, to } = request.body;
      if (to < clubToday()) throw new HttpError(400, 'A block must end today or later.');
      if (daysBetween(from, to) > MAX_BLOCK_DAYS)
        throw new HttpError(400, `A block may cover at most ${MAX_BLOCK_DAYS + 1} days.`);
      const result = await app.teeSheetRepository.createBlock(actor(request), request.body);
      if (!result.created) {
        return reply.code(409).send({
          message: 'Bookings hold some of these times. Send force: true to block them all the same.',
          bookings: result.affected,
        });
      }
      return reply.code(201).send(result.created);
    },
  );
  app.delete(
    adminApiPaths.teeSheetBlock.pattern,
    { schema: { params: blockIdParams, response: { 204: z.null(), 404: errorBody } } },
    async (request, reply) => {
      if (!(await app.teeSheetRepository.deleteBlock(actor(request), request.params.id)))
        throw new HttpError(404, 'Block not found.');
      return reply.code(204).send(null);
    },
  );

  app.post(
    adminApiPaths.teeSheetBookings.pattern,
    {
      schema: {
        body: deskBookingInput,
        response: { 201: sheetBooking, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const created = await app.reservationRepository.createDesk(actor(request), request.body);
      await app.live.publish({ topic: 'tee-sheet' });
      return reply.code(201).send(created);
    },
  );

  app.get(
    adminApiPaths.teeSheetDay.pattern,
    { schema: { params: teeSheetDateParams, response: { 200: teeSheetDay, 400: errorBody } } },
    (request) => app.reservationRepository.daySheet(request.params.date),
  );
};
export default adminTeeSheetRoutes;
