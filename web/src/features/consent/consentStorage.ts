import { readCookie } from '../../lib/api';

/**
 * The visitor's cookie choices, kept in the one essential cookie the privacy policy names: the consent
 * cookie, valid for 1 year (docs/product.md, Privacy and consent). Nothing non-essential may be set before a
 * choice is stored.
 */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_VALIDITY_DAYS = 365;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_VALIDITY_DAYS * 24 * 60 * 60;
const CONSENT_VALIDITY_MS = CONSENT_MAX_AGE_SECONDS * 1000;

/** The non-essential categories, each chosen on its own. */
export const consentCategories = ['analytics', 'video'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type ConsentChoices = Readonly<Record<ConsentCategory, boolean>>;

export const allAccepted: ConsentChoices = { analytics: true, video: true };
export const allRejected: ConsentChoices = { analytics: false, video: false };

export interface StoredConsent {
  choices: ConsentChoices;
  /** When the visitor chose, in ms since the epoch. */
  decidedAt: number;
  /** decidedAt + 1 year: after this the visitor is asked again. */
  expiresAt: number;
}

export function consentRecord(choices: ConsentChoices, now: number): StoredConsent {
  return {
    choices: { analytics: choices.analytics, video: choices.video },
    decidedAt: now,
    expiresAt: now + CONSENT_VALIDITY_MS,
  };
}

/** The cookie's value: `analytics.video.decidedAt` as `1.0.1718000000000`. */
export function serializeConsent(record: StoredConsent): string {
  const flag = (value: boolean) => (value ? '1' : '0');
  return `${flag(record.choices.analytics)}.${flag(record.choices.video)}.${record.decidedAt}`;
}

/** The stored consent, or null when there is none, it is unreadable, or it is older than 1 year. */
export function parseConsent(value: string | undefined, now: number): StoredConsent | null {
  const match = /^([01])\.([01])\.(\d{1,15})$/.exec(value ?? '');
  if (!match) return null;
  const decidedAt = Number(match[3]);
  const record = consentRecord({ analytics: match[1] === '1', video: match[2] === '1' }, decidedAt);
  // A choice from the future (a wrong clock) is not trusted either: ask again.
  if (decidedAt > now + CONSENT_VALIDITY_MS || now >= record.expiresAt) return null;
  return record;
}

/** The Set-Cookie line for document.cookie: 1 year, the whole site, not sent along by other sites. */
export function consentCookie(record: StoredConsent, secure: boolean): string {
  const attributes = [`Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${CONSENT_COOKIE}=${serializeConsent(record)}`, ...attributes].join('; ');
}

export function readStoredConsent(now: number = Date.now()): StoredConsent | null {
  return parseConsent(readCookie(CONSENT_COOKIE), now);
}

export function storeConsent(choices: ConsentChoices, now: number = Date.now()): StoredConsent {
  const record = consentRecord(choices, now);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is built above from digits and dots only
  document.cookie = consentCookie(record, window.location.protocol === 'https:');
  return record;
}
