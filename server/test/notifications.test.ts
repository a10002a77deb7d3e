import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { notifications } from '../src/db/schema';
import { seedNotifications } from '../src/db/seedData';
import { api } from './fixtures';
import { build } from './helpers';

const HOUR = 3_600_000;

describe('GET /api/v1/notifications/website', async () => {
  const { app, database } = await build();
  // The answer is cached until a change is announced; these tests write to the table directly.
  const list = async () => {
    app.notificationRepository.forget();
    const res = await app.inject({ method: 'GET', url: api(apiPaths.websiteNotifications.path()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json() as { content: string; severity: string }[];
  };
  const seeded = seedNotifications.map(({ content, severity }) => ({ content, severity }));

  it('lists the two seeded notifications in position order as [{content, severity}]', async () => {
    const items = await list();
    expect(items).toEqual(seeded);
    expect(items.map((n) => n.severity)).toEqual(['info', 'warning']);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['content', 'severity']);
  });

  it('shows only started, unended notifications, by position then age', async () => {
    const now = Date.now();
    const rows = await database.db
      .insert(notifications)
      .values([
        { content: 'future', severity: 'info', position: 0, startsAt: new Date(now + HOUR) },
        { content: 'ended', severity: 'info', position: 0, endsAt: new Date(now - HOUR) },
        {
          content: 'running',
          severity: 'warning',
          position: 0,
          startsAt: new Date(now - HOUR),
          endsAt: new Date(now + HOUR),
        },
        { content: 'open-ended', severity: 'info', position: 9, startsAt: new Date(now - HOUR) },
        { content: 'tie', severity: 'info', position: 1, endsAt: new Date(now + HOUR) },
        {
          content: 'long ago',
          severity: 'warning',
          position: 0,
          startsAt: new Date(now - 48 * HOUR),
          endsAt: new Date(now - 24 * HOUR),
        },
      ])
      .returning({ id: notifications.id });

    expect(await list()).toEqual([
      { content: 'running', severity: 'warning' },
      seeded[0],
      { content: 'tie', severity: 'info' }, // same position as the first seeded one, but newer
      seeded[1],
      { content: 'open-ended', severity: 'info' },
    ]);

    await database.db.delete(notifications).where(
      inArray(
        notifications.id,
        rows.map((r) => r.id),
      ),
    );
    expect(await list()).toEqual(seeded);
  });

  it('names the next start or end of a notice as the moment the list changes by itself', async () => {
    const now = new Date('2026-06-01T10:00:00.123Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(await app.notificationRepository.nextChange(now)).toBeUndefined();
    const rows = await database.db
      .insert(notifications)
      .values([
        { content: 'later', severity: 'info', position: 0, startsAt: at(3 * HOUR), endsAt: at(5 * HOUR) },
        { content: 'past', severity: 'info', position: 0, startsAt: at(-2 * HOUR), endsAt: at(-HOUR) },
        { content: 'ending', severity: 'info', position: 0, startsAt: at(-HOUR), endsAt: at(2 * HOUR) },
        { content: 'exactly now', severity: 'info', position: 0, startsAt: now },
      ])
      .returning({ id: notifications.id });

    expect(await app.notificationRepository.nextChange(now)).toEqual(at(2 * HOUR));
    expect(await app.notificationRepository.nextChange(at(2 * HOUR))).toEqual(at(3 * HOUR));
    expect(await app.notificationRepository.nextChange(at(4 * HOUR))).toEqual(at(5 * HOUR));
    expect(await app.notificationRepository.nextChange(at(5 * HOUR))).toBeUndefined();
    // A start a millisecond ahead is still to come.
    expect(await app.notificationRepository.nextChange(at(-1))).toEqual(now);

    await database.db.delete(notifications).where(
      inArray(
        notifications.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('answers [] when nothing is active', async () => {
    const all = await database.db.select().from(notifications);
    await database.db.delete(notifications);
    try {
      expect(await list()).toEqual([]);
    } finally {
      await database.db.insert(notifications).values(all);
    }
    expect(await list()).toEqual(seeded);
  });
});
