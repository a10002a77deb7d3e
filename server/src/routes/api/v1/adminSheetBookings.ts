import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmedRequest } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  arrivalInput,
  cancelInput,
  changedBooking,
  confirmRequestInput,
  moveInput,
  reservationIdParams,
  sheetTimeConflict,
} from '../../../../../common/api/teeSheet';
import { mailClubOf } from '../../../booking/confirmationMail';
import { createSheetChanges, TimeTaken } from '../../../booking/sheetChanges';

/** A uuid that names no booking or request is a 404, as the path names nothing; zod says 400. */
const uuidParams = reservationIdParams;

/**
 * The staff changes to single bookings (docs/product.md, Tee sheet): arrival, cancel, move, and a mail
 * request confirmed onto the sheet. Registered inside the admin routes' sign-in scope; each change is
 * audited and pushed live on the `tee-sheet` topic.
 */
const adminSheetBookingRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
}> = async (app, opts) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';
  const changes = createSheetChanges({
    db: app.db,
    teeSheet: app.teeSheetRepository,
    priceLists: app.priceLists,
    clubRules: app.clubRules,
    // The booking plugin, and with it the provider, exists in the online mode only.
    payments: () => (app.hasDecorator('paymentProvider') ? app.paymentProvider : null),
    club: async () => mailClubOf(await app.clubDetails.get()),
    publicUrl: opts.publicUrl,
    kickOutbox: () => app.outbox.kick(),
  });
  const changed = async () => app.live.publish({ topic: 'tee-sheet' });

  app.post(
    adminApiPaths.reservationArrival.pattern,
    {
      schema: {
        params: uuidParams,
        body: arrivalInput,
        response: { 200: changedBooking, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const booking = await changes.setArrival(actor(request), request.params.id, request.body);
      await changed();
      return booking;
    },
  );

  app.post(
    adminApiPaths.cancelReservation.pattern,
    {
      schema: {
        params: uuidParams,
        body: cancelInput,
        response: { 200: changedBooking, 400: errorBody, 404: errorBody, 409: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      const booking = await changes.cancel(actor(request), request.params.id, request.body);
      await changed();
      return booking;
    },
  );

  app.post(
    adminApiPaths.moveReservation.pattern,
    {
      schema: {
        params: uuidParams,
        body: moveInput,
        response: { 200: changedBooking, 400: errorBody, 404: errorBody, 409: sheetTimeConflict },
      },
    },
    async (request, reply) => {
      try {
        const booking = await changes.move(actor(request), request.params.id, request.body);
        await changed();
        return booking;
      } catch (error) {
        if (error instanceof TimeTaken)
          return reply.code(409).send({ message: error.message, times: error.times });
        throw error;
      }
    },
  );

  app.post(
    adminApiPaths.confirmRequest.pattern,
    {
      schema: {
        params: uuidParams,
        body: confirmRequestInput.nullish(),
        response: { 200: confirmedRequest, 400: errorBody, 404: errorBody, 409: sheetTimeConflict },
      },
    },
    async (request, reply) => {
      try {
        const confirmed = await changes.confirmRequest(actor(request), request.params.id, request.body);
        if (confirmed.booking) await changed();
        return confirmed;
      } catch (error) {
        if (error instanceof TimeTaken)
          return reply.code(409).send({ message: error.message, times: error.times });
        throw error;
      }
    },
  );
};
export default adminSheetBookingRoutes;
