/**
 * Nothing personal reaches the log (docs/product.md, Logs): no request bodies (Fastify logs none), no
 * e-mail addresses, no values a database error quotes. A database error is logged by its SQLSTATE code and
 * where it was thrown; Drizzle's message would carry the query's parameters, a booking's name and
 * telephone among them, and PostgreSQL's detail and message quote the offending value.
 */

/** An e-mail address as it may appear in any text: a message, an SMTP reply, a JSON string. */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export const EMAIL_PLACEHOLDER = '[e-mail]';

export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, EMAIL_PLACEHOLDER);
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
