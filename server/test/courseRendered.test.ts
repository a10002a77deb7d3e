import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { adminCourse, course } from '../../common/api/holes';
import { apiPaths } from '../../common/api/paths';
import { api } from './fixtures';
import { build } from './helpers';
import { signInStaff } from './staffSignIn';

// docs/product.md, Course data: a change staff publish shows in GET /holes and on the rendered course pages
// of every instance within seconds, in the page's language.

const STAFF = { email: 'course-pages@example.org', password: 'a long course password' };

const template = (path: string, language: string) =>
  `<!doctype html><html lang="${language}"><head><!--ssr-head--></head><body><div id="root" data-prerendered="${path}"><!--ssr-body--></div></body></html>`;

/**
 * A build as the server finds it, with the holes pages' templates and a small SSR bundle that writes each
 * hole's name and description from the course query, as HoleSection does.
 */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'course-pages-'));
  const pages: Record<string, { path: string; language: string; html: string }> = {};
  for (const [file, path, language] of [
    ['holes/index.html', '/holes', 'en'],
    ['nl/holes/index.html', '/nl/holes', 'nl'],
    ['nl/greenfees/index.html', '/nl/greenfees', 'nl'],
  ] as const) {
    pages[file] = { path, language, html: template(path, language) };
  }
  const files: Record<string, string> = {
    'web/spa.html': '<!doctype html><html><body><div id="root"></div>the shell</body></html>',
    'web/holes/index.html': '<!doctype html><html><body>the built holes page</body></html>',
    'web/nl/holes/index.html': '<!doctype html><html><body>de gebouwde holespagina</body></html>',
    'web/nl/greenfees/index.html': '<!doctype html><html><body>de gebouwde greenfeepagina</body></html>',
    'server/ssr/pages.json': JSON.stringify(pages),
    'server/ssr/entry-server.js': `
      const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      export const priceListQueryKey = (date, language) => ['price-list', date, language];
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
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const holeHtml = (page: string, number: number) =>
  new RegExp(`<section id="hole-${number}">(.*?)</section>`).exec(page)?.[1] ?? '';

describe('the course pages, rendered with the published course', async () => {
  const webBuild = fakeBuild();
  afterAll(() => rmSync(webBuild, { recursive: true, force: true }));
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  const webRoot = join(webBuild, 'web');
  const { app: first, database } = await build({ env, webRoot });
  // A second instance on the same database: it hears of the change over the database's notifications only.
  const { app: second } = await build({ env, webRoot, database });
  const asStaff = await signInStaff(first, STAFF);

  const renderedPage = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

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
