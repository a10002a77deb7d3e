import { like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import {
  describeUploadedImage,
  UPLOAD_MAX_BYTES,
  type UploadedImage,
  uploadedImage,
} from '../../common/api/images';
import { auditLog, files } from '../src/db/schema';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const STAFF = { email: 'desk@example.org', password: 'a long staff password' };
const uploadUrl = api(adminApiPaths.files.path());

/** A photo-like test picture with EXIF, including a GPS position that must not survive the upload. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 160 } } }).withExif({
    IFD0: { Copyright: 'Secret Photographer', Make: 'TestCam' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 20/1 0/1' },
  });
}

describe('POST /admin/files: image upload', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = async (who: { email: string; password: string }) => {
    const res = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: who });
    return res.cookies.find((c) => c.name === 'session')?.value ?? '';
  };
  const adminSession = await login(ADMIN);
  const created = await injectWithToken(app, {
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    cookies: { session: adminSession },
    payload: { ...STAFF, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const staffSession = await login(STAFF);

  const upload = (body: Buffer | string, type: string, opts: Partial<InjectOptions> = {}) =>
    injectWithToken(app, {
      method: 'POST',
      url: uploadUrl,
      cookies: { session: staffSession },
      ...opts,
      headers: { 'content-type': type, ...(opts.headers ?? {}) },
      payload: body,
    });
  const stored = async () => (await database.db.select({ name: files.name }).from(files)).map((f) => f.name);

  it('takes a JPEG from staff: an upright original without EXIF or GPS, and AVIF and WebP copies never wider than it', async () => {
    const jpeg = await photo(1200, 800).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const image = uploadedImage.parse(res.json());
    expect(image.original).toMatchObject({ type: 'image/jpeg', width: 1200, height: 800 });
    expect(image.original.name).toMatch(/^img-[0-9a-f]{16}-1200x800\.jpg$/);
    expect(image.avif.map((f) => [f.width, f.height])).toEqual([
      [480, 320],
      [960, 640],
      [1200, 800],
    ]);
    expect(image.webp.map((f) => f.width)).toEqual([480, 960, 1200]);
    // The public site derives the same files from the name alone.
    expect(describeUploadedImage(image.original.url)).toEqual(image);

    for (const file of [image.original, ...image.avif, ...image.webp]) {
      const served = await app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode, file.name).toBe(200);
      expect(served.headers['content-type']).toBe(file.type);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height], file.name).toEqual([file.width, file.height]);
      expect(meta.exif, file.name).toBeUndefined();
      expect(served.rawPayload.includes('Secret Photographer'), file.name).toBe(false);
    }
  });

  it('takes PNG, WebP and AVIF, each checked by its bytes, and never upscales a small image', async () => {
    const base = () => sharp({ create: { width: 300, height: 200, channels: 4, background: '#c0d0a0' } });
    for (const [type, data] of [
      ['image/png', await base().png().toBuffer()],
      ['image/webp', await base().webp().toBuffer()],
      ['image/avif', await base().avif().toBuffer()],
    ] as const) {
      const res = await upload(data, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      const image = res.json() as UploadedImage;
      expect(image.original.type).toBe(type);
      expect(image.avif.map((f) => f.width)).toEqual([300]);
      expect(image.webp.map((f) => [f.width, f.height])).toEqual([[300, 200]]);
    }
  });

  it('goes by the real bytes, not by the type the request claims', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect((res.json() as UploadedImage).original.name).toMatch(/\.png$/);
  });

  it('refuses other types with 415 and a clear message, and stores nothing', async () => {
    const before = await stored();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [body, type] of [
      [gif, 'image/gif'],
      [gif, 'image/png'],
      [svg, 'image/svg+xml'],
      [Buffer.from('GIF89a this is not really an image at all'), 'image/jpeg'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'image/jpeg'],
      ['{"not":"an image"}', 'application/json'],
      ['hello', 'text/plain'],
      [Buffer.from('%PDF-1.4'), 'application/pdf'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toMatch(/JPEG, PNG, WebP or AVIF|could not be read/);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty body with 400', async () => {
    const res = await upload(Buffer.alloc(0), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose an image to upload.');
  });

  it('refuses more than 8 MB with 413 before processing it', async () => {
    const res = await upload(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is too large: at most 8 MB.');
  });

  it('refuses a small file that unpacks into a huge picture with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload(huge, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/megapixels/);
  });

  it('never uses a name the client gives: path tricks, slashes and NUL change nothing', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const tricks = [
      '../../etc/passwd',
      '..\\..\\boot.ini',
      'a/b/c.png',
      'evil\u0000.png',
      '/files/home-header.svg',
    ];
    const homeHeader = await app.inject({ method: 'GET', url: '/files/home-header.svg' });
    for (const trick of tricks) {
      const res = await upload(png, 'image/png', {
        url: `${uploadUrl}?name=${encodeURIComponent(trick)}&filename=${encodeURIComponent(trick)}`,
        headers: {
          'content-disposition': `attachment; filename="${encodeURIComponent(trick)}"`,
          'x-file-name': encodeURIComponent(trick),
        },
      });
      expect(res.statusCode, trick).toBe(201);
      expect((res.json() as UploadedImage).original.name).toMatch(/^img-[0-9a-f]{16}-20x20\.png$/);
    }
    const names = await stored();
    expect(names.every((name) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name))).toBe(true);
    expect(names.filter((name) => /passwd|boot|evil|\//.test(name))).toEqual([]);
    const after = await app.inject({ method: 'GET', url: '/files/home-header.svg' });
    expect(after.rawPayload.equals(homeHeader.rawPayload)).toBe(true);
  });

  it('gives every upload its own names', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const answers = await Promise.all([upload(png, 'image/png'), upload(png, 'image/png')]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const names = answers.map((res) => (res.json() as UploadedImage).original.name);
    expect(new Set(names).size).toBe(2);
  });

  it('needs the cross-site token, and a session: 403 and 401 otherwise', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const noToken = await app.inject({
      method: 'POST',
      url: uploadUrl,
      cookies: { session: staffSession },
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(noToken.statusCode).toBe(403);
    const anonymous = await injectWithToken(app, {
      method: 'POST',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(png, 'image/png', { cookies: { session: adminSession } })).statusCode).toBe(201);
  });

  it('writes each upload to the audit log under the staff member', async () => {
    const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png');
    const { name } = (res.json() as UploadedImage).original;
    const lines = await database.db.select().from(auditLog).where(like(auditLog.action, 'file.%'));
    expect(lines.find((line) => line.target === name)).toMatchObject({
      actor: STAFF.email,
      action: 'file.upload',
    });
  });
});
