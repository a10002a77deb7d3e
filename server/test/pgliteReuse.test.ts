import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../src/db/client';
import { everyRow } from './databaseContents';
import { testDbKind } from './helpers';
import { loadTemplate, readTemplate, reset, type Template } from './pgliteReuse';

/** Every row of every table and each sequence's state, to compare two databases whole. */
async function contents(client: PGlite) {
  const { rows: sequences } = await client.query(
    'select sequencename, last_value from pg_sequences order by 1',
  );
  return { rows: await everyRow(pgliteDatabase(client)), sequences };
}

// The PGlite tests hand a closed file's database to the next file once reset (pgliteReuse.ts); the reset
// must leave nothing of the file before, or refuse.
describe.runIf(testDbKind === 'pglite')("a test database put back into the template's state", async () => {
  const fresh = await loadTemplate();
  const template: Template = await readTemplate(fresh);
  const pristine = await contents(fresh);
  const used = await loadTemplate();
  afterAll(async () => {
    await fresh.close();
    await used.close();
  });

  it('matches a fresh copy after a file changed rows, sequences, settings and locks', async () => {
    await used.exec(`
      insert into notifications (content, severity) values ('Left behind', 'warning');
      insert into notifications (content, severity) values ('Also left behind', 'info');
      delete from files;
      update website_content set content = 'changed' where key = (select min(key) from website_content);
      insert into staff_users (id, email, password_hash, role)
        values (gen_random_uuid(), 'left@example.org', 'x', 'admin');
      set time zone 'Asia/Tokyo';
      select pg_advisory_lock(42);
      listen some_channel;
    `);
    expect(await contents(used)).not.toEqual(pristine);

    expect(await reset(used, template)).toBe(true);

    expect(await contents(used)).toEqual(pristine);
    const { rows } = await used.query<{ zone: string }>('show time zone');
    expect(rows[0]?.zone).not.toBe('Asia/Tokyo');
    const locks = await used.query('select * from pg_locks where locktype = $1', ['advisory']);
    expect(locks.rows).toEqual([]);
    // A new row takes the id a fresh copy would give it.
    const [next, nextFresh] = await Promise.all(
      [used, fresh].map((client) =>
        client.query<{ id: string }>(
          "insert into notifications (content, severity) values ('x', 'info') returning id::text",
        ),
      ),
    );
    expect(next?.rows).toEqual(nextFresh?.rows);
  });

  it('refuses a database whose schema a file changed, and one left inside a transaction', async () => {
    await used.exec('create table left_behind (id int)');
    expect(await reset(used, template)).toBe(false);
    await used.exec('drop table left_behind');
    await used.exec('alter table notifications add column extra text');
    expect(await reset(used, template)).toBe(false);
    await used.exec('alter table notifications drop column extra');
    await used.exec('create index left_index on notifications (position)');
    expect(await reset(used, template)).toBe(false);
    await used.exec('drop index left_index');
    expect(await reset(used, template)).toBe(true);

    await used.exec('begin');
    expect(await reset(used, template)).toBe(false);
    await used.exec('rollback');
  });
});
