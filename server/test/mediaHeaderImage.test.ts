import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { headerImage } from '../../common/api/content';
import { apiPaths } from '../../common/api/paths';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'header@example.org', password: 'a long header password' };
const KEY = 'home-page-header-image';

/** The header image's alt text: the club's to write per language, served with the image (issue 38). */
describe('the header image’s alt text', async () => {
  const { app } = await build({ env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password } });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const save = (value: unknown) =>
    asStaff({
      method: 'PUT',
      url: api(adminApiPaths.content.path({ key: KEY })),
      payload: { content: JSON.stringify(value) },
    });
  const served = async () => {
    const res = await app.inject({ method: 'GET', url: api(apiPaths.websiteContent.path({ key: KEY })) });
    expect(res.statusCode).toBe(200);
    return headerImage.parse(JSON.parse((res.json() as { content: string }).content));
  };

  it('comes with a fresh install, describing the sample picture in the four languages', async () => {
    const [file] = (await served()).files;
    expect(file?.fileUrl).toBe('/files/home-header.svg');
    expect(file?.alt?.en).toMatch(/^The links in evening light/);
    expect(file?.alt?.nl).toMatch(/^De links in het avondlicht/);
    expect(file?.alt?.fr).toMatch(/^Le links dans la lumière du soir/);
    expect(file?.alt?.de).toMatch(/^Der Linksplatz im Abendlicht/);
  });

  it('is saved per language by staff and served with the image', async () => {
    const alt = {
      en: 'The 18th green at dusk, the clubhouse behind it',
      nl: 'De 18e green bij schemering, met het clubhuis erachter',
      fr: '',
      de: '',
    };
    const res = await save({ files: [{ fileUrl: '/files/home-header.svg', alt }] });
    expect(res.statusCode, res.body).toBe(204);
    expect((await served()).files[0]?.alt).toEqual(alt);
  });

  it('may be left out (content saved before alt texts existed), but must be one line and not too long', async () => {
    expect((await save({ files: [{ fileUrl: '/files/home-header.svg' }] })).statusCode).toBe(204);
    const twoLines = await save({
      files: [{ fileUrl: '/files/home-header.svg', alt: { en: 'one\nand two', nl: '', fr: '', de: '' } }],
    });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().message).toMatch(/files\.0\.alt\.en/);
    const long = await save({
      files: [{ fileUrl: '/files/home-header.svg', alt: { en: 'x'.repeat(301), nl: '', fr: '', de: '' } }],
    });
    expect(long.statusCode).toBe(400);
  });
});
