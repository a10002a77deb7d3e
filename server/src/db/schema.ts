import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { ClubRules } from '../../../common/api/clubRules';
import type { OpeningHours } from '../../../common/api/openingHours';
import type { PriceListBody } from '../../../common/api/priceLists';
import { TRANSLATION_LANGUAGES } from '../../../common/i18n/languages';
import type { TeeSheetConfig } from '../../../common/rules/teeSheet';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** text content (e.g. an .ics calendar file) */
  content: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Website content items (docs/product.md, Content keys): one text per key, sometimes a JSON string. */
export const websiteContent = pgTable('website_content', {
  key: text('key').primaryKey(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The languages a translation row may be in: English is the row it translates. */
const translationLanguage = () => text('language', { enum: TRANSLATION_LANGUAGES }).notNull();
const translationLanguageCheck = (name: string, language: unknown) =>
  check(name, sql`${language} in (${sql.raw(TRANSLATION_LANGUAGES.map((l) => `'${l}'`).join(', '))})`);

/**
 * A content item's version in Dutch, French or German (docs/decisions/0028-staff-texts-per-language.md):
 * for the keys of translatedContentKeys only, the text that replaces the English one on that language's
 * pages. A missing version is no row (an empty one is never stored), and English stands in.
 */
export const websiteContentTranslations = pgTable(
  'website_content_translations',
  {
    key: text('key')
      .notNull()
      .references(() => websiteContent.key, { onDelete: 'cascade' }),
    language: translationLanguage(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.language] }),
    translationLanguageCheck('website_content_translations_language', t.language),
    check('website_content_translations_not_empty', sql`${t.content} <> ''`),
  ],
);

/** Notices of the home page (docs/product.md, Notifications); `content` is the English text. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    content: text('content').notNull(),
    severity: text('severity', { enum: ['info', 'warning'] }).notNull(),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('notifications_severity', sql`${t.severity} in ('info', 'warning')`)],
);

/** A notification's text in Dutch, French or German, as websiteContentTranslations is for content. */
export const notificationTranslations = pgTable(
  'notification_translations',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    language: translationLanguage(),
    content: text('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.language] }),
    translationLanguageCheck('notification_translations_language', t.language),
    check('notification_translations_not_empty', sql`${t.content} <> ''`),
  ],
);

/** Mail-based requests (table and green fee): the raw text as sent and the fields parsed from it. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['table', 'greenfee'] }).notNull(),
    fields: jsonb('fields').$type<Record<string, string | number>>().notNull(),
    rawText: text('raw_text').notNull(),
    status: text('status', { enum: ['new', 'confirmed', 'declined'] })
      .notNull()
      .default('new'),
    /** The language the request was made in, for the mails to the player. */
    locale: text('locale').notNull().default('en'),
    /**
     * SHA-256 of the kind and the parsed fields: a second identical request within a few minutes is
     * acknowledged without being stored or mailed again (docs/product.md, Abuse limits).
     */
    fingerprint: text('fingerprint'),
    /**
     * When its personal fields were taken out, by the retention job or an erasure (docs/product.md,
     * Retention); only the date, time and party remain.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The waiting list's offer the visitor took in the mail mode (docs/product.md, Waiting list). */
    waitingListOfferId: uuid('waiting_list_offer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_requests_created').on(t.createdAt),
    index('booking_requests_fingerprint').on(t.fingerprint, t.createdAt),
  ],
);

