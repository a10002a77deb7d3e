import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { revisionList, staleVersionAnswer } from '../../common/api/documents';
import {
  type AdminPage,
  adminPage,
  PAGE_KEYS,
  type PageBlock,
  type PageContent,
  pageContent,
  pageList,
  publicPage,
} from '../../common/api/pages';
import { apiPaths } from '../../common/api/paths';
import { seedPages } from '../src/content/seed/pages';
import { auditLog, documentRevisions, documents, media } from '../src/db/schema';
import { api, expectError } from './fixtures';
import { injectWithToken } from './helpers';
import { renderedPage, twoInstances } from './helpers/twoInstances';
import { signInStaff } from './staffSignIn';

// docs/product.md, Content; docs/decisions/0032-content-documents.md: staff edit the pages' blocks as a
// draft, publish them as a revision, and every instance renders the page again within seconds.

const STAFF = { email: 'pages@example.org', password: 'a long pages password' };
const COLLEAGUE = { email: 'colleague@example.org', password: 'another long password' };

/**
 * The history page's templates and a small SSR bundle that writes the page's texts as ContentBlocks does:
 * headings as text, the texts' HTML as the server made it.
 */
const historyPages = {
  name: 'content-pages',
  pages: [
    [
      'history/index.html',
      '/history',
      'en',
      '<!doctype html><html><body>the built history page</body></html>',
    ],
    [
      'nl/history/index.html',
      '/nl/history',
      'nl',
      '<!doctype html><html><body>de gebouwde geschiedenispagina</body></html>',
    ],
    [
      'greenfees/index.html',
      '/greenfees',
      'en',
      '<!doctype html><html><body>the built green fees page</body></html>',
    ],
  ],
  entryServer: `
    export const pageQueryKey = (key, language) => ['page', key, language];
    export async function renderPage(path, language, queries) {
      const keys = queries.map(([key]) => key[0]).join(',');
      const found = queries.find(([key]) => key[0] === 'page');
      if (!found) return { head: [], body: '<p>rendered with ' + keys + '</p>' };
      const [key, page] = found;
      const blocks = page.blocks.map((block) =>
        block.kind === 'heading' ? '<h2>' + escape(block.text) + '</h2>' : block.html ?? '',
      );
      return {
        head: ['<title>' + escape(page.title) + '</title>'],
        body: '<main data-key="' + key.join('/') + '"><h1>' + escape(page.title) + '</h1>' + blocks.join('') + '</main>',
      };
    }`,
} as const;

/** A page's text block with new texts, the rest of the page as it is. */
function withText(
  content: PageContent,
  id: string,
  text: Partial<Record<'en' | 'nl' | 'fr' | 'de', string>>,
) {
  return {
    ...content,
    blocks: content.blocks.map((block): PageBlock => {
      if (block.id !== id || (block.kind !== 'text' && block.kind !== 'note')) return block;
      return { ...block, text: { ...block.text, ...text } };
    }),
  };
}

/** The first text block of a page: the one the tests change. */
function firstText(content: PageContent) {
  const block = content.blocks.find((b) => b.kind === 'text');
  if (block?.kind !== 'text') throw new Error('the page has no text block');
  return block;
}

