import { z } from 'zod';
import type { TranslationLanguage } from '../i18n/languages';
import { REQUEST_STATES } from '../rules/requestStates';
import { isSafeMultiLine, UNSAFE_TEXT_REASON } from '../validation/text';
import { severity } from './notifications';
import { changedBooking } from './teeSheet';

/**
 * A text's versions in Dutch, French and German (docs/product.md, Staff texts in four languages). Each is
 * sent every time; an empty one is missing, and the English is shown in its place.
 */
export const translationsSchema = <T extends z.ZodType<string, string>>(text: T) =>
  z.object({ nl: text, fr: text, de: text } satisfies Record<TranslationLanguage, T>);
export type Translations = Record<TranslationLanguage, string>;

const contentText = z.string().max(50_000).refine(isSafeMultiLine, UNSAFE_TEXT_REASON);

/**
 * PUT /admin/websitecontent/{key}: the English content, and for the keys written in each language
 * (translatedContentKeys) optionally their versions, which then replace the stored ones. Without
 * `translations` the stored versions stay as they are.
 */
export const contentUpdate = z.object({
  content: contentText,
  translations: translationsSchema(contentText).optional(),
});
export type ContentUpdate = z.input<typeof contentUpdate>;

/** GET /admin/websitecontent/{key}: the content as stored, English and its versions ('' where missing). */
export const adminContent = z.object({ content: z.string(), translations: translationsSchema(z.string()) });
export type AdminContent = z.infer<typeof adminContent>;

const notificationText = z.string().trim().max(5000).refine(isSafeMultiLine, UNSAFE_TEXT_REASON);

/** A notification as staff edit it. Times are ISO strings; HTML is sanitized on save and on display. */
export const notificationInput = z
  .object({
    content: notificationText.min(1, 'Please enter the notification text.'),
    /** Without it, a change keeps the stored versions and a new notification has none. */
    translations: translationsSchema(notificationText).optional(),
    severity,
    position: z.number().int().min(0).max(1000).default(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((n) => !n.startsAt || !n.endsAt || Date.parse(n.startsAt) < Date.parse(n.endsAt), {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  });
export type NotificationInput = z.input<typeof notificationInput>;
export type NotificationOutput = z.output<typeof notificationInput>;

export const adminNotification = z.object({
  id: z.number().int(),
  content: z.string(),
  translations: translationsSchema(z.string()),
  severity,
  position: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

/** docs/product.md, Staff admin, Request states. */
export const requestStatuses = REQUEST_STATES;
export const bookingRequest = z.object({
  id: z.uuid(),
  kind: z.enum(['table', 'greenfee']),
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  status: z.enum(requestStatuses),
  createdAt: z.string(),
});
export type BookingRequest = z.infer<typeof bookingRequest>;

/** A confirmed request; a green-fee request with the booking it became on the tee sheet. */
export const confirmedRequest = bookingRequest.extend({ booking: changedBooking.optional() });
export type ConfirmedRequest = z.infer<typeof confirmedRequest>;

export const declineBody = z.object({
  message: z.string().trim().max(2000).refine(isSafeMultiLine, UNSAFE_TEXT_REASON).optional(),
});

export const adminReservation = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  adults: z.number().int(),
  juniors: z.number().int(),
  price: z.number(),
  paymentState: z.string().nullable(),
  createdAt: z.string(),
});

export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * While it waits: when the outbox tries it next (its backoff after a failed try; now for a new or
   * resent mail). Null once sent or failed for good. Without SMTP it waits until a mail server is set.
   */
  nextAttemptAt: z.string().nullable(),
});

/** Whether the outbox can send at all, and how many mails wait or failed (docs/product.md, Mail). */
export const outboxStatus = z.object({
  /** SMTP_URL is set: without it, no mail leaves. */
  smtpConfigured: z.boolean(),
  waiting: z.number().int(),
  failed: z.number().int(),
  /** When the longest-waiting mail was queued; null when none waits. */
  oldestWaitingSince: z.string().nullable(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  createdAt: z.string(),
});