/** Online bookings (docs/product.md, Booking lifecycle and GET /reservations/{id}). */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    day: integer('day').notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Online bookings always carry these; a desk booking may lack them. */
    handicap: numeric('handicap', { precision: 3, scale: 1, mode: 'number' }),
    email: text('email'),
    telephone: text('telephone'),
    memberNumber: text('member_number'),
    federationNumber: text('federation_number'),
    adults: integer('adults').notNull(),
    juniors: integer('juniors').notNull(),
    /** in whole EUR cents, to keep money exact */
    priceCents: integer('price_cents').notNull(),
    paymentState: text('payment_state', { enum: ['open', 'paid', 'failed', 'canceled', 'expired'] }),
    /** Does this booking hold its players on the tee sheet? False once released. */
    holdsSlot: boolean('holds_slot').notNull().default(true),
    /** An unpaid booking holds its time until then; a paid one holds it for good. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The payment provider's id of the checkout for this booking. */
    paymentId: text('payment_id'),
    /** The language the player booked in, for the mails to the player. */
    locale: text('locale').notNull().default('en'),
    confirmationQueuedAt: timestamp('confirmation_queued_at', { withTimezone: true }),
    /**
     * A hash of the address the booking came from (IPv6 by its /64), kept only while the hold is open:
     * it counts a client's open holds (docs/product.md, Abuse limits) and is cleared when the hold ends.
     */
    clientHash: text('client_hash'),
    /**
     * Every booking of a tee time is a row here, whatever its source (docs/decisions/0018): online (paid
     * or held), a mail request staff confirmed, or a desk booking staff entered.
     */
    source: text('source', { enum: ['online', 'request', 'desk'] })
      .notNull()
      .default('online'),
    /** The starter's record of the party. */
    arrival: text('arrival', { enum: ['expected', 'checked-in', 'no-show'] })
      .notNull()
      .default('expected'),
    /** Staff's note on a desk booking. */
    note: text('note'),
    /** When staff canceled it: the row stays for the accounts, its players no longer hold the time. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** What the payment provider refunded when staff canceled it with a refund, in EUR cents. */
    refundedCents: integer('refunded_cents'),
    /** The payment provider's id of that refund. */
    refundId: text('refund_id'),
    /**
     * Who canceled it (docs/product.md, Cancel and change online): the club (staff) or the player from the
     * booking's page. Null on a row canceled before the player could: the club did.
     */
    canceledBy: text('canceled_by', { enum: ['club', 'player'] }),
    /**
     * A row that holds the new time of a player's change while the difference is paid (docs/product.md,
     * Cancel and change online): the booking it changes. Once paid, that booking moves to the new time and
     * this row stops holding (it keeps its payment for the accounts); unpaid, it lapses as any hold.
     */
    changeOf: uuid('change_of'),
    /** When its reminder mail was queued (docs/product.md, Reminders): once, whatever the instances. */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /**
     * The other players' names, and an e-mail for a copy of the confirmation when given (Playing partners):
     * personal data, cleared with the booking's own (Retention).
     */
    partners: jsonb('partners').$type<{ name: string; email?: string }[]>(),
    /**
     * The waiting list's offer this booking took (docs/product.md, Waiting list): an online booking paid
     * from the offer's link, or a request made from it and confirmed. Reports count it as the list's.
     */
    waitingListOfferId: uuid('waiting_list_offer_id'),
    /** The mail request staff confirmed onto the sheet as this booking (source `request`). */
    requestId: uuid('request_id'),
    /** The price list that priced it (price_lists.id): a list that priced bookings is never deleted. */
    priceListId: bigint('price_list_id', { mode: 'number' }),
    /**
     * When its personal columns were cleared, by the retention job or an erasure (docs/product.md,
     * Retention); the date, party, price and payment references stay for the accounts.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reservations_source', sql`${t.source} in ('online', 'request', 'desk')`),
    check('reservations_arrival', sql`${t.arrival} in ('expected', 'checked-in', 'no-show')`),
    check('reservations_canceled_by', sql`${t.canceledBy} in ('club', 'player')`),
    // The open holds of one e-mail address or one client are counted at every booking.
    index('reservations_open_by_email').on(sql`lower(${t.email})`).where(sql`${t.paymentState} = 'open'`),
    index('reservations_open_by_client').on(t.clientHash).where(sql`${t.paymentState} = 'open'`),
    index('reservations_change_of').on(t.changeOf).where(sql`${t.changeOf} is not null`),
    // A new online booking counts its address's no-shows (No-shows that count): a few rows among all.
    index('reservations_no_shows_by_email').on(sql`lower(${t.email})`).where(sql`${t.arrival} = 'no-show'`),
    index('reservations_slot').on(t.type, t.year, t.month, t.day, t.hour, t.minute),
    index('reservations_payment').on(t.paymentId),
    index('reservations_price_list').on(t.priceListId),
    // The payment sweep looks for lapsed open holds every minute: a handful of rows among every booking
    // ever made, so the index holds only the open ones.
    index('reservations_open_holds').on(t.holdExpiresAt).where(sql`${t.paymentState} = 'open'`),
    check(
      'reservations_party',
      sql`${t.adults} >= 0 and ${t.juniors} >= 0 and ${t.adults} + ${t.juniors} between 1 and 4`,
    ),
  ],
);

/**
 * The rate limit's counters (plugins/external/rateLimitStore.ts): one row per route and client, shared by
 * every server instance on the database. A row whose window has ended counts again from one.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset').on(t.resetAt)],
);

/** The transactional outbox: a mail is written with the request that causes it, then sent from here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row owns it until then; a crashed worker's claim lapses. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What kind of mail it is, where a limit counts them: `acknowledgement` is the receipt a visitor's
     * request sends to the address they typed (docs/product.md, Abuse limits: a few a day per address).
     */
    purpose: text('purpose'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_purpose_recipient')
      .on(t.purpose, sql`lower(${t.toAddress})`, t.createdAt)
      .where(sql`${t.purpose} is not null`),
  ],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'staff'] }).notNull(),
    /** Failed sign-ins since the last successful one; from the fifth on, each locks the account a while. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email').on(sql`lower(${t.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the session token; the token itself is only ever in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The absolute end of the session, however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen with it, written at most once a minute: the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_user').on(t.userId)],
);

/** Uploaded and seeded files, in the database so that every server instance can serve them. */
export const files = pgTable('files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * Every payment the club ever asked a provider for, one row each, kept traceable to its booking until it
 * is final (docs/product.md, Booking lifecycle): a retry makes a new one, and a late answer on an old one
 * still finds its booking. `outcome` says what became of money received: kept for the booking that
 * stands, or refunded because the booking no longer wanted it (canceled, superseded, already paid).
 */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    /** The provider's id (Mollie's tr_…, the TEST checkout's tst_…). */
    id: text('id').primaryKey(),
    reservationId: uuid('reservation_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's last word on it. */
    state: text('state', { enum: ['open', 'paid', 'failed', 'canceled', 'expired'] })
      .notNull()
      .default('open'),
    /** For a paid one: kept for its booking, or refunded (refund_id set when the provider took it). */
    outcome: text('outcome', { enum: ['kept', 'refunding', 'refunded', 'refund-failed'] }),
    refundId: text('refund_id'),
    refundedCents: integer('refunded_cents'),
    /** When the provider reported it paid: the payments export's date for it. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_payments_reservation').on(t.reservationId),
    check('reservation_payments_state', sql`${t.state} in ('open', 'paid', 'failed', 'canceled', 'expired')`),
    // The payments export reads a period's payments in order of their dates, a batch at a time
    // (docs/product.md, Reports): dated by when each was paid, by its creation for one paid before paid_at
    // was kept (reservation_payments_paid; its refunds are reservation_refunds'). Whole indexes: a partial
    // one on state = 'paid' would tempt the planner to scan it for any query that asks for paid payments.
    index('reservation_payments_created').on(t.createdAt, t.id),
    index('reservation_payments_updated').on(t.updatedAt, t.id),
    index('reservation_payments_paid').on(sql`coalesce(${t.paidAt}, ${t.createdAt})`, t.id),
  ],
);

/**
 * Each refund the provider took, one row each, dated when the club recorded it: a payment refunded twice
 * (a change's difference, then its cancel) has two. reservation_payments keeps the running total.
 */
export const reservationRefunds = pgTable(
  'reservation_refunds',
  {
    /** The provider's refund id (Mollie's re_…). */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_refunds_created').on(t.createdAt, t.id)],
);

/** Payments of the built-in test checkout, used when no MOLLIE_API_KEY is configured. */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  reservationId: uuid('reservation_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status', { enum: ['open', 'paid', 'failed', 'canceled', 'expired'] })
    .notNull()
    .default('open'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** What staff refunded of it, as Mollie would record a refund. */
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

/** Who changed what, and when: every change staff make through the admin. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt)],
);

/**
 * The tee sheet's configuration (docs/product.md, Tee sheet): one row, id 1, edited by staff. Seeded by
 * its migration with the defaults in common/rules/teeSheet.ts; validated by teeSheetConfigSchema.
 */
export const teeSheetSettings = pgTable(
  'tee_sheet_config',
  {
    id: integer('id').primaryKey(),
    config: jsonb('config').$type<TeeSheetConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tee_sheet_config_one_row', sql`${t.id} = 1`)],
);

/**
 * Blocks on the tee sheet: the times [from_minute, to_minute) of every date from from_date to to_date are
 * closed to bookings (docs/product.md, Tee sheet). Minutes are counted from midnight, club time.
 */
export const teeSheetBlocks = pgTable(
  'tee_sheet_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    fromMinute: integer('from_minute').notNull(),
    toMinute: integer('to_minute').notNull(),
    reason: text('reason', { enum: ['competition', 'maintenance', 'society', 'course-closed'] }).notNull(),
    label: text('label').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tee_sheet_blocks_dates').on(t.fromDate, t.toDate),
    check('tee_sheet_blocks_dates_order', sql`${t.fromDate} <= ${t.toDate}`),
    check(
      'tee_sheet_blocks_times',
      sql`0 <= ${t.fromMinute} and ${t.fromMinute} < ${t.toMinute} and ${t.toMinute} <= 1440`,
    ),
    check(
      'tee_sheet_blocks_reason',
      sql`${t.reason} in ('competition', 'maintenance', 'society', 'course-closed')`,
    ),
  ],
);

/**
 * Price lists (docs/product.md, Seasons and prices): the list with the latest effective_from on or before a
 * play date prices it. `body` is the whole list (common/api/priceLists.ts), validated by priceListBody;
 * effective_from repeats its date so that lists are found and kept unique by date. Migration 0016 inserts
 * the seeded list (common/rules/priceLists.ts).
 */
export const priceLists = pgTable('price_lists', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull().unique(),
  body: jsonb('body').$type<PriceListBody>().notNull(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The seasonal weekly hours of the driving range, the golf shop and the bar (docs/product.md, Opening
 * hours): one row, id 1, edited by staff. Without the row the seeded hours of common/ apply.
 */
export const openingHoursSettings = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey(),
    hours: jsonb('hours').$type<OpeningHours>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('opening_hours_one_row', sql`${t.id} = 1`)],
);

/** Exceptional days of a facility: closed, or other hours, from from_date to to_date, with a reason. */
export const openingHourExceptions = pgTable(
  'opening_hour_exceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    facility: text('facility', { enum: ['drivingRange', 'shop', 'bar'] }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull(),
    opens: text('opens'),
    closes: text('closes'),
    /** The reason per language ({ en, nl, fr, de }). */
    reason: jsonb('reason').$type<{ en: string; nl: string; fr: string; de: string }>().notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('opening_hour_exceptions_dates').on(t.fromDate, t.toDate),
    check('opening_hour_exceptions_order', sql`${t.fromDate} <= ${t.toDate}`),
    check('opening_hour_exceptions_facility', sql`${t.facility} in ('drivingRange', 'shop', 'bar')`),
  ],
);

/**
 * The club's rules (docs/product.md, Handicap limits and Holidays): one row, id 1, edited by staff.
 * Without the row the seeded rules of common/ apply.
 */
export const clubRulesSettings = pgTable(
  'club_rules',
  {
    id: integer('id').primaryKey(),
    rules: jsonb('rules').$type<ClubRules>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('club_rules_one_row', sql`${t.id} = 1`)],
);

/**
 * The club's edited documents (docs/product.md, Content): each page's blocks (`page:history`), the club's
 * details (`club`), the course (`course`). `published` is what visitors see; `draft`, when set, is the next
 * version staff are preparing. `version` goes up on every save, so a save made on an older version is
 * refused rather than overwriting someone else's (common/api/documents.ts).
 */
export const documents = pgTable('documents', {
  key: text('key').primaryKey(),
  version: integer('version').notNull().default(1),
  draft: jsonb('draft').$type<unknown>(),
  published: jsonb('published').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text('published_by').notNull(),
});

/**
 * Every published version of a document, numbered from 1 (the seeded one): who published it, when, and a
 * short account of what changed. A restore publishes an old version again as a new revision.
 */
export const documentRevisions = pgTable(
  'document_revisions',
  {
    key: text('key').notNull(),
    n: integer('n').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    summary: text('summary').notNull(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.key, t.n] })],
);

/**
 * The media library: photos and videos staff upload, and the pictures a fresh install is seeded with.
 * The bytes live in `files` (every variant is one file); alt text and caption per language
 * (common/api/media.ts).
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The file name as uploaded, for staff to recognise it. */
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The files served for it: for a photo every width in AVIF, WebP and JPEG; for a video the video. */
    variants: jsonb('variants').$type<{ file: string; format: string; width: number }[]>().notNull(),
    /** A video's poster frame (a JPEG file), or null. */
    posterFile: text('poster_file'),
    alt: jsonb('alt').$type<Record<string, string>>().notNull(),
    caption: jsonb('caption').$type<Record<string, string>>().notNull(),
    credit: text('credit').notNull().default(''),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_kind', sql`${t.kind} in ('image', 'video')`), index('media_created').on(t.createdAt)],
);

