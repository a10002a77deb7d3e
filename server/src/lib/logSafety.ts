/**
 * Nothing personal reaches the log (docs/product.md, Logs): no request bodies (Fastify logs none), no
 * e-mail addresses, no values a database error quotes. A database error is logged by its SQLSTATE code and
 * where it was thrown; Drizzle's message would carry the query's parameters, a booking's name and
 * telephone among them, and PostgreSQL's detail and message quote the offending value.
 */

/*
 * An e-mail address as it may appear in any text: a message, an SMTP reply, a JSON string, or a URL,
 * where it is usually percent-encoded (`jan%40example.be`, twice over `%2540`, or every byte of it).
 * Its "@" and dots may also come as HTML character references, JavaScript or JSON escapes, or the
 * full-width and small "@" (docs/product.md, Logs). Erring on the side of redacting: a line that loses a
 * word that was not an address loses little; a line that keeps an address breaks a promise.
 *
 * Every line the server writes passes through this, so the pattern must stay linear in the line's length:
 * the local part is one character class, the domain one loop whose alternatives start differently, and a
 * match starts only where a run of local-part characters starts. Whether the domain has a dot is decided
 * after decoding it, not by backtracking.
 */
const LOCAL_CHARS = String.raw`\p{L}\p{N}\p{M}._+'%-`;
const AT = [
  '@',
  '\uFF20',
  '\uFE6B',
  '%(?:25)*40',
  '&#0*64;',
  '&#[xX]0*40;',
  '&commat;',
  String.raw`\\+u0040`,
  String.raw`\\+u\{0*40\}`,
  String.raw`\\+x40`,
].join('|');
const DOMAIN_PART = [
  String.raw`[\p{L}\p{N}\p{M}-]`,
  '%[0-9A-Fa-f]{2}',
  String.raw`\.`,
  '\uFF0E',
  '&#0*46;',
  '&#[xX]0*2[Ee];',
  '&period;',
].join('|');
const EMAIL_ADDRESS = new RegExp(
  `(?<![${LOCAL_CHARS}])[${LOCAL_CHARS}]+(?:${AT})+((?:${DOMAIN_PART})+)`,
  'gu',
);

/** The domain as it reads once decoded: percent-encoding undone (however often), dots as dots. */
function decodedDomain(domain: string): string {
  let text = domain;
  for (let round = 0; round < 4 && text.includes('%'); round++) {
    text = text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return text.replace(/\uFF0E|&#0*46;|&#[xX]0*2[Ee];|&period;/g, '.');
}

/** How many characters at the end are dots: a sentence's full stop, which stays. */
function trailingDots(text: string): number {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '.' || text[end - 1] === '\uFF0E')) end--;
  return text.length - end;
}

/** Two labels or more, none empty, the last of two characters or more (dots at its end aside). */
function isDomain(decoded: string): boolean {
  const labels = decoded.slice(0, decoded.length - trailingDots(decoded)).split('.');
  return labels.length >= 2 && labels.every((label) => label !== '') && (labels.at(-1)?.length ?? 0) >= 2;
}

export const EMAIL_PLACEHOLDER = '[e-mail]';

export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, (match: string, domain: string) => {
    if (!isDomain(decodedDomain(domain))) return match;
    const stop = trailingDots(domain);
    return stop > 0 ? EMAIL_PLACEHOLDER + domain.slice(-stop) : EMAIL_PLACEHOLDER;
  });
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, looked for on the error and its causes (Drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const isDatabaseError = (error: Error) =>
  error.name === 'DrizzleQueryError' ||
  error.constructor?.name === 'DrizzleQueryError' ||
  Boolean(sqlStateOf(error));

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
}

/** pino's `err` serializer: the error's kind and code, and a message only when it cannot quote a value. */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutEmailAddresses(String(error)), stack: '' };
  }
  const type = error.constructor?.name ?? error.name;
  const code = sqlStateOf(error) ?? (error as { code?: unknown }).code;
  const logged: LoggedError = {
    type,
    message: isDatabaseError(error)
      ? `database error${typeof code === 'string' ? ` ${code}` : ''}`
      : withoutEmailAddresses(error.message),
    stack: framesOf(error),
  };
  if (typeof code === 'string') logged.code = code;
  return logged;
}

/**
 * The logger's own safeguards, whatever a line of code hands it: errors through loggedError, and the
 * finished line once more without e-mail addresses (an address in a field, an SMTP reply, a config value).
 */
export const safeLoggerOptions = {
  serializers: { err: loggedError },
  hooks: { streamWrite: withoutEmailAddresses },
};
