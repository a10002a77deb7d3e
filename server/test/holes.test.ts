import { describe, expect, it, vi } from 'vitest';
import { course } from '../../common/api/holes';
import { build } from './helpers';

describe('GET /api/v1/holes', async () => {
  const { app } = await build();

  it('returns the seeded par-70 course with tees, ratings and lengths for every tee', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/holes' });
    expect(res.statusCode).toBe(200);
    const data = course.parse(res.json());
    expect(data.holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(data.holes.reduce((total, h) => total + h.par, 0)).toBe(70);
    expect(data.holes.map((h) => h.strokeIndex).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    expect(data.tees.map((t) => t.id)).toEqual(['white', 'yellow', 'blue', 'red']);
    for (const hole of data.holes) {
      for (const tee of data.tees)
        expect(hole.lengths[tee.id], `hole ${hole.number} ${tee.id}`).toBeGreaterThan(90);
      expect(hole.lengths.white).toBeGreaterThan(hole.lengths.red ?? Number.POSITIVE_INFINITY);
    }
    expect(data.tees.every((t) => t.slope >= 55 && t.slope <= 155 && t.courseRating > 60)).toBe(true);
  });
});

describe('GET /api/v1/holes/scorecard.pdf', async () => {
  const { app } = await build();

  it('downloads a PDF score card made from the hole data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="score-card.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.byteLength).toBeGreaterThan(2000);
  });

  it('changes when the course changes', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf' })).rawPayload;
    const { holes } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(holes)
      .set({ lengths: { white: 999, yellow: 990, blue: 980, red: 970 } })
      .where(eq(holes.number, 1));
    // The course is kept in memory for 5 s: let that time pass on a fake clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5100);
      const after = (await app.inject({ method: 'GET', url: '/api/v1/holes/scorecard.pdf' })).rawPayload;
      expect(after.equals(before)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
