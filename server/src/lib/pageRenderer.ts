import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveChange } from '../../../common/api/live';
import { type PublicPageName, publicPagePaths } from '../../../common/config/publicRoutes';
import { LANGUAGES, type Language, splitLanguagePath } from '../../../common/i18n/languages';
import { clubToday } from '../../../common/rules/clubTime';
import { withCriticalStyles } from './criticalStyles';
import { type AssembledPage, assemblePageAsync } from './firstPaintPage';
import type { PageBundle, PageQuerySource, PageToRender } from './pageQueries';
import {
  clubRulesQueries,
  type OpeningHoursSource,
  openingHoursQueries,
  PRICE_PAGE_SCREENS,
  type PriceListSource,
  priceListQueries,
  type RulesSource,
} from './pricePageQueries';

export type { PageBundle } from './pageQueries';
export type { OpeningHoursSource, PriceListSource, RulesSource } from './pricePageQueries';

/**
 * Pages rendered again when their data changes (docs/decisions/0031-pages-rendered-on-change.md,
 * 0032-content-documents.md): every public page in every language, rendered with React from the SSR bundle
 * the build keeps in dist/server/ssr, its queries answered by the page query sources (pageQueries.ts), and
 * kept per page (so per language) and club date until a change of one of the topics it was rendered with.
 */

/** The markers scripts/prerender.mjs leaves in a page's template, where the head's tags and the body go. */
const HEAD_MARKER = '<!--ssr-head-->';
const BODY_MARKER = '<!--ssr-body-->';
const TEMPLATES_FILE = 'pages.json';
const BUNDLE_FILE = 'entry-server.js';

/** After a failed render, its page is served from the build for this long before the next try. */
export const RETRY_AFTER_FAILURE_MS = 5000;

/** One page the server renders: its address, language, and the built page with the markers in it. */
export interface PageTemplate {
  path: string;
  language: Language;
  html: string;
}

/** The build's SSR folder beside its web root: dist/web → dist/server/ssr, which is never served. */
export const ssrFolderOf = (webRoot: string) => join(dirname(webRoot), 'server', 'ssr');

const isTemplate = (value: unknown): value is PageTemplate => {
  const template = value as Partial<PageTemplate> | null;
  return (
    typeof template?.path === 'string' &&
    LANGUAGES.includes(template.language as Language) &&
    typeof template.html === 'string' &&
    template.html.includes(HEAD_MARKER) &&
    template.html.includes(BODY_MARKER)
  );
};

/** The templates of the build, by the file of the page ('nl/greenfees/index.html'); none without a build. */
export function readPageTemplates(ssrFolder: string): Map<string, PageTemplate> {
  const file = join(ssrFolder, TEMPLATES_FILE);
  if (!existsSync(file) || !existsSync(join(ssrFolder, BUNDLE_FILE))) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const bad = entries.find(([, template]) => !isTemplate(template));
  if (bad) throw new Error(`${file} has no usable template for ${bad[0]}: run npm run build again.`);
  return new Map(entries as [string, PageTemplate][]);
}

export const importBundle = (ssrFolder: string) => async (): Promise<PageBundle> =>
  (await import(pathToFileURL(join(ssrFolder, BUNDLE_FILE)).href)) as PageBundle;

/** The template with the render in it; function replacers, so a `$` in a price list's text stays as it is. */
export const filledTemplate = (html: string, head: readonly string[], body: string) =>
  html.replace(HEAD_MARKER, () => head.join('\n    ')).replace(BODY_MARKER, () => body);