/**
 * Staff lifting a player's no-show stop (docs/product.md, No-shows that count): the no-shows of that
 * e-mail address up to `lifted_at` no longer count. The address is personal data (Retention).
 */
export const noShowLifts = pgTable(
  'no_show_lifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased, as the stop compares addresses. */
    email: text('email').notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: text('lifted_by').notNull(),
  },
  (t) => [index('no_show_lifts_email').on(t.email)],
);

/**
 * The waiting list (docs/product.md, Waiting list): a visitor's date, window and party, offered the first
 * places that fit when they come free. Name, e-mail and telephone are personal data (Retention).
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull().default('greenfee'),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    day: integer('day').notNull(),
    /** The window's first and last tee time, in minutes of the club's day: from ≤ time ≤ to. */
    fromMinute: integer('from_minute').notNull(),
    toMinute: integer('to_minute').notNull(),
    adults: integer('adults').notNull(),
    juniors: integer('juniors').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    locale: text('locale').notNull().default('en'),
    state: text('state', { enum: ['waiting', 'offered', 'booked', 'left', 'ended'] })
      .notNull()
      .default('waiting'),
    /** SHA-256 of the random key of the entry's leave link (the key itself is only in the mails). */
    leaveTokenHash: text('leave_token_hash').notNull(),
    /** A hash of the address it came from, for the abuse limits, cleared when the entry ends. */
    clientHash: text('client_hash'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('waiting_list_entries_state', sql`${t.state} in ('waiting', 'offered', 'booked', 'left', 'ended')`),
    check(
      'waiting_list_entries_party',
      sql`${t.adults} >= 0 and ${t.juniors} >= 0 and ${t.adults} + ${t.juniors} between 1 and 4`,
    ),
    check('waiting_list_entries_window', sql`${t.fromMinute} <= ${t.toMinute}`),
    uniqueIndex('waiting_list_entries_leave_token').on(t.leaveTokenHash),
    index('waiting_list_entries_date').on(t.year, t.month, t.day),
    // The matcher looks at the entries still waiting, a few among every entry ever made.
    index('waiting_list_entries_waiting').on(t.state).where(sql`${t.state} in ('waiting', 'offered')`),
    index('waiting_list_entries_email').on(sql`lower(${t.email})`),
  ],
);

