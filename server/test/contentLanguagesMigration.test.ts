import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminContent, AdminNotification } from '../../common/api/admin';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import type { Database, Schema } from '../src/db/client';
import { migrationsFolder } from '../src/lib/projectRoot';
import { api } from './fixtures';
import { build, emptyTestDatabase, injectWithToken } from './helpers';

/** The migration that gave staff texts their versions per language. */
const MIGRATION = '0014_content_languages';

/** Applies the project's migrations made before MIGRATION: the database as the site left it until then. */
async function migrateToBefore(database: Database) {
  const folder = await mkdtemp(join(tmpdir(), 'golf-migrations-'));
  afterAll(() => rm(folder, { recursive: true, force: true }));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at, `${MIGRATION} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  const config = { migrationsFolder: folder };
  // Each Database's db is the Drizzle instance of its driver (server/src/db/client.ts).
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
}

describe(`migration ${MIGRATION}: what staff wrote before stays, as the English version`, async () => {
  const database = await emptyTestDatabase();
  afterAll(() => database.close());
  await migrateToBefore(database);
  // Written with the columns of that time, as the site then wrote them.
  await database.db.execute(sql`
    insert into website_content (key, content) values
      ('menu', 'Lunch: the menu of before'),
      ('course-status', 'Preferred lies on the fairways.'),
      ('course-status-info', ${JSON.stringify({
        courseStatus: true,
        summerGreens: true,
        winterGreens: 'Some',
        buggies: true,
        prefferedLies: true,
        drivingRange: true,
      })}),
      ('vlinder', '{"wind":1,"humidity":2,"temperature":3,"airPressure":4}')`);
  await database.db.execute(
    sql`insert into notifications (content, severity, position) values ('<p>The notice of before</p>', 'warning', 0)`,
  );
  await database.migrate();

  const STAFF = { email: 'migrated@example.org', password: 'a long staff password' };
  const { app } = await build({
    database,
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const contentIn = async (key: string, language: string) => {
    const res = await app.inject({
      method: 'GET',
      url: api(apiPaths.websiteContent.path({ key })),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { content: string }).content;
  };

  it('serves the old texts in every language, English having no versions yet', async () => {
    for (const language of ['en', 'nl', 'fr', 'de']) {
      expect(await contentIn('menu', language)).toBe('Lunch: the menu of before');
      expect(await contentIn('course-status', language)).toBe('Preferred lies on the fairways.');
      expect(JSON.parse(await contentIn('course-status-info', language))).toMatchObject({
        winterGreens: 'Some',
      });
      const notices = await app.inject({
        method: 'GET',
        url: api(apiPaths.websiteNotifications.path()),
        headers: { 'accept-language': language },
      });
      expect(notices.json()).toEqual([{ content: '<p>The notice of before</p>', severity: 'warning' }]);
    }
  });

  it('shows staff the old texts as the English ones, every other language missing', async () => {
    const menu = await app.inject({
      method: 'GET',
      url: api(adminApiPaths.content.path({ key: 'menu' })),
      cookies: { session },
    });
    expect(menu.json() as AdminContent).toEqual({
      content: 'Lunch: the menu of before',
      translations: { nl: '', fr: '', de: '' },
    });
    const notices = await app.inject({
      method: 'GET',
      url: api(adminApiPaths.notifications.path()),
      cookies: { session },
    });
    expect((notices.json() as AdminNotification[]).map((n) => [n.content, n.translations])).toEqual([
      ['<p>The notice of before</p>', { nl: '', fr: '', de: '' }],
    ]);
  });

  it('then takes versions beside the old texts', async () => {
    const saved = await injectWithToken(app, {
      method: 'PUT',
      url: api(adminApiPaths.content.path({ key: 'menu' })),
      cookies: { session },
      payload: {
        content: 'Lunch: the menu of before',
        translations: { nl: 'Lunch: het menu', fr: '', de: '' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(await contentIn('menu', 'nl')).toBe('Lunch: het menu');
    expect(await contentIn('menu', 'en')).toBe('Lunch: the menu of before');
  });
});
