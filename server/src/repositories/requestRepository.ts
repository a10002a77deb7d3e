import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../../common/i18n/languages';
import type { Db } from '../db/client';
import { bookingRequests } from '../db/schema';
import { enqueueMails, mayAcknowledge } from '../mail/outbox';
import type { RequestMails } from '../mail/requestMails';

/** A second identical request within this time is the first one sent again (docs/product.md, Abuse limits). */
export const REPEAT_WINDOW_MINUTES = 10;

/** The advisory-lock space of request fingerprints (the first key of the two-key form). */
const LOCK_REQUEST = 3;

export interface NewBookingRequest {
  kind: 'table' | 'greenfee';
  fields: Record<string, string | number>;
  rawText: string;
  /** The language the request was made in; the mails to the player are in it. */
  locale: Language;
  /** Built from the request's id, so the mails can quote it. */
  mails: (id: string) => RequestMails;
}

/** The same kind with the same fields, in any order and whatever the layout of the text: the same request. */
export function requestFingerprint(kind: string, fields: Record<string, string | number>): string {
  const sorted = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([kind, sorted]))
    .digest('base64url');
}

export function createRequestRepository(db: Db) {
  return {
    /**
     * Stores the request and its mails in one transaction: both are there, or neither. The same request
     * again within REPEAT_WINDOW_MINUTES (a double click, a resend, a second tab) is answered with the
     * first one's id, and nothing is stored or mailed again. A lock on the fingerprint makes a burst of
     * copies, on any instance, wait for the first one. The player's acknowledgement is sent only while
     * their address is under its daily limit (mayAcknowledge); the club's copy always goes, and says so
     * when the player got none.
     */
    async create(request: NewBookingRequest): Promise<string> {
      const fingerprint = requestFingerprint(request.kind, request.fields);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_REQUEST}, hashtext(${fingerprint}))`);
        const [earlier] = await tx
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.fingerprint, fingerprint),
              gt(bookingRequests.createdAt, sql`now() - ${REPEAT_WINDOW_MINUTES}::int * interval '1 minute'`),
            ),
          )
          .orderBy(desc(bookingRequests.createdAt))
          .limit(1);
        if (earlier) return earlier.id;
        const id = randomUUID();
        await tx.insert(bookingRequests).values({
          id,
          kind: request.kind,
          fields: request.fields,
          rawText: request.rawText,
          locale: request.locale,
          fingerprint,
        });
        const { acknowledgement, toClub } = request.mails(id);
        const acknowledged = acknowledgement !== null && (await mayAcknowledge(tx, acknowledgement.to));
        await enqueueMails(tx, [...(acknowledged ? [acknowledgement] : []), toClub(acknowledged)]);
        return id;
      });
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
