import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { errorBody } from '../../../../../common/api/errors';
import {
  priceListBody,
  priceListCreated,
  priceListIdParams,
  priceListsResponse,
} from '../../../../../common/api/priceLists';
import { HttpError } from '../../../lib/httpError';

/** A list that priced bookings stays: the message and their count. */
const priceListInUse = z.object({ message: z.string(), count: z.number().int() });

const notFound = () => new HttpError(404, 'Price list not found.');

/**
 * The staff's price lists (docs/product.md, Seasons and prices); registered inside the admin routes'
 * sign-in scope. Each write is audited and pushed live on the topic 'prices' by the repository.
 */
const adminPriceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';

  app.get(adminApiPaths.priceLists.pattern, { schema: { response: { 200: priceListsResponse } } }, () =>
    app.priceLists.all(),
  );

  app.post(
    adminApiPaths.priceLists.pattern,
    { schema: { body: priceListBody, response: { 201: priceListCreated, 400: errorBody, 409: errorBody } } },
    async (request, reply) => reply.code(201).send(await app.priceLists.create(actor(request), request.body)),
  );

  app.put(
    adminApiPaths.priceList.pattern,
    {
      schema: {
        params: priceListIdParams,
        body: priceListBody,
        response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await app.priceLists.update(actor(request), request.params.id, request.body))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    adminApiPaths.priceList.pattern,
    {
      schema: {
        params: priceListIdParams,
        response: { 204: z.null(), 404: errorBody, 409: z.union([priceListInUse, errorBody]) },
      },
    },
    async (request, reply) => {
      const result = await app.priceLists.remove(actor(request), request.params.id);
      if (result.removed) return reply.code(204).send(null);
      if (!result.inUse) throw notFound();
      return reply.code(409).send(result.inUse);
    },
  );
};
export default adminPriceListRoutes;
