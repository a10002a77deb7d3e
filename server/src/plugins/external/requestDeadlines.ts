import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientErrorAnswer } from './errors';

/**
 * How long a request has to arrive, per route (docs/product.md, Timeouts). Node's requestTimeout is one
 * value for the whole server, and Fastify 5 has no route option that lengthens it (its route-level
 * handlerTimeout only bounds a request from routing on, with a 503, under Node's limit). So the server's own
 * limit is the longest any route allows (the upload's, UPLOAD_TIMEOUT_SECONDS, a backstop), and this
 * plugin holds every request to REQUEST_TIMEOUT_SECONDS from its headers on: the one route that uploads
 * videos gives a signed-in staff member's request the upload's allowance (`allowUploadTime`), from its
 * preParsing hook, which runs after the sign-in check, so no anonymous client gets the longer time.
 */
export interface RequestDeadlineOptions {
  /** REQUEST_TIMEOUT_SECONDS: what every request gets. */
  requestMs: number;
  /** UPLOAD_TIMEOUT_SECONDS: what a request given allowUploadTime gets. */
  uploadMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives the request UPLOAD_TIMEOUT_SECONDS from its start to arrive in full, instead of REQUEST_TIMEOUT_SECONDS. */
    allowUploadTime(request: FastifyRequest): void;
  }
}

interface Deadline {
  timer: NodeJS.Timeout;
  /** When its headers had arrived: every allowance counts from there. */
  startedAt: number;
  response: ServerResponse;
}

const TIMED_OUT = Object.assign(new Error('The request took too long to arrive.'), {
  code: 'ERR_HTTP_REQUEST_TIMEOUT',
});

export default fp(
  async function requestDeadlines(app: FastifyInstance, opts: RequestDeadlineOptions) {
    // By the request, not the Fastify request: a request's body may still be arriving after its answer.
    const deadlines = new WeakMap<IncomingMessage, Deadline>();

    /** As Node answers its own request timeout: 408 and the connection closed (errors.ts). */
    function cutOff(raw: IncomingMessage, response: ServerResponse) {
      deadlines.delete(raw);
      const { socket } = raw;
      if (raw.complete || socket.destroyed) return;
      // Once an answer has begun, a 408 cannot follow it on the same connection: it is only closed.
      if (response.headersSent) socket.destroy();
      else clientErrorAnswer(TIMED_OUT, socket);
    }

    function arm(raw: IncomingMessage, response: ServerResponse, allowedMs: number, startedAt: number) {
      const previous = deadlines.get(raw);
      if (previous) clearTimeout(previous.timer);
      // An injected request (app.inject) has no connection for a slow client to hold.
      if (raw.complete || !(raw.socket instanceof Socket)) {
        deadlines.delete(raw);
        return;
      }
      const left = Math.max(0, startedAt + allowedMs - Date.now());
      // Unref'd: a deadline never keeps the process alive, and it checks the socket when it fires.
      const timer = setTimeout(() => cutOff(raw, response), left).unref();
      deadlines.set(raw, { timer, startedAt, response });
    }

    app.decorate('allowUploadTime', (request: FastifyRequest) => {
      // None when the body was in before the request was routed: nothing left to wait for.
      const deadline = deadlines.get(request.raw);
      if (deadline) arm(request.raw, deadline.response, opts.uploadMs, deadline.startedAt);
    });

    app.addHook('onRequest', async (request, reply) => {
      arm(request.raw, reply.raw, opts.requestMs, Date.now());
    });

    // Most bodies are in by the answer: their deadline goes with it. One still arriving keeps its deadline.
    app.addHook('onResponse', async (request) => {
      const deadline = deadlines.get(request.raw);
      if (deadline && request.raw.complete) {
        clearTimeout(deadline.timer);
        deadlines.delete(request.raw);
      }
    });
  },
  { name: 'request-deadlines' },
);