/**
 * A time offered to a waiting-list entry: its places are held (counted as a booking's, teeSheetRepository's
 * players counts) while `open` and before `expires_at`, and while `requested` (mail mode: until staff decide
 * the request it became); `accepted` once a booking holds them instead; `lapsed`, `withdrawn` no longer hold.
 */
export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: uuid('id').primaryKey(),
    entryId: uuid('entry_id').notNull(),
    /** SHA-256 of the random key of the offer's link. */
    tokenHash: text('token_hash').notNull(),
    type: text('type').notNull().default('greenfee'),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    day: integer('day').notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    adults: integer('adults').notNull(),
    juniors: integer('juniors').notNull(),
    state: text('state', { enum: ['open', 'accepted', 'requested', 'lapsed', 'withdrawn'] })
      .notNull()
      .default('open'),
    /** Made by the list's matcher, or by staff from the tee sheet. */
    offeredBy: text('offered_by', { enum: ['list', 'staff'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The booking it became (online mode), or the request (mail mode). */
    reservationId: uuid('reservation_id'),
    requestId: uuid('request_id'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'waiting_list_offers_state',
      sql`${t.state} in ('open', 'accepted', 'requested', 'lapsed', 'withdrawn')`,
    ),
    check('waiting_list_offers_by', sql`${t.offeredBy} in ('list', 'staff')`),
    uniqueIndex('waiting_list_offers_token').on(t.tokenHash),
    index('waiting_list_offers_entry').on(t.entryId),
    // Every count of a time's players adds the offers holding it: a handful among all offers.
    index('waiting_list_offers_holding')
      .on(t.type, t.year, t.month, t.day, t.hour, t.minute)
      .where(sql`${t.state} in ('open', 'requested')`),
  ],
);
