import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentRecord,
  parseConsent,
  readStoredConsent,
  serializeConsent,
  storeConsent,
} from './consentStorage';

const DAY = 24 * 60 * 60 * 1000;
const decidedAt = Date.UTC(2025, 4, 1, 9, 30);

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie under test
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

afterEach(clearCookie);

describe('consent storage', () => {
  it('keeps a choice for exactly 1 year', () => {
    const record = consentRecord({ analytics: true, video: false }, decidedAt);
    expect(record.expiresAt - record.decidedAt).toBe(365 * DAY);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it('writes each category on its own and reads it back', () => {
    const record = consentRecord({ analytics: false, video: true }, decidedAt);
    const value = serializeConsent(record);
    expect(value).toBe(`0.1.${decidedAt}`);
    expect(parseConsent(value, decidedAt + DAY)).toEqual(record);
  });

  it('forgets the choice once the year is over, so the visitor is asked again', () => {
    const value = serializeConsent(consentRecord({ analytics: true, video: true }, decidedAt));
    expect(parseConsent(value, decidedAt + 365 * DAY - 1)).not.toBeNull();
    expect(parseConsent(value, decidedAt + 365 * DAY)).toBeNull();
    expect(parseConsent(value, decidedAt + 400 * DAY)).toBeNull();
  });

  it('treats a missing, malformed or far-future value as no choice', () => {
    expect(parseConsent(undefined, decidedAt)).toBeNull();
    expect(parseConsent('', decidedAt)).toBeNull();
    expect(parseConsent('yes', decidedAt)).toBeNull();
    expect(parseConsent(`2.0.${decidedAt}`, decidedAt)).toBeNull();
    expect(parseConsent('1.1.', decidedAt)).toBeNull();
    expect(parseConsent(`1.1.${decidedAt + 2 * 365 * DAY}`, decidedAt)).toBeNull();
  });

  it('sets a site-wide cookie with a max-age of 1 year, Secure on https', () => {
    const record = consentRecord({ analytics: true, video: false }, decidedAt);
    expect(consentCookie(record, false)).toBe(
      `cookie-consent=1.0.${decidedAt}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(consentCookie(record, true)).toMatch(/; Secure$/);
  });

  it('stores the choice in document.cookie and reads it on the next visit', () => {
    expect(readStoredConsent()).toBeNull();
    const now = Date.now();
    storeConsent({ analytics: true, video: false }, now);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1.0.${now}`);
    expect(readStoredConsent(now + DAY)?.choices).toEqual({ analytics: true, video: false });
    expect(readStoredConsent(now + 366 * DAY)).toBeNull();
  });
});
