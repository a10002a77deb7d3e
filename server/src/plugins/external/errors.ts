import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { handicapLimitMessageIn } from '../../../../common/validation/handicapLimitMessages';
import { messages } from '../../../../common/validation/messages';
import { languageOfHeader } from '../../lib/acceptLanguage';
import { HttpError } from '../../lib/httpError';
import { sqlStateOf } from '../../lib/logSafety';

const specMessages = new Set<string>(Object.values(messages));

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that cannot be stored.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site cannot reach its database at the moment. Please try again in a minute.';

/** Socket errors of a connection to the database that was refused, cut or never made. */
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** What node-postgres says when the server closes a connection, or none comes in time. */
const LOST_CONNECTION_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect)/;

/**
 * Whether an error (or one it was caused by) says the database cannot be reached: a connection refused,
 * cut or timed out, or SQLSTATE 08 (connection exception), 57P01–57P03 (the server shutting down or
 * starting). Such a request is answered 503, not 500: nothing is wrong with it, it may be sent again once
 * the database is back (docs/product.md, Faults).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CONNECTION_CODES.has(code) || /^(08|57P0[123])/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request: a request or headers not received in
 * time, headers over the size limit, and requests it cannot read (conflicting Content-Length and
 * Transfer-Encoding, a malformed request line). Answered as every other error, with a JSON {message},
 * and the connection closed: after such a request its bytes cannot be trusted to frame the next one.
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Turns a schema failure into one sentence naming the first problem. The shared messages stay as written
 * (the SPA translates them by id), except the refusal of a handicap above the day's limit, which is
 * answered in the request's language (docs/product.md, POST /reservations/website).
 */
function validationMessage(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
  acceptLanguage: string | string[] | undefined,
) {
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const message = first.message ?? 'is not valid';
  if (specMessages.has(message)) return handicapLimitMessageIn(message, languageOfHeader(acceptLanguage));
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = error.validationContext ?? 'request';
  return field ? `Invalid ${where} field "${field}": ${message}` : `Invalid ${where}: ${message}`;
}

/**
 * Every error body is JSON {message}; 5xx bodies never show internals. Fastify drops the type a route
 * had set before it failed, so the security-header hook gives each error the headers of data.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .code(400)
          .send({ message: validationMessage(error, request.headers['accept-language']) });
      }
      // SQLSTATE class 22, data exception: the database refused a value the request brought (a byte
      // sequence it cannot encode, 22021; an escape it cannot store, 22P05; a number out of range,
      // 22003). The checks above should have caught it; it is the request's fault all the same.
      const sqlState = sqlStateOf(error);
      if (sqlState?.startsWith('22')) {
        request.log.warn({ sqlState }, 'the database refused a value of the request');
        return reply.code(400).send({ message: UNSTORABLE_VALUE_MESSAGE });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is not reachable');
        return reply.code(503).header('retry-after', '30').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
          return reply.code(400).send({ message: 'The request body is not valid JSON.' });
        }
        if (status === 413) return reply.code(413).send({ message: 'The request body is too large.' });
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status >= 500 && status < 600 ? status : 500)
        .send({ message: INTERNAL_ERROR_MESSAGE });
    });
  },
  { name: 'errors' },
);
