import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import type {
  AdminOpeningHours,
  OpeningException,
  OpeningHours,
  OpeningHoursAnswer,
  StoredOpeningException,
} from '../../common/api/openingHours';
import { apiPaths } from '../../common/api/paths';
import { SEEDED_OPENING_HOURS } from '../../common/rules/openingHours';
import { priceListAnswerOn } from '../../common/rules/priceLists';
import { SEEDED_PRICE_LIST } from '../../common/test/seededPriceList';
import { auditLog, openingHoursSettings } from '../src/db/schema';
import { createPageRenderer, type PageBundle } from '../src/lib/pageRenderer';
import { api } from './fixtures';
import { build, daysFromToday } from './helpers';
import { signInStaff } from './staffSignIn';

const STAFF = { email: 'hours@example.org', password: 'a long opening hours password' };
const hoursUrl = api(adminApiPaths.openingHours.path());
const exceptionsUrl = api(adminApiPaths.openingHourExceptions.path());
const exceptionUrl = (id: number | string) => api(adminApiPaths.openingHourException.path({ id }));
const publicUrl = (from: string, days = 7) =>
  `${api(apiPaths.openingHours.path())}?from=${from}&days=${days}`;

const closedDay = (date: string): OpeningException => ({
  facility: 'bar',
  from: date,
  to: date,
  closed: true,
  opens: null,
  closes: null,
  reason: { en: 'Staff party', nl: 'Personeelsfeest', fr: 'Fête du personnel', de: '' },
});

