/**
 * What may appear in one address: no space or control character, and none of the characters with which
 * a mail header names several recipients, a display name, a comment or a group (`,` `;` `<` `>` `(` `)`
 * `"` `:` `[` `]` `\`), so that a mail library reads exactly one address where there is one.
 */
const ATOM = String.raw`[^\s\p{Cc}@,;<>()"\\:\[\]]+`;
/**
 * A domain with at least one dot; each label of letters, digits and hyphens, starting with a letter or
 * digit. A trailing hyphen is allowed, as the forms' z.email() allows it: every address they accept is one.
 */
const LABEL = String.raw`[\p{L}\p{N}][\p{L}\p{N}-]*`;
const ONE_ADDRESS = new RegExp(`^${ATOM}@${LABEL}(?:\\.${LABEL})+$`, 'u');

/** The longest address SMTP carries (RFC 5321, a path of 256 octets less its angle brackets). */
const MAX_LENGTH = 254;

/**
 * The value as exactly one e-mail address, or null: a list, a display name, spaces around it or anything
 * that is not shaped like `local@domain.tld` is none (docs/product.md, Mail and the outbox).
 */
export function singleAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  return ONE_ADDRESS.test(value) ? value : null;
}

/** The address a visitor typed, without the spaces around it, when it is exactly one address. */
export const typedAddress = (value: unknown): string | null =>
  typeof value === 'string' ? singleAddress(value.trim()) : null;
