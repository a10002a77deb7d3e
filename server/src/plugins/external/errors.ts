import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../../../common/validation/messages';
import { HttpError } from '../../lib/httpError';
import { setDataSecurityHeaders } from './securityHeaders';

const specMessages = new Set<string>(Object.values(messages));

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

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
 * Every error body is JSON {message}; 5xx bodies never show internals. Each carries the security headers
 * of data, also where no hook sets them (the cached reads, app.ts).
 */
export default fp(
  async function errors(app: FastifyInstance, opts: { https: boolean }) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      setDataSecurityHeaders(reply, opts.https);
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: validationMessage(error) });
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
