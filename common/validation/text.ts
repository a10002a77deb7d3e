/**
 * What a text field may hold (docs/product.md, Server-side checks). PostgreSQL cannot store NUL in text,
 * nor an unpaired UTF-16 surrogate in JSON, and neither has a meaning in a name, a telephone or a remark;
 * control characters and bidirectional overrides in a one-line field only serve to forge what a mail or
 * the staff screens show. Both the forms and the server check with these.
 */

/** Never allowed in any text: NUL, which no database text column holds. */
const NUL = '\u0000';

/** C0 controls other than tab, LF and CR; DEL; C1 controls. Line breaks are a multi-line field's own. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * One-line fields (names, telephone numbers, e-mail addresses): no control character at all, no line or
 * paragraph separator, and no bidirectional embedding, override or isolate, which can make "moc.elpmaxe"
 * read as "example.com".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** The reason a text is refused, for the message that names its field. */
export const UNSAFE_TEXT_REASON =
  'contains a control character or an unpaired surrogate, which is not allowed';

/**
 * True when the string is not well-formed UTF-16: a high surrogate without a low one after it, or a low
 * one without a high one before it. String.prototype.isWellFormed does this but is newer than the browsers
 * the site supports (and ES2023), and a regular expression would need a lookbehind, which older Safari
 * cannot even parse; so the code units are walked.
 */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    }
  }
  return false;
}

/** Text that no field of any kind accepts: a NUL or an unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !hasLoneSurrogate(text);
}

/** A one-line value: storable and free of controls, separators and bidirectional overrides. */
export function isSafeSingleLine(text: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(text) && !hasLoneSurrogate(text);
}

/** A multi-line value: storable, with tabs and line breaks but no other control character. */
export function isSafeMultiLine(text: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(text) && !hasLoneSurrogate(text);
}
