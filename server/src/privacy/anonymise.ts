import { sql } from 'drizzle-orm';
import { bookingRequests } from '../db/schema';

/**
 * The fields of a green-fee or table request that say nothing about who asked: the date, the time and
 * the party. Everything else (names, handicap, e-mail, telephone, remarks) goes when a request is
 * anonymised (docs/product.md, Retention); a list of what stays, so that a field added later is not kept
 * by mistake.
 */
export const KEPT_REQUEST_FIELDS = ['date', 'time', 'adults', 'juniors', 'persons'] as const;

/** The SET of an anonymised request: the kept fields, no text as sent, no fingerprint of the fields. */
export const anonymisedRequest = (now: Date) => ({
  fields: sql`(select coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb)
                 from jsonb_each(${bookingRequests.fields}) f
                where f.key in (${sql.join(
                  KEPT_REQUEST_FIELDS.map((k) => sql`${k}`),
                  sql`, `,
                )}))`,
  rawText: '',
  fingerprint: null,
  anonymisedAt: now,
});

/**
 * The SET of an anonymised booking: every column that names or reaches the player is cleared; the date,
 * time, party, price, source, payment state and the payment and refund references stay for the accounts.
 */
export const anonymisedReservation = (now: Date) => ({
  firstname: '',
  lastname: '',
  handicap: null,
  email: null,
  telephone: null,
  memberNumber: null,
  federationNumber: null,
  note: null,
  clientHash: null,
  // The other players' names and e-mails (docs/product.md, Playing partners) follow the booking's.
  partners: null,
  anonymisedAt: now,
});
