import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { adminApiPaths } from '../../common/api/adminPaths';
import { adminClubDetails, publicClubDetails } from '../../common/api/club';
import { revisionList, staleVersionAnswer } from '../../common/api/documents';
import { adminCourse, course } from '../../common/api/holes';
import { adminMarks, awardsAnswer } from '../../common/api/marks';
import { apiPaths } from '../../common/api/paths';
import { auditLog } from '../src/db/schema';
import { api, expectError } from './fixtures';
import { build, injectWithToken } from './helpers';
import { signInStaff } from './staffSignIn';

// docs/product.md, Club details, Course data, Award and brand marks: what staff publish of these documents
// has a history, as a page has, and any earlier revision can be published again; every instance shows it
// within seconds.

const STAFF = { email: 'history@example.org', password: 'a long history password' };

interface HistoryCase<Answer extends { version: number }> {
  /** The document's key in the store, and in the audit log. */
  key: string;
  url: string;
  revisionsUrl: string;
  restoreUrl(n: number): string;
  answer: z.ZodType<Answer>;
  /** The body of a save that changes what visitors see. */
  changed(current: Answer): object;
  /** The document as the answer holds it. */
  valueOf(answer: Answer): unknown;
  /** What visitors see of it on an instance, in a few words. */
  shown(app: FastifyInstance): Promise<string>;
}

const publicAnswer = async <T>(app: FastifyInstance, url: string, schema: z.ZodType<T>): Promise<T> => {
  const res = await app.inject({ method: 'GET', url: api(url), headers: { 'accept-language': 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
};

const cases = [
  {
    key: 'club',
    url: api(adminApiPaths.club.path()),
    revisionsUrl: api(adminApiPaths.clubRevisions.path()),
    restoreUrl: (n: number) => api(adminApiPaths.restoreClubRevision.path({ n })),
    answer: adminClubDetails,
    changed: ({ version, club }) => ({ version, club: { ...club, name: 'Golf des Dunes' } }),
    valueOf: (answer) => answer.club,
    shown: async (app) => (await publicAnswer(app, apiPaths.club.path(), publicClubDetails)).name,
  } satisfies HistoryCase<z.infer<typeof adminClubDetails>>,
  {
    key: 'course',
    url: api(adminApiPaths.course.path()),
    revisionsUrl: api(adminApiPaths.courseRevisions.path()),
    restoreUrl: (n: number) => api(adminApiPaths.restoreCourseRevision.path({ n })),
    answer: adminCourse,
    changed: ({ version, course: current }) => {
      const renamed = structuredClone(current);
      const first = renamed.holes[0];
      if (first) first.name = { ...first.name, en: 'The Dune Gate' };
      return { version, course: renamed };
    },
    valueOf: (answer) => answer.course,
    shown: async (app) =>
      JSON.stringify((await publicAnswer(app, apiPaths.holes.path(), course)).holes[0]?.name),
  } satisfies HistoryCase<z.infer<typeof adminCourse>>,
  {
    key: 'marks',
    url: api(adminApiPaths.marks.path()),
    revisionsUrl: api(adminApiPaths.marksRevisions.path()),
    restoreUrl: (n: number) => api(adminApiPaths.restoreMarksRevision.path({ n })),
    answer: adminMarks,
    changed: ({ version, marks }) => ({ version, marks: { ...marks, awards: [] } }),
    valueOf: (answer) => answer.marks,
    shown: async (app) =>
      (await publicAnswer(app, apiPaths.awards.path(), awardsAnswer)).awards.map((a) => a.name).join(', '),
  } satisfies HistoryCase<z.infer<typeof adminMarks>>,
];

describe('the history of the club’s details, the course and the marks', async () => {
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  const { app: first, database } = await build({ env });
  // A second instance on the same database: it hears of a change over the database's notifications only.
  const { app: second } = await build({ env, database });
  const asStaff = await signInStaff(first, STAFF);
  const login = await injectWithToken(first, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = login.cookies.find((c) => /session$/i.test(c.name));
  const sessionCookie = { [session?.name ?? 'session']: session?.value ?? '' };

  describe.each<HistoryCase<{ version: number }>>(cases)('$key', (document) => {
    const current = async () => {
      const res = await asStaff({ method: 'GET', url: document.url });
      expect(res.statusCode, res.body).toBe(200);
      return document.answer.parse(res.json());
    };
    const revisions = async () => {
      const res = await asStaff({ method: 'GET', url: document.revisionsUrl });
      expect(res.statusCode, res.body).toBe(200);
      return revisionList.parse(res.json()).revisions;
    };
    const restore = (n: number, version: number) =>
      asStaff({ method: 'POST', url: document.restoreUrl(n), payload: { version } });

    it('lists the seeded revision, then each save, newest first', async () => {
      expect(await revisions()).toMatchObject([{ n: 1, createdBy: 'seed', restoredFrom: null }]);
      const saved = await asStaff({
        method: 'PUT',
        url: document.url,
        payload: document.changed(await current()),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const listed = await revisions();
      expect(listed.map((revision) => revision.n)).toEqual([2, 1]);
      expect(listed[0]).toMatchObject({ createdBy: STAFF.email, restoredFrom: null });
    });

    it('publishes an earlier revision again, as a new one, on every instance', async () => {
      const [seeded] = (await first.documents.revisions(document.key)).slice(-1);
      expect(seeded?.n).toBe(1);
      const before = await current();
      const shownBefore = await document.shown(first);
      const res = await restore(1, before.version);
      expect(res.statusCode, res.body).toBe(200);
      const restored = document.answer.parse(res.json());
      expect(restored).toMatchObject({ version: before.version + 1, updatedBy: STAFF.email });
      expect(document.valueOf(restored)).toEqual(await first.documents.revision(document.key, 1));
      expect(await revisions()).toMatchObject([
        { n: 3, restoredFrom: 1, summary: 'Restored revision 1', createdBy: STAFF.email },
        { n: 2 },
        { n: 1 },
      ]);

      const shownNow = await document.shown(first);
      expect(shownNow).not.toBe(shownBefore);
      await vi.waitFor(async () => expect(await document.shown(second)).toBe(shownNow), {
        timeout: 10_000,
        interval: 50,
      });
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'document.restore'));
      expect(audits.map((row) => row.target)).toContain(`${document.key} revision 3: Restored revision 1`);
    });

    it('refuses a restore on an older version, naming who saved the newer one, and an unknown revision', async () => {
      const { version } = await current();
      const stale = await restore(2, version - 1);
      expect(stale.statusCode).toBe(409);
      expect(staleVersionAnswer.parse(stale.json())).toMatchObject({ version, updatedBy: STAFF.email });
      expect(expectError(await restore(99, version), 404)).toMatch(/revision 99/);
      expectError(await restore(0, version), 400);
      expect((await current()).version).toBe(version);
    });

    it('needs a signed-in staff member, and the cross-site token for a restore', async () => {
      expect((await first.inject({ method: 'GET', url: document.revisionsUrl })).statusCode).toBe(401);
      const { version } = await current();
      const withoutToken = { method: 'POST', url: document.restoreUrl(2), payload: { version } } as const;
      expect((await first.inject({ ...withoutToken, cookies: sessionCookie })).statusCode).toBe(403);
      expect((await first.inject(withoutToken)).statusCode).toBe(401);
      expect((await current()).version).toBe(version);
    });
  });
});
