import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { priceDateParams } from '../../../common/api/priceLists';
import { homePageFiles, pagePathServing } from '../../../common/config/publicRoutes';
import { publicRulesAnswer } from '../../../common/rules/publicRules';
import { ifNoneMatchHits, preferredEncoding } from '../lib/conditionalGet';
import { withCriticalStyles } from '../lib/criticalStyles';
import {
  type AssembledPage,
  assemblePageAsync,
  hasHeaderImageSlot,
  withHeaderImage,
} from '../lib/firstPaintPage';
import { headerImageFirstPaint, headerImagePreloadLink } from '../lib/headerImagePreload';
import {
  createPageRenderer,
  importBundle,
  type RenderedPage,
  readPageTemplates,
  ssrFolderOf,
} from '../lib/pageRenderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files a browser fetches as such: a missing one is a 404, never the app (a stale asset must not get HTML). */
const STATIC_FILE =
  /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|json|txt|xml|webmanifest|mp4|webm|pdf|br|gz)$/i;

/** True for paths the SPA must never answer: the API, the files, the assets, and static file names. */
const isServerPath = (url: string) =>
  /^\/(api|files|assets)(\/|$|\?)/.test(url) || STATIC_FILE.test(url.split('?')[0] ?? '');

/** The HTML files of the build, as paths from its root with forward slashes ('nl/greenfees/index.html'). */
function htmlFilesIn(root: string): Set<string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((file) => file.endsWith('.html')).map((file) => file.split(sep).join('/')));
}

/**
 * The prerendered page for a path, if the build has one: /nl/greenfees is nl/greenfees/index.html or
 * nl/greenfees.html. Any page path can have one; the build decides which, so no route list lives here.
 */
export function prerenderedPage(url: string, htmlFiles: ReadonlySet<string>): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const page = path.replace(/^\/+|\/+$/g, '');
  if (page.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const candidates = page === '' ? ['index.html'] : [`${page}/index.html`, `${page}.html`];
  return candidates.find((file) => htmlFiles.has(file));
}

/**
 * The page for paths that have no prerendered one: the plain app shell. When the build prerenders,
 * index.html is the English home page and the shell is kept as spa.html (scripts/prerender.mjs).
 */
const SHELL_FILES = ['spa.html', 'index.html'];

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, each page path
 * answered with its prerendered HTML when the build made one and with the shell otherwise, so deep
 * links work (history fallback). Files come as the .br or .gz written next to them at build time
 * (scripts/precompress.mjs) when the browser accepts it.
 */
/** The public address a build's pages name as theirs: the origin of the home page's canonical link. */
export function builtPublicUrl(homeHtml: string): string | undefined {
  return /<link rel="canonical" href="([^"]*?)\/?"/.exec(homeHtml)?.[1];
}

/**
 * A page assembled in memory, in the coding the browser prefers, with its validator: 304 when the browser
 * holds it already. Revalidated on every visit, as the built pages are.
 */
function sendAssembled(request: FastifyRequest, reply: FastifyReply, assembled: AssembledPage) {
  const encoding = preferredEncoding(request.headers['accept-encoding']) ?? 'identity';
  reply
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding')
    .header('etag', assembled.etags[encoding])
    .type('text/html; charset=utf-8');
  if (ifNoneMatchHits(request.headers['if-none-match'], assembled.etags[encoding]))
    return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(assembled.bodies[encoding]);
}

export interface SpaOptions {
  webRoot: string;
  publicUrl: string;
  /** The clock that says which club day's price list the rendered pages show (tests). */
  now?: () => Date;
}

/** A valid ?date=yyyy-mm-dd of a page's address (the Green Fees page's preview of a coming list). */
function shownDateOf(query: unknown): string | undefined {
  const date = (query as Record<string, unknown> | null)?.date;
  return typeof date === 'string' && priceDateParams.safeParse({ date }).success ? date : undefined;
}

