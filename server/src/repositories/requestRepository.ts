import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { bookingRequests } from '../db/schema';
import { enqueueMails, type OutgoingMail } from '../mail/outbox';

export interface NewBookingRequest {
  kind: 'table' | 'greenfee';
  fields: Record<string, string | number>;
  rawText: string;
  /** The language the request was made in; the mails to the player are in it. */
  locale: Language;
  /** Built from the request's id, so the mails can quote it. */
  mails: (id: string) => OutgoingMail[];
}

export function createRequestRepository(db: Db) {
  return {
    /** Stores the request and its mails in one transaction: both are there, or neither. */
    async create(request: NewBookingRequest): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(bookingRequests).values({
          id,
          kind: request.kind,
          fields: request.fields,
          rawText: request.rawText,
          locale: request.locale,
        });
        await enqueueMails(tx, request.mails(id));
      });
      return id;
    },
  };
}
export type RequestRepository = ReturnType<typeof createRequestRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    requestRepository: RequestRepository;
  }
}

export default fp(
  async function requestRepository(app: FastifyInstance) {
    app.decorate('requestRepository', createRequestRepository(app.db));
  },
  { name: 'request-repository', dependencies: ['database'] },
);
