import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { build } from '../helpers';

/** A prerendered page of the fake build: its file under web/, its path, its language, the built HTML. */
export type FakePage = readonly [file: string, path: string, language: string, built: string];

export interface FakeBuildOptions {
  /** The start of the temporary folder's name. */
  name: string;
  pages: readonly FakePage[];
  /**
   * The SSR bundle's own part: the query keys it exports and its renderPage. `escape(text)` (HTML text and
   * attribute values) and the price list's query key, which every bundle has, come before it.
   */
  entryServer: string;
}

const template = (path: string, language: string) =>
  `<!doctype html><html lang="${language}"><head><!--ssr-head--></head><body><div id="root" data-prerendered="${path}"><!--ssr-body--></div></body></html>`;

const entryServerStart = `
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  export const priceListQueryKey = (date, language) => ['price-list', date, language];`;

/**
 * A build as the server finds it, removed after the file's tests: the pages' templates, their built HTML,
 * the SPA's shell and a small SSR bundle. Answers the web root.
 */
export function fakeBuild({ name, pages, entryServer }: FakeBuildOptions): string {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'web/spa.html': '<!doctype html><html><body><div id="root"></div>the shell</body></html>',
    'server/ssr/pages.json': JSON.stringify(
      Object.fromEntries(
        pages.map(([file, path, language]) => [file, { path, language, html: template(path, language) }]),
      ),
    ),
    'server/ssr/entry-server.js': entryServerStart + entryServer,
    ...Object.fromEntries(pages.map(([file, , , built]) => [`web/${file}`, built])),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return join(root, 'web');
}

/**
 * Two instances of the server on one database, both serving the fake build, with `admin` as the first
 * admin: the second hears of a change over the database's notifications only, as another process would.
 */
export async function twoInstances(
  options: FakeBuildOptions & { admin: { email: string; password: string } },
) {
  const env = { ADMIN_EMAIL: options.admin.email, ADMIN_PASSWORD: options.admin.password };
  const webRoot = fakeBuild(options);
  const { app: first, database } = await build({ env, webRoot });
  const { app: second } = await build({ env, webRoot, database });
  return { first, second, database };
}

/** A page as an instance serves it, rendered with what it holds now. */
export async function renderedPage(app: FastifyInstance, url: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/**
 * The queries a page was rendered with, as the tests' fake SSR bundles write them: JSON in
 * `<pre id="seeded">`, escaped as text.
 */
export async function seededQueriesOn(app: FastifyInstance, url: string): Promise<[unknown[], unknown][]> {
  const body = await renderedPage(app, url);
  const text = /<pre id="seeded">(.*?)<\/pre>/.exec(body)?.[1];
  if (text === undefined) throw new Error(`${url} was not rendered: ${body.slice(0, 200)}`);
  const unescaped = text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(unescaped) as [unknown[], unknown][];
}

/** The same, by each query's key joined with `/` ('price-list/2026-06-10/nl'). */
export async function seededQueryMapOn(app: FastifyInstance, url: string): Promise<Map<string, unknown>> {
  return new Map((await seededQueriesOn(app, url)).map(([key, data]) => [key.join('/'), data]));
}
