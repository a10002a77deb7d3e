import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { staleVersionAnswer } from '../../../../../common/api/documents';
import { errorBody } from '../../../../../common/api/errors';
import { adminCourse, saveCourseBody } from '../../../../../common/api/holes';
import { StaleVersionError } from '../../../content/documentStore';
import { documentHistoryRoutes } from './documentHistory';

/**
 * Eighteen holes with a description of up to 1,000 characters in four languages, and up to six tees, are
 * larger than the site's usual body limit.
 */
const COURSE_BODY_LIMIT = 256 * 1024;

/**
 * The course (docs/product.md, Course data), registered inside the admin routes' sign-in scope. A save is
 * checked as a whole (18 holes, each stroke index once, a length from every tee), publishes at once as a
 * revision with its audit line, and is pushed live on the topic 'course' by the document store; a save on
 * an older version is refused with who saved the newer one. Its history and restore are a page's
 * (documentHistory.ts).
 */
const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(adminApiPaths.course.pattern, { schema: { response: { 200: adminCourse } } }, () =>
    app.courseRepository.forStaff(),
  );

  app.put(
    adminApiPaths.course.pattern,
    {
      bodyLimit: COURSE_BODY_LIMIT,
      schema: {
        body: saveCourseBody,
        response: { 200: adminCourse, 400: errorBody, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      const { version, course } = request.body;
      try {
        return await app.courseRepository.save(request.staffUser?.email ?? 'unknown', version, course);
      } catch (error) {
        // The whole answer, not only its message: the admin names who saved first, and when.
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  documentHistoryRoutes(app, {
    revisions: adminApiPaths.courseRevisions,
    restore: adminApiPaths.restoreCourseRevision,
    answer: adminCourse,
    service: app.courseRepository,
  });
};
export default adminCourseRoutes;
