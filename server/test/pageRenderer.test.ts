import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicRules } from '../../common/api/clubRules';
import type { LiveChange } from '../../common/api/live';
import type { PriceList, PriceListBody } from '../../common/api/priceLists';
import { clubLocalToUtc, parseIsoDate } from '../../common/rules/clubTime';
import { priceListAnswerOn } from '../../common/rules/priceLists';
import { publicRulesAnswer } from '../../common/rules/publicRules';
import { SEEDED_PRICE_LIST } from '../../common/test/seededPriceList';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { PageQuerySource } from '../src/lib/pageQueries';
import { createPageRenderer, type PageBundle, type PageTemplate } from '../src/lib/pageRenderer';
import { clubRulesQueries } from '../src/lib/pricePageQueries';
import { TEST_PASSWORD_COST, testConfig, testDatabase } from './helpers';

// docs/decisions/0031-pages-rendered-on-change.md: the price pages are rendered with the list in force on the
// club's day, kept per page and day, and rendered again on every instance when the lists change.

const template = (path: string, language: string) =>
  `<!doctype html><html lang="${language}"><head><!--ssr-head--></head><body><div id="root" data-prerendered="${path}"><!--ssr-body--></div></body></html>`;

/**
 * A build as the server finds it: pages in web/, and beside it server/ssr/ with the templates and an SSR
 * bundle, here a small one that writes the list's weekday fee and counts its renders.
 */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'page-renderer-'));
  const files: Record<string, string> = {
    'web/spa.html': '<!doctype html><html><body><div id="root"></div>the shell</body></html>',
    'web/greenfees/index.html': '<!doctype html><html><body>the built green fees page</body></html>',
    'web/nl/greenfees/index.html': '<!doctype html><html><body>de gebouwde greenfeepagina</body></html>',
    'server/ssr/pages.json': JSON.stringify({
      'greenfees/index.html': { path: '/greenfees', language: 'en', html: template('/greenfees', 'en') },
      'nl/greenfees/index.html': {
        path: '/nl/greenfees',
        language: 'nl',
        html: template('/nl/greenfees', 'nl'),
      },
    }),
    'server/ssr/entry-server.js': `
      let renders = 0;
      export const priceListQueryKey = (date, language) => ['price-list', date, language];
      export async function renderPage(path, language, queries) {
        const [[key, answer]] = queries;
        if (answer.list.notes === 'render fails') throw new Error('the render failed');
        renders += 1;
        const fee = answer.list.greenFees.weekday.high;
        return {
          head: ['<title>' + path + '</title>'],
          body: '<p>' + language + ' ' + key[1] + ' ' + answer.list.name + ': weekday €' + fee + ' (render ' + renders + ')</p>',
        };
      }`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const listFrom = (effectiveFrom: string, weekdayHigh: number, notes = 'Notes'): PriceListBody => ({
  ...SEEDED_PRICE_LIST,
  name: { en: `List of ${effectiveFrom}`, nl: `Lijst van ${effectiveFrom}`, fr: '', de: '' },
  effectiveFrom,
  greenFees: { ...SEEDED_PRICE_LIST.greenFees, weekday: { low: 90, high: weekdayHigh } },
  notes: { en: notes, nl: notes, fr: '', de: '' },
});

/** Noon at the club on a date: clubToday of it is that date. */
const clubNoon = (date: string) => {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`not a date: ${date}`);
  return clubLocalToUtc(day, 12, 0);
};

