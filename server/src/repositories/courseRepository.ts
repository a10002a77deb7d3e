import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Course } from '../../../common/api/holes';
import type { Db } from '../db/client';
import { holes, tees } from '../db/schema';

/** The course changes a few times a year, and every holes page reads it: keep it in memory briefly. */
const COURSE_CACHE_MS = 5000;

export function createCourseRepository(db: Db) {
  let cached: { course: Course; until: number } | null = null;
  return {
    async get(): Promise<Course> {
      if (cached && cached.until > Date.now()) return cached.course;
      const [teeRows, holeRows] = await Promise.all([
        db.select().from(tees).orderBy(asc(tees.position)),
        db.select().from(holes).orderBy(asc(holes.number)),
      ]);
      const course: Course = {
        tees: teeRows.map(({ position: _position, ...tee }) => tee),
        holes: holeRows,
      };
      cached = { course, until: Date.now() + COURSE_CACHE_MS };
      return course;
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    courseRepository: CourseRepository;
  }
}

export default fp(
  async function courseRepository(app: FastifyInstance) {
    app.decorate('courseRepository', createCourseRepository(app.db));
  },
  { name: 'course-repository', dependencies: ['database'] },
);