describe('opening hours (docs/product.md, Opening hours)', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const asStaff = await signInStaff(app, STAFF);
  const audits = () => database.db.select().from(auditLog).where(like(auditLog.action, 'opening-hours.%'));
  const today = daysFromToday(0);

  it('answers the seeded hours in the request language until staff save their own', async () => {
    const en = await app.inject({ method: 'GET', url: publicUrl(today) });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.headers.vary).toContain('accept-language');
    expect(en.json()).toEqual({
      hours: {
        drivingRange: SEEDED_OPENING_HOURS.drivingRange.map((p) => ({ ...p, name: p.name.en })),
        shop: SEEDED_OPENING_HOURS.shop.map((p) => ({ ...p, name: p.name.en })),
        bar: SEEDED_OPENING_HOURS.bar.map((p) => ({ ...p, name: p.name.en })),
      },
      exceptions: [],
    });
    const fr = await app.inject({
      method: 'GET',
      url: publicUrl(today),
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().hours.bar[0].name).toBe('Basse saison');
    const staffView = await asStaff({ method: 'GET', url: hoursUrl });
    expect(staffView.json()).toEqual({ hours: SEEDED_OPENING_HOURS, exceptions: [] });
  });

  it('refuses bad ranges and bodies with 400, and strangers with 401', async () => {
    for (const query of [
      'from=2026-02-30&days=7',
      'from=2026-12-01&days=0',
      'from=2026-12-01&days=63',
      'days=7',
    ]) {
      const res = await app.inject({ method: 'GET', url: `${api(apiPaths.openingHours.path())}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await app.inject({ method: 'GET', url: hoursUrl })).statusCode).toBe(401);
    const refused: [string, unknown][] = [
      [exceptionsUrl, { ...closedDay(today), to: daysFromToday(-1) }],
      [exceptionsUrl, { ...closedDay(today), closed: false }],
      [exceptionsUrl, { ...closedDay(today), facility: 'pool' }],
      [exceptionsUrl, { ...closedDay(today), reason: { en: '', nl: '', fr: '', de: '' } }],
      [exceptionsUrl, { ...closedDay(today), closed: false, opens: '18:00', closes: '09:00' }],
    ];
    for (const [url, payload] of refused) {
      const res = await asStaff({ method: 'POST', url, payload: payload as object });
      expect(res.statusCode, res.body).toBe(400);
    }
    const lateClose = structuredClone(SEEDED_OPENING_HOURS);
    lateClose.shop[0]?.days.splice(0, 1, { opens: '17:00', closes: '08:00' });
    const overlapping = structuredClone(SEEDED_OPENING_HOURS);
    overlapping.bar[1] = {
      ...(overlapping.bar[1] as OpeningHours['bar'][number]),
      to: { month: 11, day: 2 },
    };
    for (const payload of [lateClose, overlapping, { ...SEEDED_OPENING_HOURS, bar: undefined }]) {
      const res = await asStaff({ method: 'PUT', url: hoursUrl, payload: payload as object });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await audits()).toEqual([]);
  });

  let partyId = 0;

  it('adds an exceptional day: audited, and the public answer shows it at once with its reason', async () => {
    const created = await asStaff({ method: 'POST', url: exceptionsUrl, payload: closedDay(today) });
    expect(created.statusCode, created.body).toBe(201);
    partyId = created.json().id;
    expect(created.json()).toEqual({ id: partyId });
    const nl = await app.inject({
      method: 'GET',
      url: publicUrl(today),
      headers: { 'accept-language': 'nl' },
    });
    expect(nl.json().exceptions).toEqual([{ ...closedDay(today), id: partyId, reason: 'Personeelsfeest' }]);
    // An empty translation falls back to English.
    const de = await app.inject({
      method: 'GET',
      url: publicUrl(today),
      headers: { 'accept-language': 'de' },
    });
    expect(de.json().exceptions[0].reason).toBe('Staff party');
    // A range that does not touch it does not carry it.
    const later = await app.inject({ method: 'GET', url: publicUrl(daysFromToday(1), 30) });
    expect(later.json().exceptions).toEqual([]);
    expect((await audits()).map((row) => [row.action, row.actor])).toEqual([
      ['opening-hours.exception.add', STAFF.email],
    ]);
  });

  it('saves new hours, audited, read at once by the public answer', async () => {
    const hours = structuredClone(SEEDED_OPENING_HOURS);
    hours.bar[0]?.days.splice(1, 1, { opens: '11:00', closes: '15:00' });
    const saved = await asStaff({ method: 'PUT', url: hoursUrl, payload: hours });
    expect(saved.statusCode, saved.body).toBe(204);
    const view = (await asStaff({ method: 'GET', url: hoursUrl })).json() as AdminOpeningHours;
    expect(view.hours).toEqual(hours);
    expect(view.exceptions.map((day) => day.id)).toEqual([partyId]);
    const answer = await app.inject({ method: 'GET', url: publicUrl(today) });
    expect(answer.json().hours.bar[0].days[1]).toEqual({ opens: '11:00', closes: '15:00' });
    expect((await audits()).map((row) => row.action)).toContain('opening-hours.update');
  });

  it('forgets its cached hours when another instance announces a change', async () => {
    const hours = structuredClone(SEEDED_OPENING_HOURS);
    hours.shop[0]?.days.splice(6, 1, null);
    await database.db.update(openingHoursSettings).set({ hours }).where(eq(openingHoursSettings.id, 1));
    await app.openingHours.get();
    await app.live.publish({ topic: 'opening-hours' });
    await expect.poll(async () => (await app.openingHours.get()).shop[0]?.days[6]).toBeNull();
  });

  it('removes an exceptional day once; a second removal is 404', async () => {
    const removed = await asStaff({ method: 'DELETE', url: exceptionUrl(partyId) });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await app.inject({ method: 'GET', url: publicUrl(today) })).json().exceptions).toEqual([]);
    const again = await asStaff({ method: 'DELETE', url: exceptionUrl(partyId) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Exceptional day not found.');
    expect((await asStaff({ method: 'DELETE', url: exceptionUrl('x') })).statusCode).toBe(400);
    expect((await audits()).filter((row) => row.action === 'opening-hours.exception.remove')).toHaveLength(1);
  });
});

describe('pages rendered with the opening hours (server/src/lib/pageRenderer.ts)', () => {
  const template = (path: string) =>
    `<!doctype html><html><head><!--ssr-head--></head><body><!--ssr-body--></body></html>${path}`;

  it('renders the hours pages with the week from the club day, again after a change', async () => {
    const listeners = new Set<(change: LiveChange) => void>();
    let exceptions: StoredOpeningException[] = [];
    const asked: string[] = [];
    const bundle: PageBundle = {
      priceListQueryKey: (date, language) => ['price-list', date, language],
      openingHoursQueryKey: (from, language) => ['opening-hours', from, 7, language],
      async renderPage(_path, _language, queries) {
        const [, hours] = queries;
        const answer = hours?.[1] as OpeningHoursAnswer;
        asked.push(JSON.stringify(hours?.[0]));
        return {
          head: [],
          body: `bar: ${answer.hours.bar[0]?.name}; ${answer.exceptions.map((d) => d.reason).join()}`,
        };
      },
    };
    const seeded = { id: 1, ...SEEDED_PRICE_LIST };
    const renderer = createPageRenderer({
      templates: new Map([
        ['nl/dining-bar/index.html', { path: '/nl/dining-bar', language: 'nl', html: template('') }],
      ]),
      loadBundle: async () => bundle,
      priceLists: () => ({
        answerOn: async (date, language) => priceListAnswerOn([seeded], date, language),
      }),
      openingHours: () => ({
        get: async () => SEEDED_OPENING_HOURS,
        exceptions: async (from, to) => exceptions.filter((day) => day.from <= to && day.to >= from),
      }),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      log: { error: () => {} } as never,
      now: () => new Date('2026-12-20T11:00:00Z'),
    });
    const body = async () => (await renderer.page('nl/dining-bar/index.html'))?.bodies.identity.toString();
    expect(await body()).toContain('bar: Laagseizoen; <');
    exceptions = [
      { ...closedDay('2026-12-25'), id: 1 },
      { ...closedDay('2026-12-28'), id: 2 },
    ];
    // Kept until the hours change.
    expect(await body()).toContain('bar: Laagseizoen; <');
    for (const listener of listeners) listener({ topic: 'opening-hours' });
    // The week from 20 December holds the 25th, not the 28th.
    expect(await body()).toContain('bar: Laagseizoen; Personeelsfeest<');
    expect(asked).toEqual([
      JSON.stringify(['opening-hours', '2026-12-20', 7, 'nl']),
      JSON.stringify(['opening-hours', '2026-12-20', 7, 'nl']),
    ]);
    renderer.close();
  });

  it('renders the home page with them too, for its structured data, and again after a change', async () => {
    const listeners = new Set<(change: LiveChange) => void>();
    let hours: OpeningHours = SEEDED_OPENING_HOURS;
    const seen: string[] = [];
    const bundle: PageBundle = {
      priceListQueryKey: (date, language) => ['price-list', date, language],
      openingHoursQueryKey: (from, language) => ['opening-hours', from, 7, language],
      async renderPage(path, _language, queries) {
        seen.push(`${path} ${queries.map(([key]) => key[0]).join()}`);
        const found = queries.find(([key]) => key[0] === 'opening-hours');
        const answer = found?.[1] as OpeningHoursAnswer | undefined;
        return { head: [], body: `shop opens ${answer?.hours.shop[0]?.days[0]?.opens ?? 'unknown'}` };
      },
    };
    const renderer = createPageRenderer({
      templates: new Map([
        ['fr/index.html', { path: '/fr', language: 'fr', html: template('') }],
        ['dresscode/index.html', { path: '/dresscode', language: 'en', html: template('') }],
      ]),
      loadBundle: async () => bundle,
      priceLists: () => ({ answerOn: async () => ({}) as never }),
      openingHours: () => ({ get: async () => hours, exceptions: async () => [] }),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      log: { error: () => {} } as never,
      now: () => new Date('2026-12-20T11:00:00Z'),
    });
    const body = async (file: string) => (await renderer.page(file))?.bodies.identity.toString();
    expect(await body('fr/index.html')).toContain('shop opens 08:30');
    // A page that states no hours is not given them (nor rendered again when they change).
    expect(await body('dresscode/index.html')).toContain('shop opens unknown');
    const shop = SEEDED_OPENING_HOURS.shop.map((season) => ({
      ...season,
      days: season.days.map(() => ({ opens: '07:15', closes: '18:00' })),
    }));
    hours = { ...SEEDED_OPENING_HOURS, shop };
    for (const listener of listeners) listener({ topic: 'opening-hours' });
    expect(await body('fr/index.html')).toContain('shop opens 07:15');
    expect(await body('dresscode/index.html')).toContain('shop opens unknown');
    expect(seen).toEqual(['/fr opening-hours', '/dresscode ', '/fr opening-hours']);
    renderer.close();
  });
});
