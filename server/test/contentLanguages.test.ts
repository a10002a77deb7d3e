import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AdminContent, AdminNotification } from '../../common/api/admin';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { CourseStatusInfo } from '../../common/api/content';
import type { LiveChange } from '../../common/api/live';
import { apiPaths } from '../../common/api/paths';
import { notificationTranslations, websiteContentTranslations } from '../src/db/schema';
import { api, expectError } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'translator@example.org', password: 'a long staff password' };

/** docs/product.md, Staff texts in four languages. */
describe('staff texts in English, Dutch, French and German', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
  });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });

  const contentUrl = (key: string) => api(apiPaths.websiteContent.path({ key }));
  const getContent = (key: string, language?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: contentUrl(key),
      headers: { ...(language === undefined ? {} : { 'accept-language': language }), ...headers },
    });
  const contentIn = async (key: string, language?: string) => {
    const res = await getContent(key, language);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { content: string }).content;
  };
  const save = (key: string, payload: object) =>
    asStaff({ method: 'PUT', url: api(adminApiPaths.content.path({ key })), payload });
  const saved = async (key: string, payload: object) => {
    const res = await save(key, payload);
    expect(res.statusCode, res.body).toBe(204);
  };
  const stored = async (key: string) => {
    const res = await asStaff({ method: 'GET', url: api(adminApiPaths.content.path({ key })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as AdminContent;
  };
  const notices = (language?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: api(apiPaths.websiteNotifications.path()),
      headers: { ...(language === undefined ? {} : { 'accept-language': language }), ...headers },
    });
  const noticeTexts = async (language?: string) => {
    const res = await notices(language);
    expect(res.statusCode).toBe(200);
    return (res.json() as { content: string }[]).map((n) => n.content);
  };
  const varies = (res: LightMyRequestResponse) =>
    String(res.headers.vary ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim());

  const menu = {
    content: 'Lunch: soup of the day',
    translations: { nl: 'Lunch: soep van de dag', fr: '', de: ' \n ' },
  };

  it('answers the menu in the language asked for, and in English where that language has none', async () => {
    await saved('menu', menu);
    expect(await contentIn('menu', 'nl')).toBe('Lunch: soep van de dag');
    expect(await contentIn('menu', 'nl-BE,nl;q=0.9,en;q=0.8')).toBe('Lunch: soep van de dag');
    expect(await contentIn('menu', 'es, nl;q=0.5')).toBe('Lunch: soep van de dag');
    // French empty and German blank count as missing.
    expect(await contentIn('menu', 'fr')).toBe(menu.content);
    expect(await contentIn('menu', 'de-DE')).toBe(menu.content);
    // English by default: without the header, for a language we do not have, for a malformed header.
    expect(await contentIn('menu')).toBe(menu.content);
    expect(await contentIn('menu', 'en')).toBe(menu.content);
    expect(await contentIn('menu', 'es-ES, it')).toBe(menu.content);
    expect(await contentIn('menu', ';;q=,nl;q=2')).toBe(menu.content);
  });

  it('keeps the answer {content}, varying by Accept-Language, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: contentUrl('menu'), headers: { 'accept-language': 'nl' } });
      expect(res.statusCode).toBe(200);
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language']));
      if (method === 'GET') expect(Object.keys(res.json())).toEqual(['content']);
    }
    // A long menu is compressed, and still says both.
    await saved('menu', { ...menu, translations: { ...menu.translations, nl: 'Soep '.repeat(400) } });
    const compressed = await getContent('menu', 'nl', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(varies(compressed)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language']));
    await saved('menu', menu);
  });

  it('leaves keys that are the same in every language alone: one answer, no Vary on the language', async () => {
    const english = await getContent('vlinder');
    const dutch = await getContent('vlinder', 'nl');
    expect(dutch.body).toBe(english.body);
    expect(dutch.headers.etag).toBe(english.headers.etag);
    expect(varies(dutch)).not.toContain('accept-language');
    for (const key of ['vlinder', 'home-page-header-image', 'bod-page-data']) {
      const res = await save(key, {
        content: (await stored(key)).content,
        translations: { nl: 'x', fr: '', de: '' },
      });
      expect(expectError(res, 400)).toBe(
        `The content of "${key}" is the same in every language: it takes no translations.`,
      );
    }
  });

  it('gives course-status-info a version per language of winterGreens only, the switches staying English', async () => {
    const info: CourseStatusInfo = {
      courseStatus: true,
      summerGreens: false,
      winterGreens: 'All',
      buggies: true,
      prefferedLies: true,
      drivingRange: false,
    };
    await saved('course-status-info', {
      content: JSON.stringify(info),
      translations: { nl: 'Alle', fr: ' 3 ', de: '' },
    });
    const infoIn = async (language: string) =>
      JSON.parse(await contentIn('course-status-info', language)) as CourseStatusInfo;
    expect(await infoIn('nl')).toEqual({ ...info, winterGreens: 'Alle' });
    // A number is a number in every language.
    expect(await infoIn('fr')).toEqual({ ...info, winterGreens: 3 });
    expect(await infoIn('de')).toEqual(info);
    expect(await infoIn('en')).toEqual(info);

    // Closing the course without sending versions keeps them, and every language closes.
    await saved('course-status-info', { content: JSON.stringify({ ...info, courseStatus: false }) });
    expect(await infoIn('nl')).toEqual({ ...info, courseStatus: false, winterGreens: 'Alle' });
    expect((await stored('course-status-info')).translations).toEqual({ nl: 'Alle', fr: ' 3 ', de: '' });

    const twoLines = await save('course-status-info', {
      content: JSON.stringify(info),
      translations: { nl: 'Alle\ngreens', fr: '', de: '' },
    });
    expect(expectError(twoLines, 400)).toBe(
      'The nl winterGreens of "course-status-info" must be one line of at most 200 characters.',
    );
    expect(await infoIn('nl')).toEqual({ ...info, courseStatus: false, winterGreens: 'Alle' });
  });

  it('gives the condition line a version per language', async () => {
    await saved('course-status', {
      content: 'Frost: closed until 11:00.',
      translations: { nl: 'Vorst: gesloten tot 11:00.', fr: 'Gel : fermé jusqu’à 11h00.', de: '' },
    });
    expect(await contentIn('course-status', 'nl')).toBe('Vorst: gesloten tot 11:00.');
    expect(await contentIn('course-status', 'fr-BE')).toBe('Gel : fermé jusqu’à 11h00.');
    expect(await contentIn('course-status', 'de')).toBe('Frost: closed until 11:00.');
  });

  it('shows staff the versions as stored, replaces them all with a save that sends them, removes empty ones', async () => {
    await saved('menu', menu);
    expect(await stored('menu')).toEqual({
      content: menu.content,
      translations: { nl: 'Lunch: soep van de dag', fr: '', de: '' },
    });
    // Blank versions are not stored: English stands in for them.
    const rows = await database.db
      .select({ language: websiteContentTranslations.language })
      .from(websiteContentTranslations)
      .where(eq(websiteContentTranslations.key, 'menu'));
    expect(rows.map((row) => row.language)).toEqual(['nl']);

    await saved('menu', { content: menu.content, translations: { nl: '', fr: 'Soupe', de: 'Suppe' } });
    expect((await stored('menu')).translations).toEqual({ nl: '', fr: 'Soupe', de: 'Suppe' });
    expect(await contentIn('menu', 'nl')).toBe(menu.content);
    expect(await contentIn('menu', 'de')).toBe('Suppe');

    // The English alone, as the weather poller and older clients save: the versions stay.
    await saved('menu', { content: 'Lunch: stew' });
    expect(await contentIn('menu', 'fr')).toBe('Soupe');
    expect(await contentIn('menu', 'nl')).toBe('Lunch: stew');

    expect(
      expectError(await asStaff({ method: 'GET', url: api('/admin/websitecontent/no-such-key') }), 404),
    ).toBe('No website content with the key "no-such-key".');
    expect(
      (await app.inject({ method: 'GET', url: api(adminApiPaths.content.path({ key: 'menu' })) })).statusCode,
    ).toBe(401);
  });

  it('refuses unsafe text and a missing language in the versions, changing nothing', async () => {
    await saved('menu', menu);
    const unsafe = await save('menu', { content: 'x', translations: { nl: 'Soep\u0000', fr: '', de: '' } });
    expect(expectError(unsafe, 400)).toMatch(
      /^Invalid body field "translations\.nl": contains a control character/,
    );
    const partial = await save('menu', { content: 'x', translations: { nl: 'Soep' } });
    expect(expectError(partial, 400)).toMatch(/translations\.fr/);
    expect(await contentIn('menu', 'nl')).toBe('Lunch: soep van de dag');
    expect(await contentIn('menu')).toBe(menu.content);
  });

  it('never answers one language with another’s text from its caches or by ETag', async () => {
    await saved('menu', menu);
    const english = await getContent('menu', 'en');
    const dutch = await getContent('menu', 'nl');
    expect(dutch.headers.etag).not.toBe(english.headers.etag);
    // Holding the English answer, a Dutch page gets the Dutch one, not a 304; and the other way round.
    const dutchHoldingEnglish = await getContent('menu', 'nl', {
      'if-none-match': String(english.headers.etag),
    });
    expect(dutchHoldingEnglish.statusCode).toBe(200);
    expect(dutchHoldingEnglish.json()).toEqual({ content: 'Lunch: soep van de dag' });
    const englishHoldingDutch = await getContent('menu', 'en', {
      'if-none-match': String(dutch.headers.etag),
    });
    expect(englishHoldingDutch.statusCode).toBe(200);
    expect(englishHoldingDutch.json()).toEqual({ content: menu.content });
    // French has no version: its answer is the English one, byte for byte, so the English tag holds for it.
    const frenchHoldingEnglish = await getContent('menu', 'fr', {
      'if-none-match': String(english.headers.etag),
    });
    expect(frenchHoldingEnglish.statusCode).toBe(304);

    // Many pages at once, right after a change, each in its language, from one cached read.
    await saved('menu', {
      content: 'Lunch: fish',
      translations: { nl: 'Lunch: vis', fr: 'Déjeuner : poisson', de: '' },
    });
    const expected: Record<string, string> = {
      en: 'Lunch: fish',
      nl: 'Lunch: vis',
      fr: 'Déjeuner : poisson',
      de: 'Lunch: fish',
    };
    const languages = Array.from({ length: 24 }, (_, i) => Object.keys(expected)[i % 4] ?? 'en');
    const answers = await Promise.all(languages.map((language) => contentIn('menu', language)));
    expect(answers).toEqual(languages.map((language) => expected[language]));
  });

  it('forgets every language of a key when another instance reports its change', async () => {
    await saved('menu', menu);
    expect(await contentIn('menu', 'nl')).toBe('Lunch: soep van de dag');
    expect(await contentIn('menu', 'en')).toBe(menu.content);
    // Written by another instance: this one hears of it over the live channel only.
    await database.db
      .update(websiteContentTranslations)
      .set({ content: 'Lunch: stamppot' })
      .where(eq(websiteContentTranslations.key, 'menu'));
    expect(await contentIn('menu', 'nl')).toBe('Lunch: soep van de dag');
    await app.live.publish({ topic: 'content', key: 'menu' });
    expect(await contentIn('menu', 'nl')).toBe('Lunch: stamppot');
  });

  it('announces a save with its versions as one content change, as before', async () => {
    const heard: LiveChange[] = [];
    const stop = app.live.subscribe((change) => heard.push(change));
    try {
      await saved('menu', menu);
      await saved('course-status', {
        content: 'Open.',
        translations: { nl: 'Open.', fr: 'Ouvert.', de: 'Offen.' },
      });
    } finally {
      stop();
    }
    expect(heard).toEqual([
      { topic: 'content', key: 'menu' },
      { topic: 'content', key: 'course-status' },
    ]);
  });

  describe('notifications', () => {
    const post = (payload: object) =>
      asStaff({ method: 'POST', url: api(adminApiPaths.notifications.path()), payload });
    const put = (id: number, payload: object) =>
      asStaff({ method: 'PUT', url: api(adminApiPaths.notification.path({ id })), payload });
    const warning = {
      content: '<p>Frost: the course is closed this morning.</p>',
      severity: 'warning',
      position: 0,
      translations: {
        nl: '<p onclick="x()">Vorst: de baan is deze ochtend gesloten.</p>',
        fr: '',
        de: '<script>alert(1)</script>',
      },
    };

    it('stores each version sanitized, and an empty one (or nothing left once sanitized) as missing', async () => {
      const created = await post(warning);
      expect(created.statusCode, created.body).toBe(201);
      const note = created.json() as AdminNotification;
      expect(note.translations).toEqual({
        nl: '<p>Vorst: de baan is deze ochtend gesloten.</p>',
        fr: '',
        de: '',
      });
      const listed = (
        await asStaff({ method: 'GET', url: api(adminApiPaths.notifications.path()) })
      ).json() as AdminNotification[];
      expect(listed.find((n) => n.id === note.id)?.translations).toEqual(note.translations);
      const seededOnes = listed.filter((n) => n.id !== note.id);
      for (const other of seededOnes) expect(other.translations).toEqual({ nl: '', fr: '', de: '' });
      await asStaff({ method: 'DELETE', url: api(adminApiPaths.notification.path({ id: note.id })) });
    });

    it('lists them in the language asked for, English where a notice has none, varying by Accept-Language', async () => {
      const note = (await post(warning)).json() as AdminNotification;
      try {
        const english = await noticeTexts();
        expect(english).toContain(warning.content);
        expect(await noticeTexts('en')).toEqual(english);
        expect(await noticeTexts('es')).toEqual(english);
        const dutch = await noticeTexts('nl-BE');
        expect(dutch).toContain('<p>Vorst: de baan is deze ochtend gesloten.</p>');
        expect(dutch).not.toContain(warning.content);
        // The seeded notices have no Dutch version: they stay English, in the same order.
        expect(dutch.map((text, i) => (text.startsWith('<p>Vorst') ? english[i] : text))).toEqual(english);
        expect(await noticeTexts('fr')).toEqual(english);
        expect(await noticeTexts('de')).toEqual(english);

        const res = await notices('nl');
        expect(varies(res)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language']));
        const items = res.json() as object[];
        for (const item of items) expect(Object.keys(item).sort()).toEqual(['content', 'severity']);
      } finally {
        await asStaff({ method: 'DELETE', url: api(adminApiPaths.notification.path({ id: note.id })) });
      }
    });

    it('never hands one language’s list to another, from the cache or by ETag', async () => {
      const note = (await post(warning)).json() as AdminNotification;
      try {
        const english = await notices('en');
        const dutch = await notices('nl');
        expect(dutch.headers.etag).not.toBe(english.headers.etag);
        const dutchHoldingEnglish = await notices('nl', { 'if-none-match': String(english.headers.etag) });
        expect(dutchHoldingEnglish.statusCode).toBe(200);
        expect(dutchHoldingEnglish.body).toBe(dutch.body);
        expect((await notices('en', { 'if-none-match': String(dutch.headers.etag) })).statusCode).toBe(200);
        expect((await notices('nl', { 'if-none-match': String(dutch.headers.etag) })).statusCode).toBe(304);

        // A change clears every language's cached list at once.
        const edited = await put(note.id, {
          ...warning,
          translations: { nl: '<p>Baan weer open.</p>', fr: '<p>Parcours ouvert.</p>', de: '' },
        });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(await noticeTexts('nl')).toContain('<p>Baan weer open.</p>');
        expect(await noticeTexts('fr')).toContain('<p>Parcours ouvert.</p>');
        expect(await noticeTexts('en')).toContain(warning.content);
        const languages = Array.from({ length: 16 }, (_, i) => ['en', 'nl', 'fr', 'de'][i % 4] ?? 'en');
        const lists = await Promise.all(languages.map((language) => noticeTexts(language)));
        lists.forEach((list, i) => {
          const mine = {
            en: warning.content,
            nl: '<p>Baan weer open.</p>',
            fr: '<p>Parcours ouvert.</p>',
            de: warning.content,
          }[languages[i] as 'en'];
          expect(list, languages[i]).toContain(mine);
        });
      } finally {
        await asStaff({ method: 'DELETE', url: api(adminApiPaths.notification.path({ id: note.id })) });
      }
    });

    it('keeps the versions on a change that does not send them, and removes them with the notice', async () => {
      const note = (await post(warning)).json() as AdminNotification;
      const edited = await put(note.id, { content: '<p>Frost: closed until noon.</p>', severity: 'warning' });
      expect((edited.json() as AdminNotification).translations.nl).toBe(
        '<p>Vorst: de baan is deze ochtend gesloten.</p>',
      );
      expect(await noticeTexts('nl')).toContain('<p>Vorst: de baan is deze ochtend gesloten.</p>');
      expect(await noticeTexts('fr')).toContain('<p>Frost: closed until noon.</p>');

      const blank = await put(note.id, { ...warning, translations: { nl: '  ', fr: '', de: '' } });
      expect((blank.json() as AdminNotification).translations).toEqual({ nl: '', fr: '', de: '' });
      expect(await noticeTexts('nl')).toContain(warning.content);

      await put(note.id, warning);
      expect(
        (await asStaff({ method: 'DELETE', url: api(adminApiPaths.notification.path({ id: note.id })) }))
          .statusCode,
      ).toBe(204);
      const left = await database.db
        .select()
        .from(notificationTranslations)
        .where(eq(notificationTranslations.notificationId, note.id));
      expect(left).toEqual([]);
    });

    it('refuses a version with a control character, as it refuses the English text', async () => {
      const res = await post({ ...warning, translations: { nl: 'Vorst\u0007', fr: '', de: '' } });
      expect(expectError(res, 400)).toMatch(/^Invalid body field "translations\.nl"/);
    });
  });
});
