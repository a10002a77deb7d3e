import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { build } from './helpers';
import { fakeBuild, seededQueryMapOn } from './helpers/twoInstances';

// The home page is rendered with its live parts (docs/decisions/0031): the notices, the course status's
// switches and condition, and the weather station's reading, as the API answers them. Its first paint
// shows them, and the app asks for none of them at its start (issue 38: five reads, a re-render and a
// notice that pushed the hero down when it came).

const pages = {
  name: 'home-page',
  pages: [
    ['index.html', '/', 'en', '<!doctype html><html><body>the built home page</body></html>'],
    ['nl/index.html', '/nl', 'nl', '<!doctype html><html><body>de gebouwde startpagina</body></html>'],
    ['members/index.html', '/members', 'en', '<!doctype html><html><body>the members page</body></html>'],
  ],
  entryServer: `
    export const websiteNotificationsQueryKey = () => ['notifications', 'website'];
    export const websiteContentQueryKey = (key) => ['website-content', key];
    export const courseStatusInfoQueryKey = () => ['website-content', 'course-status-info', 'info'];
    export const weatherQueryKey = () => ['website-content', 'vlinder', 'weather'];
    export const renderedAtQueryKey = () => ['rendered-at'];
    export async function renderPage(path, language, queries) {
      const mine = queries.filter(([key]) => ['notifications', 'website-content', 'rendered-at'].includes(key[0]));
      return { head: [], body: '<pre id="seeded">' + escape(JSON.stringify(mine)) + '</pre>' };
    }`,
} as const;

const STATUS_INFO = 'website-content/course-status-info/info';
const CONDITION = 'website-content/course-status';
const WEATHER = 'website-content/vlinder/weather';
const NOTICES = 'notifications/website';
const RENDERED_AT = 'rendered-at';

describe('the home page, rendered with its live parts', async () => {
  const { app, database } = await build({ webRoot: fakeBuild(pages) });
  const renderedAt = async () => (await seededQueryMapOn(app, '/')).get(RENDERED_AT);
  const get = async (url: string, language = 'en') =>
    (await app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json();

  it('carries the notices, the course status and the weather as the API answers them, per language', async () => {
    for (const [url, language] of [
      ['/', 'en'],
      ['/nl', 'nl'],
    ] as const) {
      const seeded = await seededQueryMapOn(app, url);
      expect([...seeded.keys()].sort()).toEqual(
        [CONDITION, STATUS_INFO, WEATHER, NOTICES, RENDERED_AT].sort(),
      );
      expect(seeded.get(NOTICES)).toEqual(await get('/api/v1/notifications/website', language));
      expect(seeded.get(CONDITION)).toEqual(await get('/api/v1/websitecontent/course-status', language));
      const info = await get('/api/v1/websitecontent/course-status-info');
      expect(seeded.get(STATUS_INFO)).toEqual(JSON.parse(info.content));
      const reading = await get('/api/v1/websitecontent/vlinder');
      expect(seeded.get(WEATHER)).toEqual(JSON.parse(reading.content));
      expect(Math.abs(Date.parse(seeded.get(RENDERED_AT) as string) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('renders other pages without them', async () => {
    expect(await seededQueryMapOn(app, '/members')).toEqual(new Map());
  });

  it('is rendered again when staff change the course status', async () => {
    const before = await app.contentRepository.get('course-status-info');
    const closed = { ...JSON.parse(before ?? '{}'), courseStatus: false };
    try {
      await app.contentRepository.set('course-status-info', JSON.stringify(closed));
      await expect.poll(async () => (await seededQueryMapOn(app, '/')).get(STATUS_INFO)).toEqual(closed);
    } finally {
      await app.contentRepository.set('course-status-info', before ?? '{}');
    }
  });

  it('shows a scheduled notice from its start, with no change announced then', async () => {
    const before = await renderedAt();
    // Staff schedule a notice for a moment from now: saving it announces the change, its start does not.
    const startsAt = new Date(Date.now() + 1500);
    await database.db
      .insert(notifications)
      .values({ content: '<p>Starting soon</p>', severity: 'warning', position: -1, startsAt });
    app.live.publish({ topic: 'notifications' });
    await expect.poll(renderedAt).not.toBe(before);
    const noticesOf = async () => JSON.stringify((await seededQueryMapOn(app, '/')).get(NOTICES));
    expect(await noticesOf()).not.toContain('Starting soon');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now()) + 50));
    expect(await noticesOf()).toContain('Starting soon');
  });

  it('is rendered again when its weather reading grows too old to show as current', async () => {
    // A reading that turns stale a second from now (WEATHER_STALE_MINUTES is 30).
    const time = new Date(Date.now() - 30 * 60_000 + 1000).toISOString();
    const reading = { wind: 5, humidity: 80, temperature: 11, airPressure: 1012, time };
    await app.contentRepository.set('vlinder', JSON.stringify(reading));
    await expect.poll(async () => (await seededQueryMapOn(app, '/')).get(WEATHER)).toEqual(reading);
    const first = await renderedAt();
    expect(await renderedAt()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await renderedAt()).not.toBe(first);
  });
});
