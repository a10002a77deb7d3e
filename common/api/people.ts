import { z } from 'zod';
import { auditEntry } from './admin';

/**
 * A person's rights of access and erasure (docs/product.md, A person's data): POST /admin/people/export
 * and POST /admin/people/erase, for admins only, the address in the body (never in a URL, which the
 * access log writes down). The address is matched whole, in any capitals; anything that is not exactly
 * one address is refused, so that no part of one (`@gmail.com`) or list of them reaches another person's
 * data.
 */
export const NOT_ONE_ADDRESS = 'Please enter exactly one e-mail address, such as name@example.com.';

/**
 * One address: a local part of the characters addresses are made of, an @, and a domain of two labels or
 * more. No pattern that backtracks: the server checks whatever a body holds.
 */
const LETTER = String.raw`\p{L}\p{N}\p{M}`;
const LABEL = `[${LETTER}]+(?:-+[${LETTER}]+)*`;
const ONE_ADDRESS = new RegExp(`^[${LETTER}.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`, 'u');

export const personEmail = z
  .string({ error: NOT_ONE_ADDRESS })
  .trim()
  .max(254, 'The e-mail address is too long.')
  .refine((v) => ONE_ADDRESS.test(v), NOT_ONE_ADDRESS);

/** The body of both: the person's address. */
export const personAddressBody = z.object({ email: personEmail });
export type PersonAddressBody = z.infer<typeof personAddressBody>;

export const PEOPLE_ADMIN_ONLY = "Only admins can export or erase a person's data.";

const timestamp = z.string();

export const personRequest = z.object({
  id: z.uuid(),
  kind: z.enum(['table', 'greenfee']),
  status: z.enum(['new', 'confirmed', 'declined']),
  locale: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  rawText: z.string(),
  createdAt: timestamp,
  anonymisedAt: timestamp.nullable(),
});

/** One of the other players of a booking (docs/product.md, Playing partners), as stored. */
export const personPartner = z.object({ name: z.string(), email: z.string().optional() });

export const personBooking = z.object({
  id: z.uuid(),
  source: z.enum(['online', 'request', 'desk']),
  date: z.string(),
  time: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  handicap: z.number().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  memberNumber: z.string().nullable(),
  federationNumber: z.string().nullable(),
  note: z.string().nullable(),
  adults: z.number().int(),
  juniors: z.number().int(),
  price: z.number(),
  paymentState: z.string().nullable(),
  arrival: z.string(),
  canceledAt: timestamp.nullable(),
  locale: z.string(),
  createdAt: timestamp,
  anonymisedAt: timestamp.nullable(),
  /** The other players they named (docs/product.md, Playing partners): theirs to have typed. */
  partners: z.array(personPartner),
});

/**
 * A booking that names the person as one of its other players: their own entries there and the booking's
 * time, never the booker's details (another person's data).
 */
export const personPartnerBooking = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  canceledAt: timestamp.nullable(),
  entries: z.array(personPartner),
});

export const personMail = z.object({
  id: z.number().int(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
});

/**
 * Staff lifting the person's no-show stop (docs/product.md, No-shows that count): when, and by which staff
 * account.
 */
export const personNoShowLift = z.object({ liftedAt: timestamp, liftedBy: z.string() });

/** A time offered to a waiting-list entry (docs/product.md, Waiting list). */
export const personWaitingListOffer = z.object({
  time: z.string(),
  state: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
});

/** An entry of theirs on the waiting list, and the times it was offered. */
export const personWaitingListEntry = z.object({
  id: z.uuid(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  adults: z.number().int(),
  juniors: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  state: z.string(),
  locale: z.string(),
  createdAt: timestamp,
  endedAt: timestamp.nullable(),
  anonymisedAt: timestamp.nullable(),
  offers: z.array(personWaitingListOffer),
});

/** Everything held about one e-mail address: the export's JSON file. */
export const personExport = z.object({
  email: z.string(),
  exportedAt: timestamp,
  requests: z.array(personRequest),
  bookings: z.array(personBooking),
  /** The bookings of others that name the person as a partner. */
  partnerBookings: z.array(personPartnerBooking),
  mails: z.array(personMail),
  auditEntries: z.array(auditEntry),
  noShowLifts: z.array(personNoShowLift),
  waitingList: z.array(personWaitingListEntry),
});
export type PersonExport = z.infer<typeof personExport>;

/**
 * What an erasure changed, in counts. `bookings`: the person's bookings anonymised and the bookings of
 * others their partner entries were taken out of.
 */
export const erasureResult = z.object({
  requests: z.number().int(),
  bookings: z.number().int(),
  mails: z.number().int(),
  auditEntries: z.number().int(),
  /** Lifts of their no-show stop, deleted. */
  noShowLifts: z.number().int(),
  /** Their waiting-list entries, anonymised (and ended, if still on the list). */
  waitingList: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResult>;

/** The name the export is saved under. */
export const personExportFileName = (exportedAt: Date) =>
  `personal-data-${exportedAt.toISOString().slice(0, 10)}.json`;

/** The erasure's refusal while the person still has bookings to come (docs/product.md, A person's data). */
export function futureBookingsMessage(when: string[]): string {
  const n = when.length;
  return n === 1
    ? `This person has a booking still to come (${when[0]}). Cancel it on the tee sheet first, then erase.`
    : `This person has ${n} bookings still to come (${when.join(', ')}). Cancel them on the tee sheet first, then erase.`;
}
