import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import {
  type AdminClubDetails,
  adminClubDetails,
  type ClubDetails,
  publicClubDetails,
} from '../../common/api/club';
import { staleVersionAnswer } from '../../common/api/documents';
import type { LiveChange } from '../../common/api/live';
import { apiPaths } from '../../common/api/paths';
import { club as seededClub } from '../../common/config/club';
import { auditLog, documentRevisions, documents, mailOutbox } from '../src/db/schema';
import {
  api,
  booking,
  createReservation,
  dateIn,
  expectError,
  greenfeeText,
  validGreenfee,
} from './fixtures';
import { build, injectWithToken } from './helpers';
import { signInStaff } from './staffSignIn';

// docs/product.md, Club details: staff publish the club's details; the public answer, every rendered page
// and the mails to players use them at once, on every instance. A save on an older version is refused.

const STAFF = { email: 'secretary@example.org', password: 'a long secretary password' };
const COLLEAGUE = { email: 'captain@example.org', password: 'a long captain password' };
const XSRF = 'form-token-0123456789';

const template = (path: string, language: string) =>
  `<!doctype html><html lang="${language}"><head><!--ssr-head--></head><body><div id="root" data-prerendered="${path}"><!--ssr-body--></div></body></html>`;

/**
 * A build as the server finds it: two pages' templates and a small SSR bundle that writes a footer from
 * the club's query, as SiteFooter does (web/src/features/club/clubOnPages.test.tsx renders the real one).
 */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'club-pages-'));
  const pages: Record<string, { path: string; language: string; html: string }> = {};
  for (const [file, path, language] of [
    ['dresscode/index.html', '/dresscode', 'en'],
    ['fr/dresscode/index.html', '/fr/dresscode', 'fr'],
  ] as const) {
    pages[file] = { path, language, html: template(path, language) };
  }
  const files: Record<string, string> = {
    'web/spa.html': '<!doctype html><html><body><div id="root"></div>the shell</body></html>',
    'web/dresscode/index.html': '<!doctype html><html><body>the built dress code</body></html>',
    'web/fr/dresscode/index.html': '<!doctype html><html><body>le code vestimentaire construit</body></html>',
    'server/ssr/pages.json': JSON.stringify(pages),
    'server/ssr/entry-server.js': `
      const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      export const priceListQueryKey = (date, language) => ['price-list', date, language];
      export const clubDetailsQueryKey = (language) => ['club', language];
      export async function renderPage(path, language, queries) {
        const found = queries.find(([key]) => key[0] === 'club');
        if (!found) return { head: [], body: '<footer>no club details</footer>' };
        const [key, club] = found;
        const lines = [club.name, club.address.street, club.address.postalCode + ' ' + club.address.city + ', ' + club.countryName, club.phone, club.email];
        return { head: [], body: '<footer data-key="' + key.join('/') + '">' + lines.map(escape).join('|') + '</footer>' };
      }`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const dunes: ClubDetails = {
  name: 'Golf des Dunes',
  tagline: {
    en: 'Golf between the dunes and the lighthouse.',
    nl: '',
    fr: 'Le golf entre les dunes et le phare.',
    de: '',
  },
  address: { street: 'Rue du Phare 7', postalCode: '59140', city: 'Dunkerque', countryCode: 'FR' },
  phone: '+33 3 28 00 00 00',
  email: 'accueil@dunes.example',
  map: { lat: 51.05, lon: 2.37 },
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/dunes' },
    { network: 'youtube', url: 'https://www.youtube.com/@dunes' },
  ],
  membersUrl: 'https://membres.dunes.example',
  photoCredits: 'Marie Leroy',
};

