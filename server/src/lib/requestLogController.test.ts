import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLogger } from './lazyChildLogger';
import { RequestLogController } from './requestLogController';

/** An app logging at `level` through the lazy child logger and the controller, its lines in an array. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    loggerInstance: appLogger({ level, stream: { write: (line) => lines.push(JSON.parse(line)) } }),
    logController: new RequestLogController(),
  });
  app.get('/ping', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RequestLogController', () => {
  it("writes Fastify's request lines at info, with the request id", async () => {
    const { app, lines } = await appAt('info');
    const res = await app.inject('/ping');
    expect(res.statusCode).toBe(200);
    expect(lines.map(({ msg }) => msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBeTruthy();
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
    expect(lines[1]?.responseTime).toEqual(expect.any(Number));
    await app.close();
  });

  it('does not build the lines at warn, where they would be dropped', async () => {
    const incoming = vi.spyOn(LogController.prototype, 'incomingRequest');
    const completed = vi.spyOn(LogController.prototype, 'requestCompleted');
    const { app, lines } = await appAt('warn');
    expect((await app.inject('/ping')).statusCode).toBe(200);
    expect(incoming).not.toHaveBeenCalled();
    expect(completed).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('still reports a request that ended in an error at warn', async () => {
    const { app, lines } = await appAt('warn');
    const log = app.log.child({ reqId: 'req-9' }, {});
    const request = { log } as FastifyRequest;
    const reply = { log, elapsedTime: 3 } as FastifyReply;
    new RequestLogController().requestCompleted(new Error('socket hang up'), request, reply);
    expect(lines.map(({ msg, level, reqId }) => ({ msg, level, reqId }))).toEqual([
      { msg: 'request errored', level: 50, reqId: 'req-9' },
    ]);
    await app.close();
  });
});
