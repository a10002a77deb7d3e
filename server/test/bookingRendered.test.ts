import { describe, expect, it } from 'vitest';
import { clubToday } from '../../common/rules/clubTime';
import { build } from './helpers';
import { fakeBuild, seededQueryMapOn } from './helpers/twoInstances';

// The booking page is rendered with the booking mode and today's price list (docs/decisions/0031): its
// first paint has its mode's lead and notes, and the app finds both in the page instead of asking (and
// loading zod to check the answers).

const pages = {
  name: 'booking-page',
  pages: [
    [
      'booking/index.html',
      '/booking',
      'en',
      '<!doctype html><html><body>the built booking page</body></html>',
    ],
    [
      'nl/booking/index.html',
      '/nl/booking',
      'nl',
      '<!doctype html><html><body>de gebouwde boekingspagina</body></html>',
    ],
    [
      'members/index.html',
      '/members',
      'en',
      '<!doctype html><html><body>the built members page</body></html>',
    ],
  ],
  entryServer: `
    export const bookingModeQueryKey = () => ['booking-mode'];
    export async function renderPage(path, language, queries) {
      const mine = queries.filter(([key]) => ['booking-mode', 'price-list'].includes(key[0]));
      return { head: [], body: '<pre id="seeded">' + escape(JSON.stringify(mine)) + '</pre>' };
    }`,
} as const;

describe.each(['mail', 'online'] as const)(
  'the booking page in the %s mode, rendered with its data',
  async (mode) => {
    const { app } = await build({ env: { BOOKING_MODE: mode }, webRoot: fakeBuild(pages) });

    it('carries the mode and today’s price list, as the API answers them, in the page’s language', async () => {
      for (const [url, language] of [
        ['/booking', 'en'],
        ['/nl/booking', 'nl'],
      ] as const) {
        const seeded = await seededQueryMapOn(app, url);
        const today = clubToday();
        expect([...seeded.keys()].sort()).toEqual(['booking-mode', `price-list/${today}/${language}`]);
        const answer = await app.inject({ method: 'GET', url: '/api/v1/booking/mode' });
        expect(seeded.get('booking-mode')).toEqual(answer.json());
        expect(seeded.get('booking-mode')).toMatchObject({ mode });
        const list = await app.inject({
          method: 'GET',
          url: `/api/v1/prices/${today}`,
          headers: { 'accept-language': language },
        });
        expect(seeded.get(`price-list/${today}/${language}`)).toEqual(list.json());
      }
    });

    it('renders other pages without them', async () => {
      expect(await seededQueryMapOn(app, '/members')).toEqual(new Map());
    });
  },
);
