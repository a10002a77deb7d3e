import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { isLevelAware, lazyChildLoggerFactory } from './lazyChildLogger';

/** Fastify's pino logger at `level`, whose lines land in the returned array. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = Fastify({
    logger: { level, stream: { write: (line) => lines.push(JSON.parse(line)) } },
  }).log;
  return { parent, lines, child: vi.spyOn(parent, 'child') };
}

describe('lazyChildLoggerFactory', () => {
  it('makes no child while nothing is written at the logger level', () => {
    const { parent, lines, child } = logger('warn');
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-1' }, {});
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
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-7' }, {});
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
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-2' }, {});
    log.level = 'info';
    expect(isLevelAware(log) && log.isLevelEnabled('info')).toBe(true);
    expect(isLevelAware(parent) && parent.isLevelEnabled('info')).toBe(false);
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
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-3' }, { level: 'debug' });
    expect(child).toHaveBeenCalledWith({ reqId: 'req-3' }, { level: 'debug' });
    log.debug('route detail');
    expect(lines.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([
      { reqId: 'req-3', msg: 'route detail' },
    ]);
  });
});
