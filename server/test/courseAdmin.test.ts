import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { staleVersionAnswer } from '../../common/api/documents';
import { adminCourse, type CourseDocument, course } from '../../common/api/holes';
import type { LiveChange } from '../../common/api/live';
import { apiPaths } from '../../common/api/paths';
import { auditLog, media } from '../src/db/schema';
import { pdfText, shown } from './coursePdf';
import { api, expectError } from './fixtures';
import { build } from './helpers';
import { signInStaff } from './staffSignIn';

const STAFF = { email: 'course@example.org', password: 'a long course password' };
const OTHER = { email: 'greenkeeper@example.org', password: 'another long password' };

const courseUrl = api(adminApiPaths.course.path());

/** docs/product.md, Course data and GET/PUT /admin/course. */
describe('the course, edited by staff', async () => {
  const { app } = await build({ env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password } });
  const asStaff = await signInStaff(app, STAFF);
  const changes: LiveChange[] = [];
  app.live.subscribe((change) => void changes.push(change));

  const load = async (as = asStaff) => {
    const res = await as({ method: 'GET', url: courseUrl });
    expect(res.statusCode, res.body).toBe(200);
    return adminCourse.parse(res.json());
  };
  const put = (body: unknown, as = asStaff) =>
    as({ method: 'PUT', url: courseUrl, payload: body as InjectOptions['payload'] });
  /** A save of the current course changed by `change`. */
  const saveChanged = async (change: (course: CourseDocument) => void) => {
    const { version, course: current } = await load();
    const changed = structuredClone(current);
    change(changed);
    return put({ version, course: changed });
  };
  const publicCourse = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `${api(apiPaths.holes.path())}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return course.parse(res.json());
  };

  it('is for signed-in staff only', async () => {
    expect((await app.inject({ method: 'GET', url: courseUrl })).statusCode).toBe(401);
    const put = await app.inject({ method: 'PUT', url: courseUrl, payload: { version: 1 } });
    expect([401, 403]).toContain(put.statusCode);
  });

  it('starts as the sample course, every text in four languages', async () => {
    const { version, course: seeded, updatedBy } = await load();
    expect(version).toBe(1);
    expect(updatedBy).toBe('seed');
    expect(seeded.holes).toHaveLength(18);
    expect(seeded.holes[1]?.name).toEqual({
      en: 'The Valley',
      nl: 'De Vallei',
      fr: 'La Vallée',
      de: 'Das Tal',
    });
    expect(seeded.holes[3]?.name.nl).toBe('Duinpan');
    for (const hole of seeded.holes)
      for (const language of ['en', 'nl', 'fr', 'de'] as const) {
        expect(hole.name[language], `hole ${hole.number} ${language}`).not.toBe('');
        expect(hole.description[language], `hole ${hole.number} ${language}`).not.toBe('');
      }
    expect(seeded.tees.map((tee) => tee.name.de)).toEqual(['Weiß', 'Gelb', 'Blau', 'Rot']);
  });

  it('answers GET /holes in the language asked for, by ?lang= or Accept-Language', async () => {
    const dutch = await publicCourse('?lang=nl');
    expect(dutch.holes[1]?.name).toBe('De Vallei');
    expect(dutch.tees[0]?.name).toBe('Wit');
    const german = await publicCourse('', { 'accept-language': 'de-BE,de;q=0.9' });
    expect(german.holes[2]?.description).toContain('Strandhafer');
    const english = await publicCourse('');
    expect(english.holes[1]?.name).toBe('The Valley');
    expect(english.holes[0]).toMatchObject({ plan: null, picture: null, video: null });
    const refused = await app.inject({ method: 'GET', url: `${api(apiPaths.holes.path())}?lang=es` });
    expect(expectError(refused, 400)).toContain('lang must be one of en, nl, fr or de.');
  });

  it('publishes a Dutch description at once: GET /holes in Dutch shows it, English stays, live and audited', async () => {
    changes.length = 0;
    const text = 'Een lange par 4 omhoog naar het plateau, met de wind van links.';
    const res = await saveChanged((changed) => {
      const hole = changed.holes[3];
      if (hole) hole.description = { ...hole.description, nl: text, fr: '' };
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminCourse.parse(res.json());
    expect(saved.version).toBe(2);
    expect(saved.updatedBy).toBe(STAFF.email);

    expect((await publicCourse('', { 'accept-language': 'nl' })).holes[3]?.description).toBe(text);
    expect((await publicCourse('?lang=nl')).holes[3]?.description).toBe(text);
    const english = await publicCourse('?lang=en');
    expect(english.holes[3]?.description).toBe(
      'The hardest hole: a long, rising approach into the wind to a narrow plateau green.',
    );
    // An empty French text shows the English.
    expect((await publicCourse('?lang=fr')).holes[3]?.description).toBe(english.holes[3]?.description);

    expect(changes).toContainEqual({ topic: 'course' });
    const [revision] = await app.documents.revisions('course');
    expect(revision).toMatchObject({ n: 2, createdBy: STAFF.email });
    expect(revision?.summary).toContain('hole 4: description (nl, fr)');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, STAFF.email), like(auditLog.target, 'course revision 2:%')));
    expect(audit.map((line) => line.action)).toEqual(['document.publish']);
  });

  it('refuses a save on an older version with who saved first (409), and keeps their change', async () => {
    const created = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.users.path()),
      payload: { ...OTHER, role: 'staff' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const asOther = await signInStaff(app, OTHER);
    // Both open the course; the greenkeeper saves first.
    const { version, course: current } = await load();
    const first = structuredClone(current);
    const tee = first.tees[1];
    if (tee) tee.courseRating = 71.3;
    expect((await put({ version, course: first }, asOther)).statusCode).toBe(200);

    const second = structuredClone(current);
    const hole = second.holes[0];
    if (hole) hole.name = { ...hole.name, fr: 'Vent de mer' };
    const refused = await put({ version, course: second });
    expect(refused.statusCode, refused.body).toBe(409);
    const answer = staleVersionAnswer.parse(refused.json());
    expect(answer.updatedBy).toBe(OTHER.email);
    expect(answer.version).toBe(version + 1);
    expect(answer.message).toContain(OTHER.email);
    const now = await load();
    expect(now.course.tees[1]?.courseRating).toBe(71.3);
    expect(now.course.holes[0]?.name.fr).toBe('Zeewind');
  });

  it.each<[string, (course: CourseDocument) => void, string]>([
    ['17 holes', (c) => void c.holes.pop(), 'The course has 18 holes, not 17.'],
    [
      'a stroke index twice',
      (c) => {
        const hole = c.holes[5];
        if (hole) hole.strokeIndex = 1;
      },
      'Stroke index 1 is given to holes 4 and 6',
    ],
    [
      'a par of 6',
      (c) => {
        const hole = c.holes[0];
        if (hole) hole.par = 6;
      },
      'A hole’s par is 3, 4 or 5.',
    ],
    [
      'a length of 0',
      (c) => {
        const hole = c.holes[2];
        if (hole) hole.lengths.red = 0;
      },
      'A length is a whole number of metres from 1 to 800.',
    ],
    [
      'a tee without a length',
      (c) => {
        const hole = c.holes[8];
        if (hole) delete hole.lengths.blue;
      },
      'Hole 9 needs a length from the Blue tee.',
    ],
    [
      'a length for no tee',
      (c) => {
        const hole = c.holes[8];
        if (hole) hole.lengths.green = 300;
      },
      'Hole 9 has a length for the tee "green", which the course does not have.',
    ],
    [
      'a course rating of 90',
      (c) => {
        const tee = c.tees[0];
        if (tee) tee.courseRating = 90;
      },
      'A course rating is between 50.0 and 85.0.',
    ],
    [
      'a course rating of 71.25',
      (c) => {
        const tee = c.tees[0];
        if (tee) tee.courseRating = 71.25;
      },
      'A course rating has at most one decimal',
    ],
    [
      'a slope of 160',
      (c) => {
        const tee = c.tees[2];
        if (tee) tee.slope = 160;
      },
      'A slope rating is a whole number from 55 to 155.',
    ],
    [
      'a hole without an English name',
      (c) => {
        const hole = c.holes[10];
        if (hole) hole.name.en = ' ';
      },
      'Give the hole an English name.',
    ],
    [
      'two tees with one id',
      (c) => {
        const [white, yellow] = c.tees;
        if (white && yellow) yellow.id = white.id;
      },
      'Two tees have the id "white".',
    ],
    [
      'a colour that is no colour',
      (c) => {
        const tee = c.tees[0];
        if (tee) tee.colour = 'url(javascript:alert(1))';
      },
      'A tee colour is written #rrggbb',
    ],
  ])('refuses %s with a clear message, changing nothing', async (_name, change, message) => {
    const before = await load();
    const res = await saveChanged(change);
    expect(expectError(res, 400)).toContain(message);
    expect(await load()).toEqual(before);
  });

  it('refuses a body without a version or course', async () => {
    expectError(await put({ version: 0, course: { holes: 'none' } }), 400);
    expectError(await put({}), 400);
  });

  it("shows the library's picture, plan and video on a hole, in the page's language, and refuses others", async () => {
    const now = new Date();
    await app.db.insert(media).values([
      {
        id: 'green-4',
        kind: 'image',
        originalName: 'green.jpg',
        width: 1600,
        height: 1067,
        bytes: 1000,
        variants: [
          { file: 'green-4-800.avif', format: 'avif', width: 800 },
          { file: 'green-4-800.webp', format: 'webp', width: 800 },
          { file: 'green-4-1200.jpeg', format: 'jpeg', width: 1200 },
        ],
        posterFile: null,
        alt: { en: 'The fourth green', nl: 'De vierde green', fr: '', de: '' },
        caption: { en: '', nl: '', fr: '', de: '' },
        createdAt: now,
        createdBy: STAFF.email,
      },
      {
        id: 'flyover-4',
        kind: 'video',
        originalName: 'flyover.mp4',
        width: 1280,
        height: 720,
        bytes: 5000,
        variants: [{ file: 'flyover-4.mp4', format: 'mp4', width: 1280 }],
        posterFile: 'flyover-4-poster.jpeg',
        alt: { en: 'Flying over hole 4', nl: '', fr: '', de: '' },
        caption: { en: '', nl: '', fr: '', de: '' },
        createdAt: now,
        createdBy: STAFF.email,
      },
    ]);
    const withMedia = (plan: string | null, picture: string | null, video: string | null) =>
      saveChanged((changed) => {
        const hole = changed.holes[3];
        if (hole) Object.assign(hole, { plan, picture, video });
      });

    expect(expectError(await withMedia(null, 'no-such-picture', null), 400)).toBe(
      'Hole 4: there is no no-such-picture in the media library.',
    );
    expect(expectError(await withMedia(null, 'flyover-4', null), 400)).toContain(
      'the picture must be a picture of the media library; flyover-4 is a video.',
    );
    expect(expectError(await withMedia(null, null, 'green-4'), 400)).toContain(
      'the video must be a video of the media library; green-4 is a picture.',
    );

    const saved = await withMedia('green-4', 'green-4', 'flyover-4');
    expect(saved.statusCode, saved.body).toBe(200);
    const hole4 = (await publicCourse('?lang=nl')).holes[3];
    expect(hole4?.picture).toMatchObject({
      id: 'green-4',
      alt: 'De vierde green',
      src: '/files/green-4-1200.jpeg',
      sources: [
        { type: 'image/avif', srcset: '/files/green-4-800.avif 800w' },
        { type: 'image/webp', srcset: '/files/green-4-800.webp 800w' },
      ],
    });
    expect(hole4?.plan?.id).toBe('green-4');
    expect(hole4?.video?.video).toEqual({
      src: '/files/flyover-4.mp4',
      type: 'video/mp4',
      poster: '/files/flyover-4-poster.jpeg',
    });
    // A French page has no French alt text: the English stands in.
    expect((await publicCourse('?lang=fr')).holes[3]?.picture?.alt).toBe('The fourth green');
    expect((await publicCourse('?lang=nl')).holes[2]).toMatchObject({
      plan: null,
      picture: null,
      video: null,
    });

    // Staff change the picture's alt text in the library: the holes follow once the library says so.
    await app.db
      .update(media)
      .set({ alt: { en: 'The fourth green', nl: 'De vierde green, vanaf de tee', fr: '', de: '' } })
      .where(eq(media.id, 'green-4'));
    await app.live.publish({ topic: 'media' });
    await vi.waitFor(async () =>
      expect((await publicCourse('?lang=nl')).holes[3]?.picture?.alt).toBe('De vierde green, vanaf de tee'),
    );
    expect((await withMedia(null, null, null)).statusCode).toBe(200);
  });

  it('prints a changed tee rating on the score card', async () => {
    const card = async () => {
      const res = await app.inject({ method: 'GET', url: `${api(apiPaths.scoreCard.path())}?lang=nl` });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const before = await card();
    expect(before).toContain(shown('Wit: CR 72,4, slope 134'));
    const res = await saveChanged((changed) => {
      const white = changed.tees[0];
      if (white)
        Object.assign(white, { courseRating: 71.9, slope: 131, name: { ...white.name, nl: 'Heren' } });
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await card();
    expect(after).toContain(shown('Heren: CR 71,9, slope 131'));
    expect(after).not.toContain(shown('Wit: CR 72,4, slope 134'));
  });

  it("prints the club's name and address from its details", async () => {
    const { version, club } = await app.clubDetails.forStaff();
    await app.clubDetails.save(STAFF.email, version, {
      ...club,
      name: 'Golf de la Côte',
      address: { ...club.address, street: 'Duinenweg 12', city: 'Knokke' },
    });
    const res = await app.inject({ method: 'GET', url: api(apiPaths.scoreCard.path()) });
    const text = pdfText(res.rawPayload);
    expect(text).toContain(shown('Golf de la Côte'));
    expect(text).toContain(shown('Duinenweg 12'));
    expect(text).toContain(shown(`${club.address.postalCode} Knokke`));
  });

  it('prints names in letters its fonts lack as near as they can, rather than failing', async () => {
    const { version, club } = await app.clubDetails.forStaff();
    await app.clubDetails.save(STAFF.email, version, { ...club, name: 'Łódź Golf Club' });
    const res = await saveChanged((changed) => {
      const red = changed.tees[3];
      if (red) red.name = { ...red.name, en: 'Ωmega' };
    });
    expect(res.statusCode, res.body).toBe(200);
    const card = await app.inject({ method: 'GET', url: api(apiPaths.scoreCard.path()) });
    expect(card.statusCode).toBe(200);
    const text = pdfText(card.rawPayload);
    expect(text).toContain(shown('?ódz Golf Club'));
    expect(text).toContain(shown('?mega: CR 72.1, slope 129'));
  });
});
