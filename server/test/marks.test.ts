import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { staleVersionAnswer } from '../../common/api/documents';
import type { LiveChange } from '../../common/api/live';
import {
  type AdminMarks,
  adminMarks,
  awardsAnswer,
  brandsAnswer,
  type MarksDocument,
} from '../../common/api/marks';
import { mediaInUseAnswer } from '../../common/api/media';
import { apiPaths } from '../../common/api/paths';
import { seedMarks } from '../src/content/seed/marks';
import { auditLog, media } from '../src/db/schema';
import { api, expectError } from './fixtures';
import { build } from './helpers';
import { staffSession, uploadLogo } from './marksFixtures';

// docs/product.md, Award and brand marks: staff publish both lists (a picture of the media library each,
// its name, an optional link, in order); GET /awards and GET /brands answer them in the page's language
// on every instance at once; a picture a mark shows cannot be deleted from the library.

const STAFF = { email: 'marks@example.org', password: 'a long marks password' };
const COLLEAGUE = { email: 'shop@example.org', password: 'a long shop password' };

describe('the award and brand marks', async () => {
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  const { app: first, database } = await build({ env });
  // A second instance on the same database: it hears of a change over the database's notifications only.
  const { app: second } = await build({ env, database });
  const { db } = database;
  const asStaff = await staffSession(first, STAFF);
  const created = await asStaff({
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    payload: { ...COLLEAGUE, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const asColleague = await staffSession(second, COLLEAGUE);

  const adminUrl = api(adminApiPaths.marks.path());
  const forStaff = async (as = asStaff): Promise<AdminMarks> => {
    const res = await as({ method: 'GET', url: adminUrl });
    expect(res.statusCode, res.body).toBe(200);
    return adminMarks.parse(res.json());
  };
  const save = (version: number, marks: unknown, as = asStaff) =>
    as({ method: 'PUT', url: adminUrl, payload: { version, marks } as object });
  const awards = async (app: FastifyInstance, language = 'en') => {
    const res = await app.inject({
      method: 'GET',
      url: api(apiPaths.awards.path()),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return awardsAnswer.parse(res.json());
  };
  const brands = async (app: FastifyInstance, language = 'en') => {
    const res = await app.inject({
      method: 'GET',
      url: api(apiPaths.brands.path()),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return brandsAnswer.parse(res.json());
  };

  it('starts with the sample marks of today’s pages, their drawings seeded in the library', async () => {
    const seeded = await forStaff();
    expect(seeded).toMatchObject({ marks: seedMarks, updatedBy: 'seed' });
    expect(await first.documents.revisions('marks')).toMatchObject([{ n: 1, createdBy: 'seed' }]);

    const dutch = await awards(second, 'nl-BE,nl;q=0.9');
    expect(dutch.awards.map((award) => [award.name, award.year, award.link])).toEqual([
      ['Voorbeeld Links Award', 2024, null],
      ['Voorbeeld Label Kustbaan', 2025, null],
      ['Voorbeeld Ecologisch Certificaat', 2023, null],
    ]);
    expect(dutch.awards[0]?.picture).toMatchObject({
      id: 'award-links',
      src: '/art/award-links.svg',
      width: 240,
      height: 240,
      alt: 'Een rond insigne met een ster, met een vlag op een green',
      sources: [],
    });

    const shop = await brands(first, 'de');
    expect(shop.sample).toBe(true);
    expect(shop.brands.map((brand) => [brand.name, brand.category, brand.picture.alt])).toEqual([
      ['Dune Forge', 'Schläger', 'Dune Forge'],
      ['Marram & Sons', 'Strickwaren', 'Marram & Sons'],
      ['Tideline Outfitters', 'Regenbekleidung', 'Tideline Outfitters'],
      ['Kestrel Balls', 'Bälle', 'Kestrel Balls'],
      ['Saltwind Footwear', 'Schuhe', 'Saltwind Footwear'],
      ['Sandwedge Leather', 'Handschuhe und Bags', 'Sandwedge Leather'],
    ]);
    expect(shop.brands[0]?.picture.src).toBe('/art/brand-dune-forge.svg');
  });

  it('answers with an ETag, asked again every time, by language', async () => {
    const url = api(apiPaths.awards.path());
    const english = await first.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('accept-language');
    const etag = String(english.headers.etag);
    const again = await first.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const french = await first.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    expect(french.headers.etag).not.toBe(etag);
  });

  it('is for signed-in staff, with the cross-site token', async () => {
    expect((await first.inject({ method: 'GET', url: adminUrl })).statusCode).toBe(401);
    const { version } = await forStaff();
    const withoutToken = await first.inject({
      method: 'PUT',
      url: adminUrl,
      payload: { version, marks: { awards: [], brands: [] } },
    });
    expect([401, 403]).toContain(withoutToken.statusCode);
    expect((await forStaff()).marks).toEqual(seedMarks);
  });

  const firstAward = seedMarks.awards[0] as MarksDocument['awards'][number];
  const firstBrand = seedMarks.brands[0] as MarksDocument['brands'][number];

  it.each([
    [
      'a link that is not a web address',
      { ...seedMarks, awards: [{ ...firstAward, link: 'javascript:alert(1)' }] },
      'Invalid body field "marks.awards.0.link": Enter a full web address, starting with https://, or leave it empty.',
    ],
    [
      'an award without its English name',
      { ...seedMarks, awards: [{ ...firstAward, name: { ...firstAward.name, en: '  ' } }] },
      'Invalid body field "marks.awards.0.name.en": Enter the award’s name in English.',
    ],
    [
      'a brand name with a bidirectional override',
      { ...seedMarks, brands: [{ ...firstBrand, name: 'Dune\u202eForge' }] },
      /^Invalid body field "marks\.brands\.0\.name": contains a control character/,
    ],
    [
      'a year that is not one',
      { ...seedMarks, awards: [{ ...firstAward, year: 24 }] },
      'Invalid body field "marks.awards.0.year": Enter a year from 1850 to 2200, or leave it empty.',
    ],
    [
      'a picture the library does not hold',
      { ...seedMarks, brands: [{ ...firstBrand, mediaId: 'no-such-logo' }] },
      'The media library has no picture "no-such-logo": choose another one.',
    ],
  ])('refuses %s with 400, naming it, and keeps the marks', async (_case, marks, message) => {
    const { version } = await forStaff();
    const refused = expectError(await save(version, marks), 400);
    if (typeof message === 'string') expect(refused).toBe(message);
    else expect(refused).toMatch(message);
    expect((await forStaff()).marks).toEqual(seedMarks);
  });

  it('refuses a video as a mark', async () => {
    await db.insert(media).values({
      id: 'media-flyover',
      kind: 'video',
      originalName: 'flyover.mp4',
      width: 1600,
      height: 900,
      bytes: 1000,
      variants: [{ file: 'media-flyover.mp4', format: 'mp4', width: 1600 }],
      posterFile: null,
      alt: { en: 'A flyover', nl: '', fr: '', de: '' },
      caption: { en: '', nl: '', fr: '', de: '' },
      createdBy: STAFF.email,
    });
    const { version } = await forStaff();
    const marks = { ...seedMarks, awards: [{ ...firstAward, mediaId: 'media-flyover' }] };
    expect(expectError(await save(version, marks), 400)).toBe(
      '"media-flyover" is a video: a mark is a picture, so choose a photo or a drawing.',
    );
  });

  it('publishes a save at once: on every instance, live, with a revision and an audit line', async () => {
    const logo = await uploadLogo(asStaff, 'geo-certified.png', {
      alt: { en: 'GEO Certified logo', nl: 'Logo van GEO Certified', fr: '', de: '' },
      caption: { en: '', nl: '', fr: '', de: '' },
      credit: '',
    });

    const changes: LiveChange[] = [];
    const stop = second.live.subscribe((change) => changes.push(change));
    const { version } = await forStaff();
    const marks: MarksDocument = {
      // The new one first, one sample dropped: the order is staff's.
      awards: [
        {
          name: { en: 'GEO Certified', nl: '', fr: 'Certifié GEO', de: '' },
          year: null,
          mediaId: logo.id,
          link: 'https://sustainable.golf/',
        },
        ...seedMarks.awards.slice(0, 2),
      ],
      brands: seedMarks.brands,
    };
    const res = await save(version, marks);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminMarks.parse(res.json())).toMatchObject({
      version: version + 1,
      marks,
      updatedBy: STAFF.email,
    });
    await vi.waitFor(() => expect(changes).toContainEqual({ topic: 'media' }), { timeout: 10_000 });
    stop();

    await vi.waitFor(
      async () => {
        const french = await awards(second, 'fr');
        expect(french.awards.map((award) => award.name)).toEqual([
          'Certifié GEO',
          'Prix des links (exemple)',
          'Label parcours côtier (exemple)',
        ]);
      },
      { timeout: 10_000, interval: 50 },
    );
    const [geo] = (await awards(second, 'nl')).awards;
    // No Dutch name: the English stands in; the Dutch alt text is the picture's own.
    expect(geo).toMatchObject({ name: 'GEO Certified', year: null, link: 'https://sustainable.golf/' });
    expect(geo?.picture).toMatchObject({
      id: logo.id,
      alt: 'Logo van GEO Certified',
      width: 600,
      height: 300,
    });
    expect(geo?.picture.sources[0]?.type).toBe('image/avif');
    expect(geo?.picture.sources[0]?.srcset).toContain(`/files/${logo.id}-`);
    // Staff published: the brands are no longer the samples of a new site.
    expect((await brands(second)).sample).toBe(false);

    const revisions = await first.documents.revisions('marks');
    expect(revisions[0]).toMatchObject({ n: 2, createdBy: STAFF.email, summary: 'Changed the award marks' });
    const audit = await db.select().from(auditLog).where(like(auditLog.target, 'marks revision 2%'));
    expect(audit.map((row) => [row.actor, row.action])).toEqual([[STAFF.email, 'document.publish']]);
  });

  it('follows a picture’s alt text when staff change it in the library', async () => {
    const [geo] = (await forStaff()).marks.awards;
    const id = geo?.mediaId ?? '';
    const changed = await asColleague({
      method: 'PUT',
      url: api(adminApiPaths.mediaItem.path({ id })),
      payload: {
        alt: { en: 'GEO Certified logo', nl: 'Het logo van GEO Certified', fr: '', de: '' },
        caption: { en: '', nl: '', fr: '', de: '' },
        credit: '',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await awards(first, 'nl')).awards[0]?.picture.alt).toBe('Het logo van GEO Certified'),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('keeps a picture a mark shows in the library, and lets it go once no mark shows it', async () => {
    const current = await forStaff();
    const id = current.marks.awards[0]?.mediaId ?? '';
    const refused = await asStaff({ method: 'DELETE', url: api(adminApiPaths.mediaItem.path({ id })) });
    expect(refused.statusCode).toBe(409);
    expect(mediaInUseAnswer.parse(refused.json()).usedBy).toEqual(['marks']);

    const removed = await save(current.version, { ...current.marks, awards: current.marks.awards.slice(1) });
    expect(removed.statusCode, removed.body).toBe(200);
    const deleted = await asStaff({ method: 'DELETE', url: api(adminApiPaths.mediaItem.path({ id })) });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('refuses a save on an older version with 409, naming who published first, and keeps theirs', async () => {
    const seen = await forStaff(asColleague);
    const mine = await save(seen.version, { ...seen.marks, brands: seen.marks.brands.slice(0, 3) });
    expect(mine.statusCode, mine.body).toBe(200);

    const late = await save(seen.version, { ...seen.marks, brands: [] }, asColleague);
    expect(late.statusCode).toBe(409);
    const answer = staleVersionAnswer.parse(late.json());
    expect(answer).toMatchObject({ version: seen.version + 1, updatedBy: STAFF.email });
    expect(answer.message).toMatch(
      /^marks@example\.org saved a newer version at .*: reload to see their change/,
    );
    expect((await forStaff(asColleague)).marks.brands).toHaveLength(3);
    expect((await brands(second)).brands).toHaveLength(3);
  });
});
