import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { course } from '../../common/api/holes';
import { apiPaths } from '../../common/api/paths';
import { seedCourse, seedHoles, seedTees } from '../../common/config/course';
import type { Database, Schema } from '../src/db/client';
import { migrationsFolder } from '../src/lib/projectRoot';
import { COURSE_DOCUMENT_KEY } from '../src/repositories/courseRepository';
import { api } from './fixtures';
import { build, emptyTestDatabase } from './helpers';

/** The migration that drops the course's old tables (docs/product.md, Course data). */
const MIGRATION = '0019_drop_tees_and_holes';

/** Applies the project's migrations made before MIGRATION: the database as the site left it until then. */
async function migrateToBefore(database: Database) {
  const folder = await mkdtemp(join(tmpdir(), 'golf-migrations-'));
  try {
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
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The course rows as the old seed wrote them, with what an install changed in them. */
async function writeOldCourse(
  database: Database,
  change: { holeOne?: { name: string; par: number }; yellow?: { rating?: number; colour?: string } } = {},
) {
  for (const [position, tee] of seedTees.entries()) {
    const yellow = tee.id === 'yellow' ? change.yellow : undefined;
    await database.db.execute(sql`
      insert into tees (id, name, colour, course_rating, slope, position)
      values (${tee.id}, ${tee.name}, ${yellow?.colour ?? tee.colour}, ${yellow?.rating ?? tee.courseRating},
              ${tee.slope}, ${position})`);
  }
  for (const hole of seedHoles) {
    const own = hole.number === 1 ? change.holeOne : undefined;
    await database.db.execute(sql`
      insert into holes (number, name, par, stroke_index, lengths, description)
      values (${hole.number}, ${own?.name ?? hole.name}, ${own?.par ?? hole.par}, ${hole.strokeIndex},
              ${JSON.stringify(hole.lengths)}::jsonb, ${hole.description})`);
  }
}

const oldTablesOf = async (database: Database) => {
  const result = (await database.db.execute(
    sql`select to_regclass('tees') is not null as tees, to_regclass('holes') is not null as holes`,
  )) as unknown as { rows: { tees: boolean; holes: boolean }[] };
  return result.rows[0];
};

const courseIn = async (app: Awaited<ReturnType<typeof build>>['app'], language: string) => {
  const res = await app.inject({ method: 'GET', url: `${api(apiPaths.holes.path())}?lang=${language}` });
  expect(res.statusCode, res.body).toBe(200);
  return course.parse(res.json());
};

describe(`migration ${MIGRATION}`, () => {
  it('leaves a new database without the old tables', async () => {
    const database = await emptyTestDatabase();
    try {
      await database.migrate();
      expect(await oldTablesOf(database)).toEqual({ tees: false, holes: false });
    } finally {
      await database.close();
    }
  });

  it('drops them on an install whose course is already the document, which it leaves as it is', async () => {
    const database = await emptyTestDatabase();
    try {
      await migrateToBefore(database);
      await writeOldCourse(database);
      const published = { ...seedCourse, tees: seedCourse.tees.slice(0, 2) };
      await database.db.execute(sql`
        insert into documents (key, published, updated_by, published_by)
        values (${COURSE_DOCUMENT_KEY}, ${JSON.stringify(published)}::jsonb, 'seed', 'seed')`);
      await database.migrate();
      expect(await oldTablesOf(database)).toEqual({ tees: false, holes: false });
      const stored = (await database.db.execute(
        sql`select published from documents where key = ${COURSE_DOCUMENT_KEY}`,
      )) as unknown as { rows: { published: unknown }[] };
      expect(stored.rows[0]?.published).toEqual(published);
    } finally {
      await database.close();
    }
  });
});

describe('an install from before the course document, upgraded', async () => {
  const database = await emptyTestDatabase();
  // Before build()'s own: the hooks run last first, so the app closes before its database.
  afterAll(() => database.close());
  await migrateToBefore(database);
  await writeOldCourse(database, { holeOne: { name: 'Sea Breeze', par: 5 }, yellow: { rating: 70.1 } });
  await database.migrate();
  const keptByMigration = await oldTablesOf(database);
  const { app } = await build({ database });
  const droppedByFirstStart = await oldTablesOf(database);
  // A later start, as after a restart or by a second instance.
  const { app: restarted } = await build({ database });

  it('keeps the old tables through the migration, for the first start to read', () => {
    expect(keptByMigration).toEqual({ tees: true, holes: true });
  });

  it('publishes their course, with the sample’s translations where the English is the sample’s', async () => {
    const dutch = await courseIn(app, 'nl');
    expect(dutch.holes[0]).toMatchObject({ name: 'Sea Breeze', par: 5 });
    expect(dutch.holes[1]?.name).toBe('De Vallei');
    expect(dutch.tees.find((tee) => tee.id === 'yellow')).toMatchObject({ name: 'Geel', courseRating: 70.1 });
    const published = await app.courseRepository.published();
    expect(published.holes[0]?.name).toEqual({ en: 'Sea Breeze', nl: '', fr: '', de: '' });
  });

  it('then drops the old tables, and a later start keeps the document', async () => {
    expect(droppedByFirstStart).toEqual({ tees: false, holes: false });
    expect((await courseIn(restarted, 'en')).holes[0]?.name).toBe('Sea Breeze');
    expect(await app.documents.revisions(COURSE_DOCUMENT_KEY)).toHaveLength(1);
  });
});

describe('an upgraded install whose old rows cannot be edited', async () => {
  const database = await emptyTestDatabase();
  afterAll(() => database.close());
  await migrateToBefore(database);
  await writeOldCourse(database, { yellow: { colour: 'gold' } });
  const { app } = await build({ database });

  it('publishes the sample, and keeps the rows in their tables to be typed in again', async () => {
    expect(await app.courseRepository.published()).toEqual(seedCourse);
    expect(await oldTablesOf(database)).toEqual({ tees: true, holes: true });
    const yellow = (await database.db.execute(
      sql`select colour from tees where id = 'yellow'`,
    )) as unknown as { rows: { colour: string }[] };
    expect(yellow.rows[0]?.colour).toBe('gold');
  });
});
