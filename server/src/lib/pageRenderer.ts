import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicRules } from '../../../common/api/clubRules';
import type { LiveChange } from '../../../common/api/live';
import {
  OPENING_HOURS_PAGE_DAYS,
  type OpeningHours,
  type StoredOpeningException,
} from '../../../common/api/openingHours';
import type { PriceListAnswer } from '../../../common/api/priceLists';
import { LANGUAGES, type Language } from '../../../common/i18n/languages';
import { clubToday } from '../../../common/rules/clubTime';
import { addDays, localizeOpeningHours } from '../../../common/rules/openingHours';
import { type AssembledPage, assemblePageAsync } from './firstPaintPage';

/**
 * Pages rendered again when their data changes (docs/decisions/0031-pages-rendered-on-change.md): the
 * price pages, rendered with React from the SSR bundle the build keeps in dist/server/ssr, with the list in
 * force on the club's date, and kept per page (so per language) and date until the lists change.
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

/** What the server uses of the SSR bundle (web/src/entry-server.tsx). */
export interface PageBundle {
  renderPage(
    path: string,
    language: Language,
    queries: readonly (readonly [readonly unknown[], unknown])[],
  ): Promise<{ head: string[]; body: string }>;
  priceListQueryKey(date: string, language: Language): readonly unknown[];
  /** The opening hours' query (features/opening-hours/api/getOpeningHours.ts); a bundle without it renders none. */
  openingHoursQueryKey?(from: string, language: Language): readonly unknown[];
  /** The rules' query (features/rules/useClubRules.ts); a bundle without it renders none. */
  clubRulesQueryKey?(language: Language): readonly unknown[];
}

/** The rules a page is rendered with: what GET /rules answers by default (routes/api/v1/rules.ts). */
export type RulesSource = (language: Language, today: string) => Promise<PublicRules>;

/** The opening hours a page is rendered with (app.openingHours). */
export interface OpeningHoursSource {
  get(): Promise<OpeningHours>;
  exceptions(from: string, to: string): Promise<StoredOpeningException[]>;
}

/** The lists a page is rendered with (app.priceLists). */
export interface PriceListSource {
  /** What GET /prices/{date} answers (routes/api/v1/prices.ts): the page's query holds the same. */
  answerOn(isoDate: string, language: Language): Promise<PriceListAnswer>;
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
  /** app.live.subscribe: changes from this instance and every other. */
  subscribe: (listener: (change: LiveChange) => void) => () => void;
  log: FastifyBaseLogger;
  now?: () => Date;
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
  close(): void;
}

/** The changes that alter a rendered page: the lists, the hours, the rules, and the members-only window. */
const RENDERED_TOPICS: ReadonlySet<LiveChange['topic']> = new Set([
  'prices',
  'opening-hours',
  'rules',
  'tee-sheet',
]);

/** Renders kept at once: every page in four languages, and some previews of coming lists. */
const MAX_RENDERED_PAGES = 200;

export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const now = opts.now ?? (() => new Date());
  // Per page, club date and version of the lists; the version goes up on every change to them, so a render
  // begun before a change is never kept under a key asked for after it. One promise per key: concurrent
  // requests share one render.
  const pages = new Map<string, Promise<AssembledPage | undefined>>();
  let version = 0;
  let cachedDate = '';
  let bundle: Promise<PageBundle> | undefined;

  const stop = opts.subscribe((change) => {
    if (!RENDERED_TOPICS.has(change.topic)) return;
    version += 1;
    pages.clear();
  });

  /** The week's hours from the club's day, in the page's language, as GET /opening-hours answers them. */
  async function hoursQuery(loaded: PageBundle, date: string, language: Language) {
    const { openingHoursQueryKey } = loaded;
    const source = opts.openingHours?.();
    if (!openingHoursQueryKey || !source) return [];
    const [hours, exceptions] = await Promise.all([
      source.get(),
      source.exceptions(date, addDays(date, OPENING_HOURS_PAGE_DAYS - 1)),
    ]);
    return [
      [openingHoursQueryKey(date, language), localizeOpeningHours(hours, exceptions, language)],
    ] as const;
  }

  async function render(template: PageTemplate, date: string, shownDate: string | undefined) {
    bundle ??= opts.loadBundle().catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    const loaded = await bundle;
    const { renderPage, priceListQueryKey } = loaded;
    const { language } = template;
    const prices = opts.priceLists();
    const shown = shownDate && shownDate !== date ? [shownDate] : [];
    const lists = await Promise.all(
      [date, ...shown].map(async (day) => [
        priceListQueryKey(day, language),
        await prices.answerOn(day, language),
      ]),
    );
    const path = shown.length > 0 ? `${template.path}?date=${shownDate}` : template.path;
    const { head, body } = await renderPage(path, language, [
      ...(lists as [readonly unknown[], unknown][]),
      ...(await hoursQuery(loaded, date, language)),
      ...(loaded.clubRulesQueryKey && opts.rules
        ? [[loaded.clubRulesQueryKey(language), await opts.rules(language, date)] as const]
        : []),
    ]);
    return assemblePageAsync(filledTemplate(template.html, head, body));
  }

  return {
    renders: (file) => opts.templates.has(file),
    page(file, shownDate) {
      const template = opts.templates.get(file);
      if (!template) return Promise.resolve(undefined);
      // A new club day may bring another list into force: that day's pages are rendered afresh, no
      // notification needed, and the previous day's are dropped.
      const date = clubToday(now());
      if (date !== cachedDate) {
        pages.clear();
        cachedDate = date;
      }
      const key = `${file}\n${date}\n${shownDate ?? ''}\n${version}`;
      const cached = pages.get(key);
      if (cached) return cached;
      // Any date may be asked for: the previews' renders are few, but never an unbounded number.
      if (pages.size >= MAX_RENDERED_PAGES) pages.clear();
      const rendered = render(template, date, shownDate).catch((error: unknown) => {
        opts.log.error(
          { err: error, page: file, date },
          'could not render the page with the current price list; serving the built page',
        );
        setTimeout(() => {
          if (pages.get(key) === rendered) pages.delete(key);
        }, RETRY_AFTER_FAILURE_MS).unref();
        return undefined;
      });
      pages.set(key, rendered);
      return rendered;
    },
    close: stop,
  };
}
