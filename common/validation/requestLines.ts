/**
 * The `/reserve` calls carry a text of `Field: value` lines (docs/product.md, API).
 * Parsing is strict so that nothing can be smuggled into the mails built from it:
 * only known field names, each at most once, bounded values, no control characters.
 */
export interface LineField {
  /** The field name as sent, e.g. "Firstname". Matched case-insensitively. */
  name: string;
  maxLength: number;
}

export type ParsedLines<K extends string> =
  | { ok: true; values: Partial<Record<K, string>> }
  | { ok: false; message: string };

import { hasLoneSurrogate } from './text';

export const MAX_REQUEST_TEXT = 8000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

export function parseRequestLines<K extends string>(
  text: string,
  fields: Record<K, LineField>,
): ParsedLines<K> {
  if (text.length > MAX_REQUEST_TEXT) return { ok: false, message: 'The request is too long.' };
  const byName = new Map<string, K>();
  for (const key of Object.keys(fields) as K[]) byName.set(fields[key].name.toLowerCase(), key);

  const values: Partial<Record<K, string>> = {};
  const lines = text.split('\n');
  for (const rawLine of lines) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0)
      return { ok: false, message: `Each line must read "field: value" (got "${clip(line)}").` };
    const name = line.slice(0, colon).trim();
    const key = byName.get(name.toLowerCase());
    if (key === undefined) return { ok: false, message: `Unknown field "${clip(name)}".` };
    if (values[key] !== undefined)
      return { ok: false, message: `The field "${fields[key].name}" appears twice.` };
    const value = line.slice(colon + 1).trim();
    if (CONTROL_CHARS.test(value)) {
      return {
        ok: false,
        message: `The field "${fields[key].name}" contains a line break or control character.`,
      };
    }
    if (hasLoneSurrogate(value)) {
      return {
        ok: false,
        message: `The field "${fields[key].name}" contains an unpaired surrogate, which is not a character.`,
      };
    }
    if (value.length > fields[key].maxLength) {
      return {
        ok: false,
        message: `The field "${fields[key].name}" is too long (at most ${fields[key].maxLength} characters).`,
      };
    }
    values[key] = value;
  }
  return { ok: true, values };
}

/** Builds the text the SPA sends; line breaks inside a value become spaces. */
export function formatRequestLines<K extends string>(
  fields: Record<K, LineField>,
  values: Partial<Record<K, string | number | null | undefined>>,
): string {
  return (Object.keys(fields) as K[])
    .map(
      (key) =>
        `${fields[key].name}: ${String(values[key] ?? '')
          .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
          .trim()}`,
    )
    .join('\n');
}

function clip(s: string): string {
  const flat = s.replace(new RegExp(CONTROL_CHARS.source, 'g'), ' ');
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
}
