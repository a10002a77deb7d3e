import { describe, expect, it, vi } from 'vitest';
import type { Course } from '../../common/api/holes';
import { apiPaths, filePath } from '../../common/api/paths';
import { createScoreCardCache } from '../src/scorecard/scoreCardCache';
import { scoreCardPdf } from '../src/scorecard/scoreCardPdf';
import { api } from './fixtures';
import { build } from './helpers';

describe('the score card is built once per version of the course', async () => {
  const { app } = await build();
  const course = await app.courseRepository.get('en');
  const club = { name: 'Royal Links', lines: [] };

  it('builds a card once however often, and concurrently, it is asked for', async () => {
    const build = vi.fn(scoreCardPdf);
    const cards = createScoreCardCache(build);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cards.get(structuredClone(course), 'en', club)),
    );
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((card) => card.etag)).size).toBe(1);
  });

  it('builds a new card when the course changes', async () => {
    const build = vi.fn(scoreCardPdf);
    const cards = createScoreCardCache(build);
    const first = await cards.get(course, 'en', club);
    const changed: Course = structuredClone(course);
    (changed.holes[0] as { par: number }).par = 5;
    const second = await cards.get(changed, 'en', club);
    expect(build).toHaveBeenCalledTimes(2);
    expect(second.etag).not.toBe(first.etag);
    expect(second.pdf.equals(first.pdf)).toBe(false);
  });

  it('answers with an ETag, and 304 to a client that holds the card', async () => {
    const url = api(apiPaths.scoreCard.path());
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const held = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
  });

  it('gives a changed course a new card and ETag through the route', async () => {
    const url = api(apiPaths.scoreCard.path());
    const before = await app.inject({ method: 'GET', url });
    const { version, course: stored } = await app.courseRepository.forStaff();
    const changed = structuredClone(stored);
    (changed.holes[17] as { par: number }).par = 3;
    await app.courseRepository.save('staff@example.org', version, changed);
    const after = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('/files answers come from memory', async () => {
  const { app } = await build();

  it('reads a file from the database once, and every unknown name each time', async () => {
    const read = vi.spyOn(app.fileRepository, 'get');
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: filePath('home-header.svg') })),
      );
      for (const res of answers) expect(res.statusCode).toBe(200);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect(read).toHaveBeenCalledTimes(1);
      const held = await app.inject({
        method: 'GET',
        url: filePath('home-header.svg'),
        headers: { 'if-none-match': `W/${answers[0]?.headers.etag}` },
      });
      expect(held.statusCode).toBe(304);
      expect(read).toHaveBeenCalledTimes(1);

      for (let i = 0; i < 2; i++) {
        expect((await app.inject({ method: 'GET', url: filePath('not-uploaded-yet.png') })).statusCode).toBe(
          404,
        );
      }
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      read.mockRestore();
    }
  });
});
