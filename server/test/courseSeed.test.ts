import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCourse } from '../../common/config/course';
import { createDocumentStore } from '../src/content/documentStore';
import {
  COURSE_DOCUMENT_KEY,
  createCourseRepository,
  initialCourse,
} from '../src/repositories/courseRepository';
import { testDatabase } from './helpers';

/**
 * The course document's first version (courseRepository.ts): the sample on a fresh install, which has no
 * old tees and holes tables. An install that had its course in them: courseTablesMigration.test.ts.
 */
describe('the first course document', () => {
  it('is the sample, in four languages, on a fresh install, which has none of the old tables', async () => {
    const database = await testDatabase();
    try {
      expect(await initialCourse(database.db)).toEqual({ course: seedCourse, fromTables: false });
      const result = (await database.db.execute(
        sql`select to_regclass('tees') is null and to_regclass('holes') is null as gone`,
      )) as unknown as { rows: { gone: boolean }[] };
      expect(result.rows[0]?.gone).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('is seeded once: a later start keeps what staff saved', async () => {
    const database = await testDatabase();
    try {
      const store = createDocumentStore(database.db, { cacheMs: 0 });
      const repository = createCourseRepository(store);
      expect(await repository.seed(database.db)).toBe(true);
      const { version, course: seeded } = await repository.forStaff();
      const changed = structuredClone(seeded);
      const hole = changed.holes[0];
      if (hole) hole.par = 3;
      await repository.save('staff@example.org', version, changed);
      expect(await createCourseRepository(store).seed(database.db)).toBe(false);
      expect((await store.get(COURSE_DOCUMENT_KEY))?.version).toBe(version + 1);
      expect((await repository.published()).holes[0]?.par).toBe(3);
    } finally {
      await database.close();
    }
  });
});
