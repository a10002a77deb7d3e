import { describe, expect, it } from 'vitest';
import { build } from './helpers';

describe('GET /api/v1/health', async () => {
  const { app } = await build();

  it('answers ok once migrated and the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
