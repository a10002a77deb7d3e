import { describe, expect, it } from 'vitest';
import { build } from './helpers';
import { fakeBuild, seededQueriesOn, seededQueryMapOn } from './helpers/twoInstances';

// The privacy page and Who's Who are rendered with their data, as the price and course pages are
// (docs/decisions/0031): their first paint states the server's retention periods and lists the board, and
// the app finds both in the page instead of asking (and loading zod to check the answers).

/** The two pages' templates and a small SSR bundle that writes the queries it was given. */
const pages = {
  name: 'privacy-board-pages',
  pages: [
    [
      'privacy/index.html',
      '/privacy',
      'en',
      '<!doctype html><html><body>the built privacy page</body></html>',
    ],
    ['bod/index.html', '/bod', 'en', '<!doctype html><html><body>the built board page</body></html>'],
    [
      'nl/bod/index.html',
      '/nl/bod',
      'nl',
      '<!doctype html><html><body>de gebouwde bestuurspagina</body></html>',
    ],
    [
      'members/index.html',
      '/members',
      'en',
      '<!doctype html><html><body>the built members page</body></html>',
    ],
  ],
  entryServer: `
    export const retentionQueryKey = () => ['privacy-retention'];
    export const bookingModeQueryKey = () => ['booking-mode'];
    export const boardMembersQueryKey = () => ['website-content', 'bod-page-data', 'board'];
    export async function renderPage(path, language, queries) {
      const mine = queries.filter(([key]) => ['privacy-retention', 'booking-mode'].includes(key[0]) || key[1] === 'bod-page-data');
      return { head: [], body: '<pre id="seeded">' + escape(JSON.stringify(mine)) + '</pre>' };
    }`,
} as const;

describe('the privacy page and the board, rendered with their data', async () => {
  const { app } = await build({
    env: { RETENTION_REQUEST_MONTHS: '18', RETENTION_MAIL_DAYS: '14' },
    webRoot: fakeBuild(pages),
  });

  it('renders /privacy with the periods and the booking mode this server has', async () => {
    const seeded = await seededQueryMapOn(app, '/privacy');
    expect([...seeded.keys()].sort()).toEqual(['booking-mode', 'privacy-retention']);
    const periods = seeded.get('privacy-retention');
    expect(periods).toMatchObject({ requestMonths: 18, sentMailDays: 14 });
    const answer = await app.inject({ method: 'GET', url: '/api/v1/privacy/retention' });
    expect(periods).toEqual(answer.json());
    const mode = await app.inject({ method: 'GET', url: '/api/v1/booking/mode' });
    expect(seeded.get('booking-mode')).toEqual(mode.json());
  });

  it('renders /bod and /nl/bod with the board, as GET /websitecontent/bod-page-data gives it', async () => {
    for (const [url, language] of [
      ['/bod', 'en'],
      ['/nl/bod', 'nl'],
    ] as const) {
      const [[key, members] = []] = await seededQueriesOn(app, url);
      expect(key).toEqual(['website-content', 'bod-page-data', 'board']);
      const answer = await app.inject({
        method: 'GET',
        url: '/api/v1/websitecontent/bod-page-data',
        headers: { 'accept-language': language },
      });
      expect(members).toEqual(JSON.parse(answer.json().content));
      expect((members as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('renders other pages without them', async () => {
    expect(await seededQueriesOn(app, '/members')).toEqual([]);
  });
});