/** Markup that would run if it reached a page: a tag that runs or loads, a handler, a script address. */
function expectNothingRuns(html: string) {
  expect(html).not.toMatch(/<\s*(script|img|svg|iframe|object|embed|style|math|details|form)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*\s(href|src|action)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
}

describe('edited pages', async () => {
  const { first, second, database } = await twoInstances({ ...historyPages, admin: STAFF });

  const asStaff = await signInStaff(first, STAFF);
  const created = await asStaff({
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    payload: { ...COLLEAGUE, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const asColleague = await signInStaff(second, COLLEAGUE);
  /** A staff session's cookie, for the GETs that need no cross-site token and carry headers of their own. */
  const login = await injectWithToken(first, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = login.cookies.find((c) => /session$/i.test(c.name));
  const sessionCookie = { [session?.name ?? 'session']: session?.value ?? '' };

  const pageUrl = api(adminApiPaths.page.path({ key: 'history' }));
  const publishUrl = api(adminApiPaths.publishPage.path({ key: 'history' }));
  const revisionsUrl = api(adminApiPaths.pageRevisions.path({ key: 'history' }));
  const restoreUrl = (n: number) => api(adminApiPaths.restorePageRevision.path({ key: 'history', n }));
  const publicUrl = api(apiPaths.page.path({ key: 'history' }));

  const history = async (as = asStaff): Promise<AdminPage> => {
    const res = await as({ method: 'GET', url: pageUrl });
    expect(res.statusCode, res.body).toBe(200);
    return adminPage.parse(res.json());
  };
  const save = (version: number, content: PageContent, as = asStaff) =>
    as({ method: 'PUT', url: pageUrl, payload: { version, ...content } });
  const publish = (version: number, as = asStaff) =>
    as({ method: 'POST', url: publishUrl, payload: { version } });
  const publicAnswer = async (language: string, app: FastifyInstance = first) => {
    const res = await app.inject({ method: 'GET', url: publicUrl, headers: { 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    return publicPage.parse(res.json());
  };
  const publicHtml = (page: { blocks: readonly { kind: string }[] }) =>
    page.blocks.map((block) => ('html' in block ? String(block.html) : '')).join('\n');

  it('seeds every page with texts that pass the pages’ own schema', () => {
    for (const key of PAGE_KEYS) {
      const parsed = pageContent.safeParse(seedPages[key]);
      expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('lists every page, and answers one with its version, draft and published texts', async () => {
    const res = await asStaff({ method: 'GET', url: api(adminApiPaths.pages.path()) });
    expect(res.statusCode).toBe(200);
    const { pages } = pageList.parse(res.json());
    expect(pages.map((page) => page.key)).toEqual([...PAGE_KEYS]);
    expect(pages.find((page) => page.key === 'dining-bar')).toMatchObject({
      path: '/dining-bar',
      hasDraft: false,
      updatedBy: 'seed',
    });
    const page = await history();
    expect(page).toMatchObject({ key: 'history', path: '/history', hasDraft: false });
    expect(page.draft).toEqual(page.published);
    expect(page.published).toEqual(seedPages.history);
  });

  it('renders the page from its published texts, in each language', async () => {
    const english = await renderedPage(second, '/history');
    expect(english).toContain('<main data-key="page/history/en">');
    expect(english).toContain(`<title>${seedPages.history.title.en}</title>`);
    const dutch = await renderedPage(second, '/nl/history');
    expect(dutch).toContain('<main data-key="page/history/nl">');
    expect(dutch).toContain(`<h1>${seedPages.history.title.nl}</h1>`);
    // The green fees page shows its texts beside the price list.
    expect(await renderedPage(second, '/greenfees')).toContain('<main data-key="page/greenfees/en">');
  });

  it('keeps a draft from visitors, and shows it to signed-in staff only with ?draft=1', async () => {
    const page = await history();
    const block = firstText(page.draft);
    const draft = withText(page.draft, block.id, { en: 'A **draft** sentence.', nl: 'Een *ontwerp*.' });
    const saved = await save(page.version, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminPage.parse(saved.json())).toMatchObject({ version: page.version + 1, hasDraft: true });

    expect(publicHtml(await publicAnswer('en'))).not.toContain('draft');
    expect(await renderedPage(first, '/history')).not.toContain('draft');

    const anonymous = await first.inject({ method: 'GET', url: `${publicUrl}?draft=1` });
    expect(expectError(anonymous, 401)).toMatch(/sign in/i);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    const preview = await first.inject({
      method: 'GET',
      url: `${publicUrl}?draft=1`,
      headers: { 'accept-language': 'nl-BE,nl;q=0.9' },
      cookies: sessionCookie,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const shown = publicPage.parse(preview.json());
    expect(shown.language).toBe('nl');
    expect(shown.blocks.find((b) => b.id === block.id)).toEqual({
      id: block.id,
      kind: 'text',
      html: '<p>Een <em>ontwerp</em>.</p>',
      fallback: false,
    });
    expectError(await first.inject({ method: 'GET', url: `${publicUrl}?draft=yes` }), 400);
  });

  it('publishes the draft: the API and the rendered pages of every instance show it within seconds', async () => {
    const page = await history();
    const block = firstText(page.draft);
    const res = await publish(page.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPage.parse(res.json())).toMatchObject({ hasDraft: false, version: page.version + 1 });

    const english = (await publicAnswer('en', second)).blocks.find((b) => b.id === block.id);
    expect(english).toMatchObject({ html: '<p>A <strong>draft</strong> sentence.</p>', fallback: false });
    const dutch = (await publicAnswer('nl', second)).blocks.find((b) => b.id === block.id);
    expect(dutch).toMatchObject({ html: '<p>Een <em>ontwerp</em>.</p>' });

    expect(await renderedPage(first, '/history')).toContain('<p>A <strong>draft</strong> sentence.</p>');
    await vi.waitFor(
      async () => {
        expect(await renderedPage(second, '/history')).toContain('<p>A <strong>draft</strong> sentence.</p>');
        expect(await renderedPage(second, '/nl/history')).toContain('<p>Een <em>ontwerp</em>.</p>');
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('falls back to English for a language left empty, and says so', async () => {
    const page = await history();
    const block = firstText(page.draft);
    const saved = await save(page.version, withText(page.draft, block.id, { fr: '' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publish(adminPage.parse(saved.json()).version)).statusCode).toBe(200);
    const french = (await publicAnswer('fr')).blocks.find((b) => b.id === block.id);
    expect(french).toMatchObject({ html: '<p>A <strong>draft</strong> sentence.</p>', fallback: true });
  });

  it('lists the revisions with what changed, and a restore brings back the old text as a new revision', async () => {
    const res = await asStaff({ method: 'GET', url: revisionsUrl });
    expect(res.statusCode).toBe(200);
    const { revisions } = revisionList.parse(res.json());
    expect(revisions.map((r) => r.n)).toEqual([3, 2, 1]);
    const block = firstText(seedPages.history);
    expect(revisions[0]).toMatchObject({ createdBy: STAFF.email, summary: `text '${block.id}' (fr)` });
    expect(revisions[1]?.summary).toBe(`text '${block.id}' (en, nl)`);
    expect(revisions[2]).toMatchObject({ createdBy: 'seed', restoredFrom: null });

    const page = await history();
    const restored = await asStaff({
      method: 'POST',
      url: restoreUrl(1),
      payload: { version: page.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(adminPage.parse(restored.json()).published).toEqual(seedPages.history);
    expect((await publicAnswer('en')).blocks.find((b) => b.id === block.id)).toMatchObject({
      html: expect.stringContaining(block.text.en.slice(0, 40)),
    });
    await vi.waitFor(
      async () => expect(await renderedPage(second, '/history')).not.toContain('draft sentence'),
      { timeout: 10_000, interval: 50 },
    );
    const after = revisionList.parse((await asStaff({ method: 'GET', url: revisionsUrl })).json());
    expect(after.revisions[0]).toMatchObject({ n: 4, restoredFrom: 1, summary: 'Restored revision 1' });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.actor, STAFF.email));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['document.draft', 'document.publish', 'document.restore']),
    );
    expect(audits.find((row) => row.action === 'document.restore')?.target).toMatch(
      /^page:history revision 4/,
    );

    const missing = await asStaff({
      method: 'POST',
      url: restoreUrl(99),
      payload: { version: page.version + 1 },
    });
    expect(expectError(missing, 404)).toMatch(/revision 99/);
  });

  it('refuses a save on an older version, naming who saved the newer one', async () => {
    const page = await history(asColleague);
    const block = firstText(page.draft);
    const theirs = await save(page.version, withText(page.draft, block.id, { de: 'Zuerst.' }), asColleague);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await save(page.version, withText(page.draft, block.id, { de: 'Zweitens.' }));
    expect(mine.statusCode).toBe(409);
    const answer = staleVersionAnswer.parse(mine.json());
    expect(answer).toMatchObject({ version: page.version + 1, updatedBy: COLLEAGUE.email });
    expect(answer.message).toContain(COLLEAGUE.email);
    expect((await publish(page.version)).statusCode).toBe(409);
    // Their draft stands, unchanged by the refused save.
    expect(firstText((await history()).draft).text.de).toBe('Zuerst.');
    // Publishing where there is no draft is refused too.
    const current = await history();
    expect((await publish(current.version)).statusCode).toBe(200);
    expect(expectError(await publish(current.version + 1), 409)).toMatch(/no draft/);
  });

  it('needs a signed-in staff member, and the cross-site token for a change', async () => {
    expect((await first.inject({ method: 'GET', url: api(adminApiPaths.pages.path()) })).statusCode).toBe(
      401,
    );
    expect((await first.inject({ method: 'GET', url: pageUrl })).statusCode).toBe(401);
    const page = await history();
    const withoutToken: InjectOptions = {
      method: 'PUT',
      url: pageUrl,
      payload: { version: page.version, ...page.draft },
      cookies: sessionCookie,
    };
    expect((await first.inject(withoutToken)).statusCode).toBe(403);
    expect((await first.inject({ ...withoutToken, method: 'POST', url: publishUrl })).statusCode).toBe(403);
    expect((await first.inject({ method: 'PUT', url: pageUrl, payload: {} })).statusCode).toBe(401);
  });

  it('refuses what it cannot keep: an unknown page, a bad block, a picture the library does not hold', async () => {
    expectError(await asStaff({ method: 'GET', url: api('/admin/pages/no-such-page') }), 400);
    expectError(await first.inject({ method: 'GET', url: api('/pages/no-such-page') }), 400);
    const page = await history();
    const twice = { ...page.draft, blocks: [...page.draft.blocks, page.draft.blocks[0]] };
    expect(expectError(await save(page.version, twice as PageContent), 400)).toMatch(/same id/);
    const picture: PageBlock = { id: 'new-photo', kind: 'picture', mediaId: 'no-such-picture' };
    const withPicture = { ...page.draft, blocks: [...page.draft.blocks, picture] };
    expect(expectError(await save(page.version, withPicture), 400)).toContain('"no-such-picture"');
    expect((await history()).version).toBe(page.version);
  });

  it('shows a picture of the library with its files and its texts in the page language', async () => {
    await database.db.insert(media).values({
      id: 'test-photo',
      kind: 'image',
      originalName: 'clubhouse.heic',
      width: 1600,
      height: 1200,
      bytes: 123_456,
      variants: [800, 480, 1600, 1200].flatMap((width) =>
        (['avif', 'webp', 'jpeg'] as const).map((format) => ({
          file: `test-photo-${width}.${format === 'jpeg' ? 'jpg' : format}`,
          format,
          width,
        })),
      ),
      alt: { en: 'The clubhouse at dusk', nl: 'Het clubhuis bij schemer', fr: '', de: '' },
      caption: { en: 'Summer 2026', nl: '', fr: '', de: '' },
      createdBy: STAFF.email,
    });
    const page = await history();
    const picture: PageBlock = { id: 'new-photo', kind: 'picture', mediaId: 'test-photo' };
    const saved = await save(page.version, { ...page.draft, blocks: [...page.draft.blocks, picture] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publish(page.version + 1)).statusCode).toBe(200);
    const dutch = (await publicAnswer('nl')).blocks.find((b) => b.id === 'new-photo');
    expect(dutch).toEqual({
      id: 'new-photo',
      kind: 'picture',
      picture: {
        id: 'test-photo',
        alt: 'Het clubhuis bij schemer',
        caption: 'Summer 2026',
        width: 1600,
        height: 1200,
        src: '/files/test-photo-1200.jpg',
        sources: [
          {
            type: 'image/avif',
            srcset:
              '/files/test-photo-480.avif 480w, /files/test-photo-800.avif 800w, /files/test-photo-1200.avif 1200w, /files/test-photo-1600.avif 1600w',
          },
          {
            type: 'image/webp',
            srcset:
              '/files/test-photo-480.webp 480w, /files/test-photo-800.webp 800w, /files/test-photo-1200.webp 1200w, /files/test-photo-1600.webp 1600w',
          },
        ],
      },
    });
    expect((await publicAnswer('fr')).blocks.find((b) => b.id === 'new-photo')).toMatchObject({
      picture: { alt: 'The clubhouse at dusk' },
    });
  });

  it('lets no script or event handler in Markdown reach the API or the page', async () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
      '[a [b](javascript:alert(1))](https://example.com/" onmouseover="alert(1))',
      '<svg><script>alert(1)</script></svg> <style>*{}</style> <iframe srcdoc="<script>x</script>">',
    ].join('\n\n');
    const page = await history();
    const block = firstText(page.draft);
    const hostile = withText(page.draft, block.id, { en: attacks, nl: attacks });
    const saved = await save(page.version, hostile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publish(page.version + 1)).statusCode).toBe(200);
    for (const language of ['en', 'nl']) expectNothingRuns(publicHtml(await publicAnswer(language)));
    const preview = await asStaff({ method: 'GET', url: `${publicUrl}?draft=1` });
    expectNothingRuns(publicHtml(publicPage.parse(preview.json())));
    for (const url of ['/history', '/nl/history']) {
      await vi.waitFor(
        async () => {
          const html = await renderedPage(second, url);
          expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
          expectNothingRuns(html);
        },
        { timeout: 10_000, interval: 50 },
      );
    }
  });

  it('reads an ecology page stored with the retired timeline widget as the timeline it showed', async () => {
    // Issue 38: an install of before stored the plans' timeline as a widget, in the page and its history.
    const retired = { id: 'plan-timeline', kind: 'widget', widget: 'plan-timeline' };
    const stored = {
      ...seedPages.ecology,
      blocks: seedPages.ecology.blocks.map((block) => (block.kind === 'timeline' ? retired : block)),
    };
    await database.db
      .update(documents)
      .set({ published: stored, draft: stored })
      .where(eq(documents.key, 'page:ecology'));
    await database.db.insert(documentRevisions).values({
      key: 'page:ecology',
      n: 2,
      value: stored,
      createdBy: 'seed',
      summary: 'Before issue 38',
      restoredFrom: null,
    });
    first.documents.forget();
    first.pages.forget();

    const res = await asStaff({ method: 'GET', url: api(adminApiPaths.page.path({ key: 'ecology' })) });
    expect(res.statusCode, res.body).toBe(200);
    const page = adminPage.parse(res.json());
    expect(page.published).toEqual(seedPages.ecology);
    expect(page.draft).toEqual(seedPages.ecology);
    const visitors = await first.inject({
      method: 'GET',
      url: api(apiPaths.page.path({ key: 'ecology' })),
      headers: { 'accept-language': 'nl' },
    });
    expect(visitors.statusCode, visitors.body).toBe(200);
    expect(publicPage.parse(visitors.json()).blocks[0]).toMatchObject({
      kind: 'timeline',
      title: 'De plannen in een oogopslag',
      items: expect.arrayContaining([
        { when: 'Voorjaar 2021', text: 'Het nieuwe plan voor 20 jaar wordt goedgekeurd.' },
      ]),
    });

    const restored = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.restorePageRevision.path({ key: 'ecology', n: 2 })),
      payload: { version: page.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(adminPage.parse(restored.json()).published).toEqual(seedPages.ecology);
  });

  it('reads an ecology page stored with the retired species list as its cards, with the drawings', async () => {
    // Issue 38: before, the species were the dictionaries' texts and fixed drawings behind a widget.
    const retired = { id: 'species-list', kind: 'widget', widget: 'species-list' };
    const stored = {
      ...seedPages.ecology,
      blocks: seedPages.ecology.blocks.map((block) => (block.kind === 'cards' ? retired : block)),
    };
    await database.db
      .update(documents)
      .set({ published: stored, draft: null })
      .where(eq(documents.key, 'page:ecology'));
    first.documents.forget();
    first.pages.forget();

    const res = await asStaff({ method: 'GET', url: api(adminApiPaths.page.path({ key: 'ecology' })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPage.parse(res.json()).published).toEqual(seedPages.ecology);
    const visitors = await first.inject({
      method: 'GET',
      url: api(apiPaths.page.path({ key: 'ecology' })),
      headers: { 'accept-language': 'de' },
    });
    expect(visitors.statusCode, visitors.body).toBe(200);
    const cards = publicPage.parse(visitors.json()).blocks.find((block) => block.id === 'species-list');
    if (cards?.kind !== 'cards') throw new Error(`no cards: ${JSON.stringify(cards)}`);
    expect(cards.items).toHaveLength(7);
    expect(cards.items[0]).toMatchObject({
      picture: {
        id: 'species-natterjack-toad',
        alt: 'Illustration einer Kreuzkröte: eine olivfarbene, warzige Kröte mit gelbem Rückenstreifen',
        width: 480,
        height: 360,
        src: '/art/species-natterjack-toad.svg',
      },
      title: 'Kreuzkröte',
      subtitle: 'Epidalea calamita',
      fallback: [],
    });
  });

  it('reads a home page stored with the contact widget that wrote its own title as the heading and intro before it', async () => {
    // Issue 38: before, the widget (block id 'contact') wrote "Visit the club" and its intro from the dictionaries.
    const old = { id: 'contact', kind: 'widget', widget: 'club-contact' };
    const stored = {
      ...seedPages.home,
      blocks: [
        ...seedPages.home.blocks.filter(
          (block) => !['contact', 'contact-text', 'club-contact'].includes(block.id),
        ),
        old,
      ],
    };
    await database.db
      .update(documents)
      .set({ published: stored, draft: null })
      .where(eq(documents.key, 'page:home'));
    first.documents.forget();
    first.pages.forget();

    const res = await asStaff({ method: 'GET', url: api(adminApiPaths.page.path({ key: 'home' })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPage.parse(res.json()).published).toEqual(seedPages.home);
    const visitors = await first.inject({
      method: 'GET',
      url: api(apiPaths.page.path({ key: 'home' })),
      headers: { 'accept-language': 'nl' },
    });
    expect(visitors.statusCode, visitors.body).toBe(200);
    expect(publicPage.parse(visitors.json()).blocks.slice(-3)).toEqual([
      { id: 'contact', kind: 'heading', text: 'Bezoek de club', fallback: false },
      {
        id: 'contact-text',
        kind: 'text',
        html: '<p>Het secretariaat helpt u graag met starttijden, bezoeken en elke vraag over de club. Bel ons, schrijf ons, of kom langs in de duinen.</p>',
        fallback: false,
      },
      { id: 'club-contact', kind: 'widget', widget: 'club-contact' },
    ]);
  });

  it('refuses cards naming a picture the library does not hold', async () => {
    const page = await history();
    const card = { mediaId: 'species-skylark', title: { en: 'Skylark', nl: '', fr: '', de: '' } };
    const cards: PageBlock = {
      id: 'birds',
      kind: 'cards',
      items: [
        { ...card, subtitle: card.title, text: card.title },
        { ...card, mediaId: 'no-such-bird', subtitle: card.title, text: card.title },
      ],
    };
    const res = await save(page.version, { ...page.draft, blocks: [...page.draft.blocks, cards] });
    expect(expectError(res, 400)).toContain('"no-such-bird"');
    expect((await history()).version).toBe(page.version);
  });
});
