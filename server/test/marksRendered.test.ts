import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { adminMarks } from '../../common/api/marks';
import { api } from './fixtures';
import { renderedPage, twoInstances } from './helpers/twoInstances';
import { staffSession, uploadLogo } from './marksFixtures';

// docs/product.md, Award and brand marks: the home page and the golf shop are rendered with the marks
// staff published, painted from the page's own HTML: a logo staff uploaded shows there with its alt text
// in the page's language, on every instance, within seconds.

const STAFF = { email: 'marks-pages@example.org', password: 'a long marks password' };

/**
 * The home page's and the golf shop's templates and a small SSR bundle that writes each mark's picture
 * from the marks' queries, as AwardBadges and BrandBadges do (web/src/features/awards/marksOnPages.test.tsx
 * renders the real ones).
 */
const marksPages = {
  name: 'marks-pages',
  pages: [
    ['index.html', '/', 'en', '<!doctype html><html><body>the built home page</body></html>'],
    ['nl/index.html', '/nl', 'nl', '<!doctype html><html><body>de gebouwde startpagina</body></html>'],
    [
      'golfshop/index.html',
      '/golfshop',
      'en',
      '<!doctype html><html><body>the built golf shop</body></html>',
    ],
  ],
  entryServer: `
    export const awardsQueryKey = (language) => ['marks', 'awards', language];
    export const brandsQueryKey = (language) => ['marks', 'brands', language];
    const img = (picture) => '<img src="' + escape(picture.src) + '" alt="' + escape(picture.alt) + '">';
    export async function renderPage(path, language, queries) {
      const found = queries.find(([key]) => key[0] === 'marks');
      if (!found) return { head: [], body: '<p>rendered without the marks</p>' };
      const [key, answer] = found;
      const marks = (answer.awards ?? answer.brands).map((mark) => '<li>' + img(mark.picture) + escape(mark.name) + '</li>');
      return { head: [], body: '<ul data-key="' + key.join('/') + '">' + marks.join('') + '</ul>' };
    }`,
} as const;

describe('the pages rendered with the marks', async () => {
  const { first, second } = await twoInstances({ ...marksPages, admin: STAFF });
  const asStaff = await staffSession(first, STAFF);

  const marksOf = async (app: FastifyInstance, url: string) => {
    const body = await renderedPage(app, url);
    return /<ul data-key[^>]*>.*?<\/ul>/.exec(body)?.[0] ?? body;
  };

  it('paints the sample marks of a new site from the page’s own HTML', async () => {
    const home = await marksOf(second, '/nl');
    expect(home).toContain('data-key="marks/awards/nl"');
    expect(home).toContain(
      '<li><img src="/art/award-links.svg" alt="Een rond insigne met een ster, met een vlag op een green">Voorbeeld Links Award</li>',
    );
    const shop = await marksOf(first, '/golfshop');
    expect(shop).toContain('data-key="marks/brands/en"');
    expect(shop).toContain(
      '<img src="/art/brand-marram-and-sons.svg" alt="Marram &amp; Sons">Marram &amp; Sons',
    );
  });

  it('shows an uploaded mark with its alt text on every instance once staff publish it', async () => {
    const logo = await uploadLogo(asStaff, 'dune-trust.png', {
      alt: {
        en: 'The Dune Trust logo: a tern over a dune',
        nl: 'Het logo van de Duinstichting: een stern boven een duin',
        fr: '',
        de: '',
      },
      caption: { en: '', nl: '', fr: '', de: '' },
      credit: '',
    });
    // Rendered before the change, so that the change must replace what the renderer keeps.
    expect(await marksOf(second, '/nl')).not.toContain(logo.id);

    const url = api(adminApiPaths.marks.path());
    const current = adminMarks.parse((await asStaff({ method: 'GET', url })).json());
    const award = {
      name: { en: 'Dune Trust Partner', nl: 'Partner van de Duinstichting', fr: '', de: '' },
      year: 2026,
      mediaId: logo.id,
      link: '',
    };
    const saved = await asStaff({
      method: 'PUT',
      url,
      payload: {
        version: current.version,
        marks: { ...current.marks, awards: [award, ...current.marks.awards] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await vi.waitFor(
      async () => {
        const home = await marksOf(second, '/nl');
        expect(home).toMatch(
          new RegExp(
            `^<ul data-key="marks/awards/nl"><li><img src="/files/${logo.id}-\\d+w\\.jpg" alt="Het logo van de Duinstichting: een stern boven een duin">Partner van de Duinstichting</li>`,
          ),
        );
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await marksOf(first, '/')).toContain(
      'alt="The Dune Trust logo: a tern over a dune">Dune Trust Partner',
    );
    // The golf shop was not rendered with the awards: it shows its brands as before.
    expect(await marksOf(second, '/golfshop')).not.toContain(logo.id);
  });
});
