import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../../../common/validation/messages';
import { isStorableText } from '../../../../common/validation/text';
import { HttpError } from '../../lib/httpError';
import { sqlStateOf } from '../../lib/logSafety';

const specMessages = new Set<string>(Object.values(messages));

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that cannot be stored.';

/** Turns a schema failure into one sentence naming the first problem. */
function validationMessage(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const message = first.message ?? 'is not valid';
  if (specMessages.has(message)) return message;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = error.validationContext ?? 'request';
  return field ? `Invalid ${where} field "${field}": ${message}` : `Invalid ${where}: ${message}`;
}

/**
 * The path of the first string (a value or a key) in a parsed input that no field accepts: a NUL or an
 * unpaired surrogate (common/validation/text.ts). Walked without recursion, so depth costs no stack.
 */
export function unstorableTextAt(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return path || '(a field name)';
        pending.push({ value: inner, path: innerPath });
      }
    }
  }
  return null;
}

/**
 * Refuses a request whose address, query or body holds a NUL or an unpaired surrogate, before any
 * route sees it: no text column can store them, and no field of any route has a use for them.
 */
function refuseUnstorableText(request: FastifyRequest) {
  const params = unstorableTextAt(request.params);
  const query = unstorableTextAt(request.query);
  if (params !== null || query !== null) {
    throw new HttpError(
      400,
      'The address contains a NUL character or an unpaired surrogate, which is not allowed.',
    );
  }
  const field = unstorableTextAt(request.body);
  if (field !== null) {
    throw new HttpError(
      400,
      field
        ? `The field "${field}" contains a NUL character or an unpaired surrogate, which is not allowed.`
        : 'The request contains a NUL character or an unpaired surrogate, which is not allowed.',
    );
  }
}

/**
 * Every error body is JSON {message}; 5xx bodies never show internals. Fastify drops the type a route
 * had set before it failed, so the security-header hook gives each error the headers of data.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => refuseUnstorableText(request));
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: validationMessage(error) });
      }
      // SQLSTATE class 22, data exception: the database refused a value the request brought (a byte
      // sequence it cannot encode, 22021; an escape it cannot store, 22P05; a number out of range,
      // 22003). The checks above should have caught it; it is the request's fault all the same.
      const sqlState = sqlStateOf(error);
      if (sqlState?.startsWith('22')) {
        request.log.warn({ sqlState }, 'the database refused a value of the request');
        return reply.code(400).send({ message: UNSTORABLE_VALUE_MESSAGE });
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
