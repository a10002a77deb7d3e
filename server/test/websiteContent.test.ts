import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardMembers, contentKeys, courseStatusInfo, headerImage, weather } from '../../common/api/content';
import { apiPaths } from '../../common/api/paths';
import { websiteContent } from '../src/db/schema';
import { seedContent } from '../src/db/seedData';
import { CONTENT_CACHE_CONTROL } from '../src/lib/conditionalGet';
import { CONTENT_CACHE_MS, createContentRepository } from '../src/repositories/contentRepository';
import { api, expectError } from './fixtures';
import { build } from './helpers';

describe('GET /api/v1/websitecontent/{key}', async () => {
  const { app, database } = await build();
  const get = (key: string) =>
    app.inject({ method: 'GET', url: api(apiPaths.websiteContent.path({ key: key })) });
  const contentOf = async (key: string) => {
    const res = await get(key);
    expect(res.statusCode).toBe(200);
    return (res.json() as { content: string }).content;
  };

  it('knows every key of docs/product.md, Content keys', () => {
    expect([...contentKeys].sort()).toEqual(Object.keys(seedContent).sort());
  });

  it.each(contentKeys)('serves the seeded "%s" as exactly {content}', async (key) => {
    const res = await get(key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ content: seedContent[key] });
    expect(res.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
  });

  it('course-status is plain text', async () => {
    const content = await contentOf('course-status');
    expect(content.length).toBeGreaterThan(0);
    expect(() => JSON.parse(content)).toThrow();
  });

  it('course-status-info is JSON matching the courseStatusInfo schema', async () => {
    const info = courseStatusInfo.parse(JSON.parse(await contentOf('course-status-info')));
    expect(Object.keys(info).sort()).toEqual(
      ['buggies', 'courseStatus', 'drivingRange', 'prefferedLies', 'summerGreens', 'winterGreens'].sort(),
    );
  });

  it('home-page-header-image names a file the server actually serves', async () => {
    const image = headerImage.parse(JSON.parse(await contentOf('home-page-header-image')));
    const url = image.files[0]?.fileUrl ?? '';
    expect(url).toBe('/files/home-header.svg');
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
  });

  it('vlinder is a weather reading', async () => {
    const reading = weather.parse(JSON.parse(await contentOf('vlinder')));
    for (const value of [reading.wind, reading.humidity, reading.temperature, reading.airPressure]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('menu is the lunch menu text', async () => {
    expect(await contentOf('menu')).toContain('Lunch menu');
  });

  it('bod-page-data is a JSON string of board members whose images exist', async () => {
    const board = boardMembers.parse(JSON.parse(await contentOf('bod-page-data')));
    expect(board.length).toBeGreaterThan(0);
    for (const member of board) {
      const res = await app.inject({ method: 'GET', url: `/files/${encodeURIComponent(member.image)}` });
      expect(res.statusCode, member.image).toBe(200);
    }
  });

  it.each(['no-such-key', 'Menu', 'menu ', 'course-status-info.json', '__proto__', 'a/b'])(
    'answers 404 {message} for the unknown key %j',
    async (key) => {
      expect(expectError(await get(key), 404)).toContain('No website content');
    },
  );

  it('answers a key the pages do not read, on the parameter route, like the keys they read', async () => {
    await app.contentRepository.set('notice-board', 'Members only on Sunday morning.');
    const [known, other] = [await get('menu'), await get('notice-board')];
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ content: 'Members only on Sunday morning.' });
    const names = (res: typeof known) => Object.keys(res.headers).sort();
    expect(names(other)).toEqual(names(known));
    // A key of section 3 spelled with an escape reaches the same item through the parameter route.
    const escaped = await app.inject({
      method: 'GET',
      url: api(apiPaths.websiteContent.path({ key: 'menu' })).replace('menu', 'm%65nu'),
    });
    expect(escaped.json()).toEqual(known.json());
  });

  it('answers a key of 100 characters with 404, a longer one with 414, both {message}', async () => {
    expectError(await get('k'.repeat(100)), 404);
    expect(expectError(await get('k'.repeat(101)), 414)).toBe('The address is too long.');
  });

  it('shows a change made through the repository at once', async () => {
    await contentOf('course-status');
    await app.contentRepository.set('course-status', 'Course closed: frost.');
    expect(await contentOf('course-status')).toBe('Course closed: frost.');
  });

  it(`caches reads, unknown keys included, for ${CONTENT_CACHE_MS} ms`, async () => {
    let time = 10_000;
    const repository = createContentRepository(database.db, { clock: { now: () => time } });
    const key = 'cache-probe';
    expect(await repository.answer(key)).toBeNull();
    await database.db.insert(websiteContent).values({ key, content: 'first' });
    time += CONTENT_CACHE_MS - 1;
    expect(await repository.answer(key)).toBeNull(); // the miss is cached
    time += 2;
    expect(await repository.get(key)).toBe('first');
    await database.db.update(websiteContent).set({ content: 'second' }).where(eq(websiteContent.key, key));
    time += CONTENT_CACHE_MS - 1;
    expect(await repository.get(key)).toBe('first');
    time += 2;
    expect(await repository.get(key)).toBe('second');
  });

  it('answers a repeated probe of an unknown key from memory', async () => {
    const key = 'cache-probe-api';
    expectError(await get(key), 404);
    await database.db.insert(websiteContent).values({ key, content: 'first' });
    expectError(await get(key), 404);
  });
});
