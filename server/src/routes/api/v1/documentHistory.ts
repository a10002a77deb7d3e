import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type RevisionSummary,
  restoreBody,
  revisionList,
  staleVersionAnswer,
} from '../../../../../common/api/documents';
import { errorBody } from '../../../../../common/api/errors';
import { StaleVersionError } from '../../../content/documentStore';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** The number of a revision in a restore's path. */
export const revisionNumber = z.coerce
  .number({ error: 'A revision is a number.' })
  .int()
  .positive()
  .max(1_000_000);

interface DocumentHistoryOptions<Answer> {
  /** GET: what publishing recorded, newest first. */
  revisions: { pattern: string };
  /** POST { version }: revision :n published again, as a new revision. */
  restore: { pattern: string };
  /** What the document's GET and PUT answer, and so a restore. */
  answer: z.ZodType<Answer>;
  /** The document's service: its revisions, and a restore that is audited and pushed live as a save is. */
  service: {
    revisions(): Promise<RevisionSummary[]>;
    restore(actor: string, n: number, version: number): Promise<Answer>;
  };
}

/**
 * The history and restore of a document staff save and publish at once (the club's details, the course,
 * the marks), as a page's (adminPages.ts): registered inside the admin routes' sign-in scope, so a restore
 * needs the cross-site token as every change does. A restore on an older version is refused with who
 * saved the newer one; one of a revision that does not exist is a 404.
 */
export function documentHistoryRoutes<Answer>(app: AdminApp, options: DocumentHistoryOptions<Answer>) {
  // Checked against the answer's schema as any route is; typed loosely here, where Answer is not known.
  const answer: z.ZodType = options.answer;
  app.get(options.revisions.pattern, { schema: { response: { 200: revisionList } } }, async () => ({
    revisions: await options.service.revisions(),
  }));

  app.post(
    options.restore.pattern,
    {
      schema: {
        params: z.object({ n: revisionNumber }),
        body: restoreBody,
        response: { 200: answer, 400: errorBody, 404: errorBody, 409: staleVersionAnswer },
      },
    },
    async (request, reply) => {
      try {
        const actor = request.staffUser?.email ?? 'unknown';
        return await options.service.restore(actor, request.params.n, request.body.version);
      } catch (error) {
        // The whole answer, not only its message: the admin names who saved first, and when.
        if (error instanceof StaleVersionError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );
}