export default async function spa(app: FastifyInstance, opts: SpaOptions) {
  const shell = SHELL_FILES.find((file) => existsSync(join(opts.webRoot, file)));
  const hasSpa = shell !== undefined;
  const assetsFolder = join(opts.webRoot, 'assets') + sep;
  const htmlFiles = hasSpa ? htmlFilesIn(opts.webRoot) : new Set<string>();
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The compressed copies are picked by Accept-Encoding, not fetched by name; robots.txt and
      // sitemap.xml are the server's own (routes/seo.ts).
      globIgnore: ['**/*.br', '**/*.gz', 'robots.txt', 'sitemap.xml'],
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsFolder) ? IMMUTABLE : REVALIDATE);
      },
    });
    // The pages' canonical and hreflang links were written at build time: a site served under another
    // address would tell search engines that its pages live elsewhere.
    const builtFor = htmlFiles.has('index.html')
      ? builtPublicUrl(readFileSync(join(opts.webRoot, 'index.html'), 'utf8'))
      : undefined;
    if (builtFor !== undefined && builtFor !== opts.publicUrl) {
      app.log.warn(
        { builtFor, publicUrl: opts.publicUrl },
        `the pages were built for ${builtFor}, not for PUBLIC_URL ${opts.publicUrl}: build them with the same PUBLIC_URL (npm start does)`,
      );
    }
  } else {
    app.log.warn({ webRoot: opts.webRoot }, 'no built SPA found; run `npm run build` to serve the site');
  }

  // A home page with the current header image in it, per page, render and image: the image changes only
  // when staff pick another, the render when its data does (then the old entries go).
  const homeTemplates = new Map<string, string | null>();
  const assembledHomes = new Map<string, Promise<AssembledPage>>();
  const builtHome = (page: string) => {
    if (!homeTemplates.has(page)) {
      const html = readFileSync(join(opts.webRoot, page), 'utf8');
      homeTemplates.set(page, hasHeaderImageSlot(html) ? html : null);
    }
    return homeTemplates.get(page) ?? null;
  };
  /** The home page with the image's markup in its slot: the rendered page's, or the built one's. */
  function homeWithImage(page: string, rendered: RenderedPage | undefined, imageHtml: string) {
    const html = rendered?.html ?? builtHome(page);
    if (html === null || !hasHeaderImageSlot(html)) return undefined;
    const key = `${page}\n${rendered?.page.etags.identity ?? 'built'}\n${imageHtml}`;
    let assembled = assembledHomes.get(key);
    if (!assembled) {
      if (assembledHomes.size >= 16) assembledHomes.clear();
      assembled = withCriticalStyles(withHeaderImage(html, imageHtml), app.log).then(assemblePageAsync);
      assembledHomes.set(key, assembled);
    }
    return assembled;
  }

  // The public pages, rendered again with their data whenever it changes (lib/pageRenderer.ts); without a
  // build that kept the SSR bundle there are none, and the built files are served as they are.
  const ssrFolder = ssrFolderOf(opts.webRoot);
  const renderer = createPageRenderer({
    templates: hasSpa ? readPageTemplates(ssrFolder) : new Map(),
    loadBundle: importBundle(ssrFolder),
    priceLists: () => app.priceLists,
    openingHours: () => app.openingHours,
    // As GET /rules answers without ?from and ?to: this year's holidays and next year's.
    rules: async (language, today) => {
      const [rules, config] = await Promise.all([app.clubRules.get(), app.teeSheetRepository.config()]);
      const year = Number(today.slice(0, 4));
      return publicRulesAnswer(rules, config.membersOnly, { from: year, to: year + 1 }, language);
    },
    sources: () => app.pageQueries.sources,
    subscribe: (listener) => app.live.subscribe(listener),
    log: app.log,
    ...(opts.now ? { now: opts.now } : {}),
  });
  app.addHook('onClose', async () => renderer.close());

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (shell !== undefined && wantsPage && !isServerPath(request.url)) {
      // Pages hand out the cross-site token their forms and the admin send back (plugins/external/xsrf.ts).
      reply.xsrfToken();
      // A hole's address paints from the holes page's HTML, as the app then shows that page.
      const page = prerenderedPage(pagePathServing(request.url.split('?')[0] ?? '/'), htmlFiles);
      const rendering =
        page && renderer.renders(page) ? renderer.rendered(page, shownDateOf(request.query)) : undefined;
      // The home pages, in every language, get the header image preloaded and in their first paint.
      if (page && homePageFiles.has(page)) {
        const content = await app.contentRepository.get('home-page-header-image');
        const link = headerImagePreloadLink(content);
        if (link) reply.header('link', link);
        const imageHtml = headerImageFirstPaint(content);
        const home = imageHtml === undefined ? undefined : homeWithImage(page, await rendering, imageHtml);
        if (home) return sendAssembled(request, reply, await home);
      }
      const rendered = await rendering;
      if (rendered) return sendAssembled(request, reply, rendered.page);
      return reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .sendFile(page ?? shell);
    }
    return reply
      .code(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}` });
  });
}
