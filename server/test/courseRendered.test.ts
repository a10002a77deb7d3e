import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { adminCourse, course } from '../../common/api/holes';
import { apiPaths } from '../../common/api/paths';
import { api } from './fixtures';
import { renderedPage, twoInstances } from './helpers/twoInstances';
import { signInStaff } from './staffSignIn';

// docs/product.md, Course data: a change staff publish shows in GET /holes and on the rendered course pages
// of every instance within seconds, in the page's language.

const STAFF = { email: 'course-pages@example.org', password: 'a long course password' };

/**
 * The holes pages' templates and a small SSR bundle that writes each hole's name and description from the
 * course query, as HoleSection does.
 */
const coursePages = {
  name: 'course-pages',
  pages: [
    ['holes/index.html', '/holes', 'en', '<!doctype html><html><body>the built holes page</body></html>'],
    [
      'nl/holes/index.html',
      '/nl/holes',
      'nl',
      '<!doctype html><html><body>de gebouwde holespagina</body></html>',
    ],
    [
      'nl/greenfees/index.html',
      '/nl/greenfees',
      'nl',
      '<!doctype html><html><body>de gebouwde greenfeepagina</body></html>',
    ],
  ],
  entryServer: `
    export const courseQueryKey = (language) => ['course', language];
    export async function renderPage(path, language, queries) {
      const found = queries.find(([key]) => key[0] === 'course');
      if (!found) return { head: [], body: '<p>rendered without the course</p>' };
      const [key, course] = found;
      const holes = course.holes.map((hole) =>
        '<section id="hole-' + hole.number + '"><h2>' + escape(hole.name) + '</h2><p>' + escape(hole.description) + '</p></section>',
      );
      return { head: [], body: '<main data-key="' + key.join('/') + '">' + holes.join('') + '</main>' };
    }`,
} as const;

const holeHtml = (page: string, number: number) =>
  new RegExp(`<section id="hole-${number}">(.*?)</section>`).exec(page)?.[1] ?? '';

describe('the course pages, rendered with the published course', async () => {
  const { first, second } = await twoInstances({ ...coursePages, admin: STAFF });
  const asStaff = await signInStaff(first, STAFF);

  it('paints the holes in the page’s language from the page itself', async () => {
    const dutch = await renderedPage(second, '/nl/holes');
    expect(dutch).toContain('<main data-key="course/nl">');
    expect(holeHtml(dutch, 2)).toContain('<h2>De Vallei</h2>');
    expect(holeHtml(dutch, 4)).toContain('De moeilijkste hole');
    expect(holeHtml(await renderedPage(second, '/holes'), 2)).toContain('<h2>The Valley</h2>');
    // A page that shows no course is rendered without it.
    expect(await renderedPage(second, '/nl/greenfees')).toContain('rendered without the course');
  });

  it('shows a Dutch hole description staff save in GET /holes and on /nl/holes, on every instance', async () => {
    const text = 'Een blinde afslag over de duinpan; wie links blijft, ziet de green liggen.';
    const loaded = await asStaff({ method: 'GET', url: api(adminApiPaths.course.path()) });
    const { version, course: current } = adminCourse.parse(loaded.json());
    const changed = structuredClone(current);
    const hole = changed.holes[3];
    if (hole) hole.description = { ...hole.description, nl: text };
    const saved = await asStaff({
      method: 'PUT',
      url: api(adminApiPaths.course.path()),
      payload: { version, course: changed },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const dutchHoles = async (app: FastifyInstance) => {
      const answer = await app.inject({
        method: 'GET',
        url: api(apiPaths.holes.path()),
        headers: { 'accept-language': 'nl-BE,nl;q=0.9' },
      });
      return course.parse(answer.json()).holes;
    };
    // At once on the instance that saved it; on the other once it has heard (PostgreSQL's notifications).
    expect((await dutchHoles(first))[3]?.description).toBe(text);
    expect(holeHtml(await renderedPage(first, '/nl/holes'), 4)).toContain(text);
    await vi.waitFor(
      async () => {
        expect((await dutchHoles(second))[3]?.description).toBe(text);
        expect(holeHtml(await renderedPage(second, '/nl/holes'), 4)).toContain(text);
      },
      { timeout: 10_000, interval: 50 },
    );
    // The English page keeps the English text.
    expect(holeHtml(await renderedPage(second, '/holes'), 4)).toContain('The hardest hole');
  });
});