export interface PageRendererOptions {
  templates: ReadonlyMap<string, PageTemplate>;
  loadBundle: () => Promise<PageBundle>;
  priceLists: () => PriceListSource;
  /** The hours the pages that state them are rendered with (the week from the club's day). */
  openingHours?: () => OpeningHoursSource;
  /** The handicap limits, holidays and members-only window the booking notes and conditions state. */
  rules?: RulesSource;
  /** The other sources of the pages' data (app.pageQueries.sources), read at every render. */
  sources?: () => readonly PageQuerySource[];
  /** app.live.subscribe: changes from this instance and every other. */
  subscribe: (listener: (change: LiveChange) => void) => () => void;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * A rendered page: its HTML with the full stylesheets inline (for the home page's header image,
 * routes/spa.ts), and as it is sent, with only the rules it uses (criticalStyles.ts).
 */
export interface RenderedPage {
  html: string;
  page: AssembledPage;
}

export interface PageRenderer {
  /** True for the build's pages this renderer makes. */
  renders(file: string): boolean;
  /**
   * The page as it is now; undefined when it could not be rendered (the built file is served instead).
   * `shownDate`, a valid yyyy-mm-dd from the address's ?date=, is the day whose prices the Green Fees page
   * shows (a coming list's preview): its list is in the page too, so that the browser shows what it got.
   */
  page(file: string, shownDate?: string): Promise<AssembledPage | undefined>;
  /** As page(), with the page's HTML. */
  rendered(file: string, shownDate?: string): Promise<RenderedPage | undefined>;
  close(): void;
}

/** Renders kept at once: every page in four languages, and some previews of coming lists. */
const MAX_RENDERED_PAGES = 200;

/** The screen of a page's address ('/nl/history' → history). */
function screenOf(path: string): PublicPageName | undefined {
  const { path: unprefixed } = splitLanguagePath(path);
  const entry = Object.entries(publicPagePaths).find(([, screenPath]) => screenPath === unprefixed);
  return entry?.[0] as PublicPageName | undefined;
}

/**
 * A page kept: the render, the topics of the sources that answered for it (null until they have), and the
 * moment its answers change by time alone (ms since the epoch; none when they never do).
 */
interface Kept {
  rendered: Promise<RenderedPage | undefined>;
  topics: ReadonlySet<LiveChange['topic']> | null;
  expiresAt?: number;
}

/** The first of the moments the answering sources' data changes by time alone, in ms; undefined for none. */
async function firstTimedChange(
  sources: readonly PageQuerySource[],
  answered: readonly boolean[],
  page: PageToRender,
  now: Date,
): Promise<number | undefined> {
  const moments = await Promise.all(
    sources.map((source, i) => (answered[i] ? source.changesBy?.(page, now) : undefined)),
  );
  const times = moments.flatMap((moment) => (moment ? [moment.getTime()] : []));
  return times.length > 0 ? Math.min(...times) : undefined;
}

export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const now = opts.now ?? (() => new Date());
  const builtIn: PageQuerySource[] = [
    priceListQueries(opts.priceLists),
    ...(opts.openingHours ? [openingHoursQueries(opts.openingHours)] : []),
    ...(opts.rules ? [clubRulesQueries(opts.rules)] : []),
  ];
  const sources = () => [...builtIn, ...(opts.sources?.() ?? [])];
  // Per page, club date and previewed day; one promise per key, so concurrent requests share one render.
  const pages = new Map<string, Kept>();
  let cachedDate = '';
  let bundle: Promise<PageBundle> | undefined;

  // A change drops the pages rendered with its topic, and those whose queries are still being read: a
  // render begun before a change is never kept for the requests after it.
  const stop = opts.subscribe((change) => {
    for (const [key, kept] of pages) {
      if (kept.topics === null || kept.topics.has(change.topic)) pages.delete(key);
    }
  });

  async function render(kept: Kept, template: PageTemplate, date: string, shownDate: string | undefined) {
    bundle ??= opts.loadBundle().catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    const loaded = await bundle;
    const screen = screenOf(template.path);
    if (!screen) throw new Error(`${template.path} is not the address of a public page.`);
    const page: PageToRender = {
      path: template.path,
      screen,
      language: template.language,
      date,
      ...(shownDate ? { shownDate } : {}),
    };
    const from = sources();
    const renderedAt = now();
    const answers = await Promise.all(from.map((source) => source.queries(loaded, page, renderedAt)));
    const answered = answers.map((answer) => answer.length > 0);
    kept.topics = new Set(from.flatMap((source, i) => (answered[i] ? source.topics : [])));
    kept.expiresAt = await firstTimedChange(from, answered, page, renderedAt);
    const path = shownDate ? `${template.path}?date=${shownDate}` : template.path;
    const { head, body } = await loaded.renderPage(path, template.language, answers.flat());
    const html = filledTemplate(template.html, head, body);
    return { html, page: await assemblePageAsync(await withCriticalStyles(html, opts.log)) };
  }

  function rendered(file: string, asked?: string): Promise<RenderedPage | undefined> {
    const template = opts.templates.get(file);
    if (!template) return Promise.resolve(undefined);
    // A new club day may bring another list into force: that day's pages are rendered afresh, no
    // notification needed, and the previous day's are dropped.
    const date = clubToday(now());
    if (date !== cachedDate) {
      pages.clear();
      cachedDate = date;
    }
    // Only the price pages show another day's list; any other page is the same with or without ?date=.
    const screen = screenOf(template.path);
    const shownDate = asked !== date && screen && PRICE_PAGE_SCREENS.has(screen) ? asked : undefined;
    // Sources are only ever added: one added after a page was kept has that page rendered again.
    const key = `${file}\n${date}\n${shownDate ?? ''}\n${sources().length}`;
    const cached = pages.get(key);
    if (cached && (cached.expiresAt === undefined || cached.expiresAt > now().getTime()))
      return cached.rendered;
    // Any date may be asked for: the previews' renders are few, but never an unbounded number.
    if (pages.size >= MAX_RENDERED_PAGES) pages.clear();
    const kept: Kept = { rendered: Promise.resolve(undefined), topics: null };
    kept.rendered = render(kept, template, date, shownDate).catch((error: unknown) => {
      opts.log.error(
        { err: error, page: file, date },
        'could not render the page with its current data; serving the built page',
      );
      // Kept topic-less, so that a change retries at once too.
      kept.topics = null;
      setTimeout(() => {
        if (pages.get(key) === kept) pages.delete(key);
      }, RETRY_AFTER_FAILURE_MS).unref();
      return undefined;
    });
    pages.set(key, kept);
    return kept.rendered;
  }

  return {
    renders: (file) => opts.templates.has(file),
    rendered,
    page: async (file, shownDate) => (await rendered(file, shownDate))?.page,
    close: stop,
  };
}
