import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { course } from '../../common/api/holes';
import { apiPaths } from '../../common/api/paths';
import { seedCourse } from '../../common/config/course';
import { createDocumentStore } from '../src/content/documentStore';
import { holes, tees } from '../src/db/schema';
import {
  COURSE_DOCUMENT_KEY,
  createCourseRepository,
  initialCourse,
} from '../src/repositories/courseRepository';
import { api } from './fixtures';
import { build, testDatabase } from './helpers';

/**
 * The course document's first version (courseRepository.ts): the sample on a fresh install, the rows of the
 * old tees and holes tables on an install that had changed them there.
 */
describe('the first course document', () => {
  it('is the sample, in four languages, on a fresh install', async () => {
    const database = await testDatabase();
    try {
      expect(await initialCourse(database.db)).toEqual(seedCourse);
    } finally {
      await database.close();
    }
  });

  it("keeps an install's own rows, with the sample's translations where the English is the sample's", async () => {
    const database = await testDatabase();
    try {
      await database.db
        .update(holes)
        .set({ name: 'Sea Breeze', description: 'Our own first hole.', par: 5 })
        .where(eq(holes.number, 1));
      await database.db.update(tees).set({ courseRating: 70.1 }).where(eq(tees.id, 'yellow'));
      const first = await initialCourse(database.db);
      expect(first.holes[0]).toMatchObject({
        name: { en: 'Sea Breeze', nl: '', fr: '', de: '' },
        description: { en: 'Our own first hole.', nl: '', fr: '', de: '' },
        par: 5,
      });
      expect(first.holes[1]?.name).toEqual({
        en: 'The Valley',
        nl: 'De Vallei',
        fr: 'La Vallée',
        de: 'Das Tal',
      });
      expect(first.tees[1]).toMatchObject({ id: 'yellow', courseRating: 70.1, name: { nl: 'Geel' } });
    } finally {
      await database.close();
    }
  });

  it('is the sample when the rows cannot be edited, leaving the rows as they are', async () => {
    const database = await testDatabase();
    try {
      await database.db.update(tees).set({ colour: 'gold' }).where(eq(tees.id, 'yellow'));
      expect(await initialCourse(database.db)).toEqual(seedCourse);
      const [yellow] = await database.db.select().from(tees).where(eq(tees.id, 'yellow'));
      expect(yellow?.colour).toBe('gold');
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

describe('an install whose course was changed in the tables', async () => {
  const database = await testDatabase();
  // Before build()'s own: the hooks run last first, so the app closes before its database.
  afterAll(() => database.close());
  await database.db.update(holes).set({ name: 'Sea Breeze' }).where(eq(holes.number, 1));
  const { app } = await build({ database });

  it('shows its own hole, in English where it has no translation, and the sample texts elsewhere', async () => {
    const res = await app.inject({ method: 'GET', url: `${api(apiPaths.holes.path())}?lang=nl` });
    const dutch = course.parse(res.json());
    expect(dutch.holes[0]?.name).toBe('Sea Breeze');
    expect(dutch.holes[1]?.name).toBe('De Vallei');
  });
});
