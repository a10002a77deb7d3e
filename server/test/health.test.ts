import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { build, testConfig, testDatabase } from './helpers';

describe('GET /api/v1/health', async () => {
  const { app } = await build();

  it('answers ok once migrated and the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a message when the database does not answer', async () => {
    const database = await testDatabase();
    const lines: { msg: string; reqId?: string }[] = [];
    const lonely = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      webRoot: '/nonexistent',
    });
    await lonely.ready();
    await database.close();
    try {
      const res = await lonely.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database is not available.' });
      // A line a handler writes names its request.
      const failure = lines.find((line) => line.msg === 'health check failed');
      expect(failure?.reqId).toMatch(/^req-/);
    } finally {
      await lonely.close();
    }
  });
});