describe('price pages rendered at request time', () => {
  const build = fakeBuild();
  let database: Database;
  let now = clubNoon('2026-06-10');
  const logLines: string[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  const instance = () =>
    buildApp({
      config: testConfig(),
      database,
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
      webRoot: join(build, 'web'),
      passwordCost: TEST_PASSWORD_COST,
      pagesNow: () => now,
    });

  beforeAll(async () => {
    database = await testDatabase();
    // Two instances on one database: a change made through one reaches the other over NOTIFY only.
    first = await instance();
    second = await instance();
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    rmSync(build, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('renders the page with the list in force and keeps it, one render for concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(second, '/greenfees')));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    const [page] = bodies;
    expect(page).toContain('<title>/greenfees</title>');
    expect(page).toMatch(/en 2026-06-10 Green fees 2025: weekday €110 \(render \d+\)/);
    expect((await get(second, '/greenfees')).body).toBe(page);
    const dutch = (await get(second, '/nl/greenfees')).body;
    expect(dutch).toContain('<html lang="nl">');
    expect(dutch).toMatch(/nl 2026-06-10 Greenfees 2025: weekday €110/);
    // Pages without a template are the built files, as before.
    expect((await get(second, '/bookings/abc')).body).toContain('the shell');
  });

  it('sends br and gzip with an ETag per coding, and 304 for the one the browser holds', async () => {
    const plain = await get(second, '/greenfees', { 'accept-encoding': 'identity' });
    const br = await get(second, '/greenfees', { 'accept-encoding': 'gzip, br' });
    const gzip = await get(second, '/greenfees', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const etags = [plain, br, gzip].map((answer) => String(answer.headers.etag));
    expect(new Set(etags).size).toBe(3);
    const again = await get(second, '/greenfees', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherCoding = await get(second, '/greenfees', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherCoding.statusCode).toBe(200);
  });

  it('renders again on every instance when a list is entered through another', async () => {
    const before = (await get(second, '/greenfees')).body;
    await first.priceLists.create('test', listFrom('2026-06-10', 999));
    // The first instance heard it at once; the second over the database's notification.
    expect((await get(first, '/greenfees')).body).toMatch(/List of 2026-06-10: weekday €999/);
    await vi.waitFor(async () => expect((await get(second, '/greenfees')).body).toMatch(/weekday €999/), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await get(second, '/nl/greenfees')).body).toMatch(/Lijst van 2026-06-10: weekday €999/);
    expect(before).toMatch(/weekday €110/);
  });

  it('shows a list on its first day with no notification, by the club date in the key', async () => {
    const heard: LiveChange[] = [];
    const stop = second.live.subscribe((change) => heard.push(change));
    try {
      await first.priceLists.create('test', listFrom('2026-06-11', 555));
      // Entered ahead of its day: the second instance hears of it, and today's page stays as it was.
      await vi.waitFor(() => expect(heard).toEqual([{ topic: 'prices' }]));
      expect((await get(second, '/greenfees')).body).toMatch(/2026-06-10 List of 2026-06-10: weekday €999/);
      now = clubNoon('2026-06-11');
      expect((await get(second, '/greenfees')).body).toMatch(/2026-06-11 List of 2026-06-11: weekday €555/);
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('serves the built page, and logs why, when the render fails', async () => {
    now = clubNoon('2026-06-12');
    await first.priceLists.create('test', listFrom('2026-06-12', 777, 'render fails'));
    const answer = await get(first, '/greenfees');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('the built green fees page');
    expect(logLines.join('\n')).toContain('could not render the page with its current data');
  });
});

describe('createPageRenderer', () => {
  const list = (effectiveFrom: string, weekdayHigh: number): PriceList => ({
    id: 1,
    ...listFrom(effectiveFrom, weekdayHigh),
  });
  const templates = new Map<string, PageTemplate>([
    ['greenfees/index.html', { path: '/greenfees', language: 'en', html: template('/greenfees', 'en') }],
  ]);

  function setUp() {
    const listeners = new Set<(change: LiveChange) => void>();
    let inForce = list('2026-01-01', 110);
    let release: () => void = () => {};
    const renders: string[] = [];
    const rendered: { path: string; dates: unknown[] }[] = [];
    const bundle: PageBundle = {
      priceListQueryKey: (date, language) => ['price-list', date, language],
      async renderPage(path, _language, queries) {
        rendered.push({ path, dates: queries.map(([key]) => key[1]) });
        const answer = queries[0]?.[1] as { list: { greenFees: { weekday: { high: number } } } };
        const fee = answer.list.greenFees.weekday.high;
        renders.push(String(fee));
        // Held until the test lets it go, to put a change in the middle of a render.
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { head: [], body: `weekday €${fee}` };
      },
    };
    const renderer = createPageRenderer({
      templates,
      loadBundle: async () => bundle,
      priceLists: () => ({
        answerOn: async (date, language) => priceListAnswerOn([inForce], date, language),
      }),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      log: { error: vi.fn() } as never,
      now: () => clubNoon('2026-06-10'),
    });
    return {
      renderer,
      renders,
      rendered,
      release: () => release(),
      change(fee: number) {
        inForce = list('2026-01-01', fee);
        for (const listener of listeners) listener({ topic: 'prices' });
      },
    };
  }

  const html = async (page: ReturnType<typeof createPageRenderer>['page']) =>
    (await page('greenfees/index.html'))?.bodies.identity.toString();

  it('never keeps a render begun before a change for the requests after it', async () => {
    const { renderer, renders, release, change } = setUp();
    const early = renderer.page('greenfees/index.html');
    await vi.waitFor(() => expect(renders).toEqual(['110']));
    change(999);
    const late = renderer.page('greenfees/index.html');
    release();
    expect((await early)?.bodies.identity.toString()).toContain('weekday €110');
    await vi.waitFor(() => expect(renders).toEqual(['110', '999']));
    release();
    expect((await late)?.bodies.identity.toString()).toContain('weekday €999');
    expect(await html(renderer.page)).toContain('weekday €999');
    expect(renders).toEqual(['110', '999']);
  });

  it('keeps its pages when closed, and says which pages it renders', async () => {
    const { renderer, renders, release, change } = setUp();
    const first = renderer.page('greenfees/index.html');
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    release();
    await first;
    renderer.close();
    change(999);
    expect(await html(renderer.page)).toContain('weekday €110');
    expect(renderer.renders('greenfees/index.html')).toBe(true);
    expect(renderer.renders('golfshop/index.html')).toBe(false);
  });

  it('renders a ?date= preview with the list of that date beside today, kept apart from the plain page', async () => {
    const { renderer, rendered, release } = setUp();
    const preview = renderer.page('greenfees/index.html', '2027-01-01');
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    release();
    await preview;
    expect(rendered[0]).toEqual({ path: '/greenfees?date=2027-01-01', dates: ['2026-06-10', '2027-01-01'] });
    const plain = renderer.page('greenfees/index.html');
    await vi.waitFor(() => expect(rendered).toHaveLength(2));
    release();
    await plain;
    expect(rendered[1]).toEqual({ path: '/greenfees', dates: ['2026-06-10'] });
  });

  it('carries the rules as GET /rules answers them, and renders again when the rules or the window change', async () => {
    const listeners = new Set<(change: LiveChange) => void>();
    let limits = { mondayToThursday: 34, fridayToSundayAndHolidays: 28 };
    const seeded: unknown[][] = [];
    const renderer = createPageRenderer({
      templates,
      loadBundle: async () => ({
        priceListQueryKey: (date, language) => ['price-list', date, language],
        clubRulesQueryKey: (language) => ['rules', language],
        async renderPage(_path, _language, queries) {
          const [key, answer] = queries.find(([queryKey]) => queryKey[0] === 'rules') ?? [];
          seeded.push([key, (answer as PublicRules | undefined)?.handicapLimits.mondayToThursday]);
          return { head: [], body: 'page' };
        },
      }),
      priceLists: () => ({
        answerOn: async (date, language) =>
          priceListAnswerOn([{ id: 1, ...SEEDED_PRICE_LIST }], date, language),
      }),
      rules: async (language, today) =>
        publicRulesAnswer(
          { handicapLimits: limits, holidays: [] },
          { from: { hour: 12, minute: 0 }, to: { hour: 14, minute: 0 } },
          { from: Number(today.slice(0, 4)), to: Number(today.slice(0, 4)) },
          language,
        ),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      log: { error: vi.fn() } as never,
      now: () => clubNoon('2026-06-10'),
    });
    await renderer.page('greenfees/index.html');
    limits = { mondayToThursday: 30, fridayToSundayAndHolidays: 26 };
    for (const listener of listeners) listener({ topic: 'rules' });
    await renderer.page('greenfees/index.html');
    for (const listener of listeners) listener({ topic: 'tee-sheet' });
    await renderer.page('greenfees/index.html');
    expect(seeded).toEqual([
      [['rules', 'en'], 34],
      [['rules', 'en'], 30],
      [['rules', 'en'], 30],
    ]);
  });
  it('renders the booking page with the rules, so that its handicap note is in its first paint', async () => {
    const answer = { handicapLimits: { mondayToThursday: 34 } } as unknown as PublicRules;
    const source = clubRulesQueries(async () => answer);
    const bundle = {
      clubRulesQueryKey: (language: string) => ['rules', language],
    } as unknown as PageBundle;
    const page = { path: '/nl/booking', language: 'nl', date: '2026-06-10' } as const;
    expect(await source.queries(bundle, { ...page, screen: 'booking' }, new Date())).toEqual([
      [['rules', 'nl'], answer],
    ]);
    expect(await source.queries(bundle, { ...page, screen: 'greenfees' }, new Date())).toEqual([
      [['rules', 'nl'], answer],
    ]);
    expect(await source.queries(bundle, { ...page, screen: 'history' }, new Date())).toEqual([]);
  });
});

describe('the pages’ data sources (server/src/lib/pageQueries.ts)', () => {
  it('renders every page with what the sources answer for it, again only after a change of those topics', async () => {
    const listeners = new Set<(change: LiveChange) => void>();
    const changed = (topic: LiveChange['topic']) => {
      for (const listener of listeners) listener({ topic });
    };
    let text = 'first text';
    const renders: string[] = [];
    const sources: PageQuerySource[] = [
      {
        topics: ['pages'],
        queries: async (bundle, page) =>
          page.screen === 'history' && bundle.pageQueryKey
            ? [[bundle.pageQueryKey('history', page.language), text]]
            : [],
      },
    ];
    const renderer = createPageRenderer({
      templates: new Map<string, PageTemplate>([
        ['greenfees/index.html', { path: '/greenfees', language: 'en', html: template('/greenfees', 'en') }],
        [
          'nl/history/index.html',
          { path: '/nl/history', language: 'nl', html: template('/nl/history', 'nl') },
        ],
      ]),
      loadBundle: async () => ({
        priceListQueryKey: (date, language) => ['price-list', date, language],
        pageQueryKey: (key, language) => ['page', key, language],
        async renderPage(path, _language, queries) {
          renders.push(path);
          return { head: [], body: JSON.stringify(queries.map(([key, data]) => [key[0], key[2], data])) };
        },
      }),
      priceLists: () => ({
        answerOn: async (date, language) =>
          priceListAnswerOn([{ id: 1, ...SEEDED_PRICE_LIST }], date, language),
      }),
      sources: () => sources,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      log: { error: vi.fn() } as never,
      now: () => clubNoon('2026-06-10'),
    });
    const body = async (file: string) => (await renderer.page(file))?.bodies.identity.toString() ?? '';

    expect(await body('nl/history/index.html')).toContain('[["page","nl","first text"]]');
    expect(await body('greenfees/index.html')).toMatch(/^.*\[\["price-list","en",\{/);
    expect(renders).toEqual(['/nl/history', '/greenfees']);

    // A price change renders the price page again, not the history page; a page change the other way round.
    text = 'second text';
    changed('prices');
    expect(await body('nl/history/index.html')).toContain('first text');
    expect(await body('greenfees/index.html')).toContain('price-list');
    expect(renders).toEqual(['/nl/history', '/greenfees', '/greenfees']);
    changed('pages');
    expect(await body('nl/history/index.html')).toContain('second text');
    await body('greenfees/index.html');
    expect(renders).toEqual(['/nl/history', '/greenfees', '/greenfees', '/nl/history']);

    // A source added later counts from the next render on.
    sources.push({
      topics: ['club'],
      queries: async (_bundle, page) => [[['club', 'x', page.language], 'club']],
    });
    changed('pages');
    expect(await body('nl/history/index.html')).toContain('["club","nl","club"]');
    changed('club');
    await body('greenfees/index.html');
    expect(await body('greenfees/index.html')).toContain('["club","en","club"]');
    expect(renders).toHaveLength(6);
    renderer.close();
  });
});