describe("the club's details", async () => {
  const webBuild = fakeBuild();
  afterAll(() => rmSync(webBuild, { recursive: true, force: true }));
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, BOOKING_MODE: 'online' };
  const webRoot = join(webBuild, 'web');
  const { app: first, database } = await build({ env, webRoot });
  // A second instance on the same database: it hears of a change over the database's notifications only.
  const { app: second } = await build({ env, webRoot, database });
  const { db } = database;

  const asStaff = await signInStaff(first, STAFF);
  const created = await asStaff({
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    payload: { ...COLLEAGUE, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const asColleague = await signInStaff(second, COLLEAGUE);

  const adminUrl = api(adminApiPaths.club.path());
  const forStaff = async (as = asStaff): Promise<AdminClubDetails> => {
    const res = await as({ method: 'GET', url: adminUrl });
    expect(res.statusCode, res.body).toBe(200);
    return adminClubDetails.parse(res.json());
  };
  const save = (version: number, club: unknown, as = asStaff) =>
    as({ method: 'PUT', url: adminUrl, payload: { version, club } as object });
  const publicAnswer = (app: FastifyInstance, language = 'en', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: api(apiPaths.club.path()),
      headers: { 'accept-language': language, ...headers },
    });
  const footerOf = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return /<footer[^>]*>(.*?)<\/footer>/.exec(res.body)?.[0] ?? '';
  };

  it('starts with the sample details, seeded once for every instance', async () => {
    const details = await forStaff();
    expect(details.club).toEqual(seededClub);
    expect(details.updatedBy).toBe('seed');
    const revisions = await first.documents.revisions('club');
    expect(revisions.map((revision) => [revision.n, revision.createdBy])).toEqual([[1, 'seed']]);
  });

  it('answers the public details with the country named in the page’s language, revalidated by ETag', async () => {
    const english = await publicAnswer(first);
    expect(english.statusCode).toBe(200);
    expect(publicClubDetails.parse(english.json())).toEqual({
      ...seededClub,
      tagline: { text: 'Links golf in the dunes of the Belgian coast.', fallback: false },
      countryName: 'Belgium',
    });
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('accept-language');
    const etag = String(english.headers.etag);
    expect((await publicAnswer(first, 'en', { 'if-none-match': etag })).statusCode).toBe(304);
    const dutch = await publicAnswer(first, 'nl-BE,nl;q=0.9');
    expect(dutch.json().countryName).toBe('België');
    expect(dutch.json().tagline).toEqual({
      text: 'Linksgolf in de duinen van de Belgische kust.',
      fallback: false,
    });
    expect(dutch.headers.etag).not.toBe(etag);
  });

  it('renders every page with them, in the page’s language', async () => {
    expect(await footerOf(second, '/dresscode')).toBe(
      '<footer data-key="club/en">Royal Links Golf Club|Zeedijk 1|8300 Sample-on-Sea, Belgium|+32 50 00 00 00|info@example.org</footer>',
    );
    expect(await footerOf(second, '/fr/dresscode')).toContain('8300 Sample-on-Sea, Belgique');
  });

  it('is for signed-in staff, with the cross-site token', async () => {
    expect((await first.inject({ method: 'GET', url: adminUrl })).statusCode).toBe(401);
    const login = await injectWithToken(first, { method: 'POST', url: api('/auth/login'), payload: STAFF });
    const session = login.cookies.find((c) => /session$/i.test(c.name));
    const withoutToken = await first.inject({
      method: 'PUT',
      url: adminUrl,
      cookies: { [session?.name ?? 'session']: session?.value ?? '' },
      payload: { version: 1, club: dunes },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect((await forStaff()).club).toEqual(seededClub);
  });

  it.each([
    [
      'a telephone number without its country code',
      { phone: '050 00 00 00' },
      'Invalid body field "club.phone": Enter the telephone number with its country code, such as +32 50 00 00 00.',
    ],
    [
      'a country that is not two letters',
      { address: { ...dunes.address, countryCode: 'France' } },
      'Invalid body field "club.address.countryCode": Enter a two-letter country code, such as BE.',
    ],
    [
      'a country code no country has',
      { address: { ...dunes.address, countryCode: 'QQ' } },
      'Invalid body field "club.address.countryCode": Enter the two-letter code of a country, such as BE.',
    ],
    [
      'a members site without https',
      { membersUrl: 'http://members.example.org' },
      'Invalid body field "club.membersUrl": Enter a full web address, starting with https://.',
    ],
    [
      'a social link that is not a web address',
      { socialLinks: [{ network: 'instagram', url: 'javascript:alert(1)' }] },
      'Invalid body field "club.socialLinks.0.url": Enter a full web address, starting with https://.',
    ],
    [
      'a latitude off the globe',
      { map: { lat: 91, lon: 2.37 } },
      'Invalid body field "club.map.lat": Enter the latitude, a number from -90 to 90, such as 51.33.',
    ],
    ['an empty name', { name: '  ' }, 'Invalid body field "club.name": Enter the club’s name.'],
  ])('refuses %s with 400, naming the field, and keeps the details', async (_case, change, message) => {
    const { version } = await forStaff();
    expect(expectError(await save(version, { ...dunes, ...change }), 400)).toBe(message);
    expect((await forStaff()).club).toEqual(seededClub);
  });

  it('publishes a save at once: the public answer on every instance, live, with a revision and an audit line', async () => {
    const changes: LiveChange[] = [];
    const stop = second.live.subscribe((change) => changes.push(change));
    const { version } = await forStaff();
    const res = await save(version, dunes);
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminClubDetails.parse(res.json());
    expect(saved).toMatchObject({ version: version + 1, club: dunes, updatedBy: STAFF.email });

    await vi.waitFor(() => expect(changes).toContainEqual({ topic: 'club' }), { timeout: 10_000 });
    stop();
    await vi.waitFor(
      async () => {
        const answer = await publicAnswer(second, 'fr');
        expect(publicClubDetails.parse(answer.json())).toEqual({
          ...dunes,
          tagline: { text: 'Le golf entre les dunes et le phare.', fallback: false },
          countryName: 'France',
        });
      },
      { timeout: 10_000, interval: 50 },
    );
    // A language staff left empty shows the English tagline, marked as such.
    const german = publicClubDetails.parse((await publicAnswer(first, 'de')).json());
    expect(german.tagline).toEqual({ text: 'Golf between the dunes and the lighthouse.', fallback: true });

    const revisions = await first.documents.revisions('club');
    expect(revisions[0]).toMatchObject({ n: 2, createdBy: STAFF.email, restoredFrom: null });
    expect(revisions[0]?.summary).toBe(
      "Changed the club's name, tagline, address, telephone, e-mail, map point, social links, members site, photo credits",
    );
    expect(await first.documents.revision('club', 2)).toEqual(dunes);
    const audit = await db.select().from(auditLog).where(like(auditLog.target, 'club revision 2%'));
    expect(audit.map((row) => [row.actor, row.action])).toEqual([[STAFF.email, 'document.publish']]);
  });

  it('shows changed details in the footer of the rendered pages, on every instance', async () => {
    await vi.waitFor(
      async () => {
        expect(await footerOf(second, '/fr/dresscode')).toBe(
          '<footer data-key="club/fr">Golf des Dunes|Rue du Phare 7|59140 Dunkerque, France|+33 3 28 00 00 00|accueil@dunes.example</footer>',
        );
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await footerOf(first, '/dresscode')).toContain(
      'Golf des Dunes|Rue du Phare 7|59140 Dunkerque, France',
    );
  });

  it('refuses a save on an older version with 409, naming who published first, and keeps theirs', async () => {
    const seen = await forStaff(asColleague);
    const mine = await save(seen.version, { ...dunes, phone: '+33 3 28 11 11 11' });
    expect(mine.statusCode, mine.body).toBe(200);

    const late = await save(seen.version, { ...dunes, name: 'Golf des Dunes et du Phare' }, asColleague);
    expect(late.statusCode).toBe(409);
    const answer = staleVersionAnswer.parse(late.json());
    expect(answer).toMatchObject({ version: seen.version + 1, updatedBy: STAFF.email });
    expect(answer.message).toMatch(
      /^secretary@example\.org saved a newer version at .*: reload to see their change/,
    );
    const now = await forStaff(asColleague);
    expect(now.club).toEqual({ ...dunes, phone: '+33 3 28 11 11 11' });
    expect((await first.documents.revisions('club'))[0]?.summary).toBe("Changed the club's telephone");
  });

  it('names the club as staff saved it in the confirmation mail and its calendar file', async () => {
    const date = dateIn(9);
    const res = await createReservation(first, {
      ...booking(date, 10, 0),
      email: 'lea.dupont@example.net',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, paymentUrl } = res.json() as { id: string; paymentUrl: string };
    const paid = await first.inject({
      method: 'POST',
      url: api(`/payments/test-checkout/${paymentUrl.split('/').at(-1)}`),
      cookies: { 'XSRF-TOKEN': XSRF },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', xsrf: XSRF }).toString(),
    });
    expect(paid.statusCode).toBe(303);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'lea.dupont@example.net'));
    const confirmation = mails.find((mail) => mail.textBody.includes(`/bookings/${id}`));
    expect(confirmation?.subject).toMatch(/^Golf des Dunes: your tee time on .* is confirmed$/);
    const lines = confirmation?.textBody.split('\n') ?? [];
    expect(lines.slice(-2)).toEqual(['Golf des Dunes', 'Rue du Phare 7, 59140 Dunkerque, France']);
    expect(confirmation?.textBody).not.toContain('Royal Links');
    // Replies go to the e-mail staff published, not to the CLUB_EMAIL mailbox.
    expect(confirmation?.replyTo).toBe('accueil@dunes.example');
    const calendar = String(confirmation?.attachments?.[0]?.content).replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain('LOCATION:Rue du Phare 7\\, 59140 Dunkerque\\, France');
    expect(calendar).toContain('PRODID:-//Golf des Dunes//Tee times//EN');
  });

  it('names it in the acknowledgement of a request and in staff’s decision, too', async () => {
    const request = await injectWithToken(second, {
      method: 'POST',
      url: api(apiPaths.reserveGreenfee.path()),
      payload: { content: greenfeeText({ ...validGreenfee(), email: 'tom.peeters@example.net' }) },
    });
    expect(request.statusCode, request.body).toBe(201);
    const { id } = request.json() as { id: string };
    const declined = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.declineRequest.path({ id })),
      payload: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'tom.peeters@example.net'));
    expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual(['Golf des Dunes', 'Golf des Dunes']);
    // The player answers the e-mail staff published; the club's copy still goes to its mailbox (CLUB_EMAIL).
    expect(mails.map((mail) => mail.replyTo)).toEqual(['accueil@dunes.example', 'accueil@dunes.example']);
    const toClub = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'club@example.org'));
    expect(toClub.filter((mail) => mail.textBody.includes(id))).toHaveLength(1);
  });

  it('reads details stored before the tagline was the club’s with the seeded tagline, the footer’s words', async () => {
    // An install of before issue 38's tagline: the document, and a revision of its history, have none.
    const { tagline: _none, ...before } = dunes;
    await db.update(documents).set({ published: before, draft: null }).where(eq(documents.key, 'club'));
    await db.insert(documentRevisions).values({
      key: 'club',
      n: 90,
      value: before,
      createdBy: 'seed',
      summary: 'Before the tagline',
      restoredFrom: null,
    });
    first.documents.forget();

    const stored = await forStaff();
    expect(stored.club).toEqual({ ...dunes, tagline: seededClub.tagline });
    const french = publicClubDetails.parse((await publicAnswer(first, 'fr')).json());
    expect(french.tagline).toEqual({ text: 'Un links dans les dunes de la côte belge.', fallback: false });

    // Saving it as the screen shows it changes only what staff changed.
    const res = await save(stored.version, { ...stored.club, phone: '+33 3 28 22 22 22' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await first.documents.revisions('club'))[0]?.summary).toBe("Changed the club's telephone");

    // A revision of before, restored, reads so too.
    const restored = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.restoreClubRevision.path({ n: 90 })),
      payload: { version: adminClubDetails.parse(res.json()).version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(adminClubDetails.parse(restored.json()).club).toEqual({ ...dunes, tagline: seededClub.tagline });
  });
});
