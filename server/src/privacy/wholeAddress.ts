import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Whether a text names an e-mail address as a whole (docs/product.md, A person's data): in any capitals,
 * and not as a part of another address. `anjo@x.be` and `jo@x.be.eu` do not name `jo@x.be`; `<jo@x.be>`,
 * `mailto:jo@x.be` and a sentence ending in `jo@x.be.` do. Before the address may stand no character that
 * a local part is made of (letters, digits, marks and . ! # $ % ' * + ^ _ ` { | } ~ -, or another @);
 * after it no character that continues a domain (a letter, digit, mark, - or _, or an @), nor a dot
 * followed by one. The few characters that addresses may hold but texts put before them (= / ? &, as in
 * `?email=jo@x.be`) count as boundaries.
 */
const BEFORE = `[\\p{L}\\p{N}\\p{M}.!#$%'*+^_\`{|}~@-]`;
const AFTER = String.raw`[\p{L}\p{N}\p{M}_@-]`;

/** A character that has a meaning in a pattern, escaped (the only escapes the `u` flag allows). */
const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** Every mention of the address in a text, whole, in any capitals. */
export function addressPattern(address: string): RegExp {
  return new RegExp(`(?<!${BEFORE})${escaped(address.trim())}(?!${AFTER}|\\.${AFTER})`, 'giu');
}

/** Whether the text names the address, whole. */
export function namesAddress(text: string | null | undefined, address: string): boolean {
  return text ? addressPattern(address).test(text) : false;
}

/** The text with every whole mention of the address replaced. */
export function withoutAddress(text: string, address: string, replacement: string): string {
  return text.replace(addressPattern(address), replacement);
}

/**
 * The rows worth reading: those whose text holds the address at all, in any capitals. A superset of those
 * that name it whole, which namesAddress then decides; the database only narrows the search.
 */
export const mayNameAddress = (text: SQL | PgColumn, address: string) =>
  sql`strpos(lower(${text}), lower(${address.trim()}::text)) > 0`;
