import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { appLogger, isLevelAware, LazyParentLogger } from './lazyChildLogger';

/** The app's logger over a pino logger at `level` whose lines land in the returned array. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const inner = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const parent = new LazyParentLogger(inner);
  return { parent, lines, child: vi.spyOn(inner, 'child') };
}

/** A request's logger, asked for as Fastify's default child logger factory asks (options {}). */
const requestLogger = (parent: LazyParentLogger, reqId: string) => parent.child({ reqId }, {});

describe('LazyParentLogger', () => {
  it('makes no child while nothing is written at the logger level', () => {
    const { parent, lines, child } = logger('warn');
    const log = requestLogger(parent, 'req-1');
    log.info('incoming request');
    log.debug({ a: 1 }, 'details');
    expect(isLevelAware(log) && log.isLevelEnabled('info')).toBe(false);
    expect(isLevelAware(log) && log.isLevelEnabled('warn')).toBe(true);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes a line with the request id, making the child once', () => {
    const { parent, lines, child } = logger('warn');
    const log = requestLogger(parent, 'req-7');
    log.warn({ err: new Error('no database') }, 'health check failed');
    log.error('request failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ reqId, msg, level }) => ({ reqId, msg, level }))).toEqual([
      { reqId: 'req-7', msg: 'health check failed', level: 40 },
      { reqId: 'req-7', msg: 'request failed', level: 50 },
    ]);
    expect(lines[0]?.err).toMatchObject({ message: 'no database' });
  });

  it("changes only the request's level, and its own children carry both bindings", () => {
    const { parent, lines } = logger('warn');
    const log = requestLogger(parent, 'req-2');
    log.level = 'info';
    expect(isLevelAware(log) && log.isLevelEnabled('info')).toBe(true);
    expect(parent.isLevelEnabled('info')).toBe(false);
    log.info('now written');
    log.child({ step: 'payment' }).info('nested');
    parent.info('parent still at warn');
    expect(lines.map(({ reqId, step, msg }) => ({ reqId, step, msg }))).toEqual([
      { reqId: 'req-2', step: undefined, msg: 'now written' },
      { reqId: 'req-2', step: 'payment', msg: 'nested' },
    ]);
  });

  it('gives a route with logging options of its own its child at once', () => {
    const { parent, lines, child } = logger('warn');
    const log = parent.child({ reqId: 'req-3' }, { level: 'debug' });
    expect(child).toHaveBeenCalledWith({ reqId: 'req-3' }, { level: 'debug' });
    log.debug('route detail');
    expect(lines.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([
      { reqId: 'req-3', msg: 'route detail' },
    ]);
  });
});

describe('appLogger in Fastify', () => {
  it("serves as Fastify's logger: request lines carry the request id, and Fastify's serializers apply", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      loggerInstance: appLogger({ level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } }),
    });
    app.get('/fail', async (request) => {
      request.log.warn({ err: new Error('broken') }, 'handler warned');
      return { ok: true };
    });
    await app.ready();
    expect((await app.inject('/fail')).statusCode).toBe(200);
    const byMessage = Object.fromEntries(lines.map((line) => [line.msg, line]));
    expect(Object.keys(byMessage)).toEqual(['incoming request', 'handler warned', 'request completed']);
    const reqId = byMessage['incoming request']?.reqId;
    expect(reqId).toBeTruthy();
    expect(byMessage['handler warned']).toMatchObject({ reqId, err: { message: 'broken' } });
    // Fastify's own serializers: the request as method and url, the reply as its status.
    expect(byMessage['incoming request']?.req).toMatchObject({ method: 'GET', url: '/fail' });
    expect(byMessage['request completed']).toMatchObject({ reqId, res: { statusCode: 200 } });
    await app.close();
  });
});
