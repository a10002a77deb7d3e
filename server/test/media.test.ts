import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import type { LiveChange } from '../../common/api/live';
import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOADS_PER_MINUTE,
  MEDIA_VIDEO_MAX_BYTES,
  type MediaItem,
  mediaInUseAnswer,
  mediaItem,
  mediaList,
} from '../../common/api/media';
import { displayName } from '../src/content/mediaLibrary';
import { mediaUsage } from '../src/content/mediaUsage';
import { blankMp4UserData, videoFormat } from '../src/content/mediaVideo';
import { seedMedia } from '../src/content/seed/media';
import { auditLog, files, media } from '../src/db/schema';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const ADMIN = { email: 'media-admin@example.org', password: 'a long media admin password' };
const STAFF = { email: 'media-desk@example.org', password: 'a long media staff password' };
const mediaUrl = api(adminApiPaths.media.path());
const itemUrl = (id: string) => api(adminApiPaths.mediaItem.path({ id }));

interface Part {
  data: Buffer;
  name?: string;
  /** The type the browser claims; the server goes by the bytes. */
  type?: string;
}

/** A multipart form as a browser's FormData sends it. */
async function formBody(parts: Record<string, Part | string>) {
  const form = new FormData();
  for (const [field, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(field, part);
    else
      form.append(
        field,
        new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }),
        part.name ?? 'file',
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 120, b: 90, alpha: 0.6 } } });

/** A phone photo: EXIF with the camera's position, taken on its side (orientation 6: turned right). */
const phonePhoto = (width: number, height: number) =>
  canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Photographer', Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 20/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** An ISO base media box. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.byteLength);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4 as a phone writes it: the place it was filmed in moov/udta/©xyz, then the media data. */
const phoneMp4 = (brand = 'isom', mdatBytes = 4000) =>
  Buffer.concat([
    box('ftyp', Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}iso2avc1mp41`)),
    box(
      'moov',
      box('mvhd', Buffer.alloc(100, 1)),
      box('udta', box('\u00a9xyz', Buffer.from('+51.3229+003.1786/'))),
      box('trak', box('tkhd', Buffer.alloc(84, 2))),
    ),
    box('mdat', Buffer.alloc(mdatBytes, 7)),
  ]);

/** The start of a WebM (or another Matroska document): the EBML header with its DocType. */
const ebml = (docType: string, segmentBytes = 3000) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (27 + docType.length)]),
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.from([0x18, 0x53, 0x80, 0x67]),
    Buffer.alloc(segmentBytes, 3),
  ]);

describe('the media library: POST, GET, PUT and DELETE /admin/media', async () => {
  const { app, database } = await build({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const db = database.db;
  const signIn = async (who: { email: string; password: string }) => {
    const res = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: who });
    return res.cookies.find((c) => c.name === 'session')?.value ?? '';
  };
  const adminSession = await signIn(ADMIN);
  const created = await injectWithToken(app, {
    method: 'POST',
    url: api(adminApiPaths.users.path()),
    cookies: { session: adminSession },
    payload: { ...STAFF, role: 'staff' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const staffSession = await signIn(STAFF);
  const asStaff = (opts: InjectOptions, session = staffSession) =>
    injectWithToken(app, { ...opts, cookies: { session } });

  const changes: LiveChange[] = [];
  app.live.subscribe((change) => changes.push(change));

  const upload = async (parts: Record<string, Part | string>, session = staffSession) => {
    const { payload, contentType } = await formBody(parts);
    return asStaff(
      { method: 'POST', url: mediaUrl, payload, headers: { 'content-type': contentType } },
      session,
    );
  };
  const uploaded = async (parts: Record<string, Part | string>) => {
    const res = await upload(parts);
    expect(res.statusCode, res.body).toBe(201);
    return mediaItem.parse(res.json());
  };
  const poster = () => canvas(1280, 720).jpeg().toBuffer();
  const served = (file: string) => app.inject({ method: 'GET', url: `/files/${file}` });
  const mediaRows = async () => (await db.select({ id: media.id }).from(media)).map((row) => row.id).sort();
  const auditOf = (action: string, target: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), like(auditLog.target, `${target}%`)));

  it('takes a phone JPEG: upright, without EXIF or GPS, as AVIF, WebP and JPEG at the widths the pages use', async () => {
    const jpeg = await phonePhoto(2400, 1000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const item = await uploaded({ file: { data: jpeg, name: 'IMG_0042.jpg', type: 'image/jpeg' } });
    expect(item).toMatchObject({
      kind: 'image',
      originalName: 'IMG_0042.jpg',
      width: 1000,
      height: 2400,
      bytes: jpeg.byteLength,
      poster: null,
      createdBy: STAFF.email,
      usedBy: [],
      alt: { en: '', nl: '', fr: '', de: '' },
    });
    expect(item.id).toMatch(/^media-[0-9a-f]{16}$/);
    // Turned upright it is 1000 wide: the standard widths below that, and its own, never wider.
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(item.variants.filter((v) => v.format === format).map((v) => v.width)).toEqual([480, 800, 1000]);
    }
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as Record<string, string>;
    for (const variant of item.variants) {
      const res = await served(variant.file);
      expect(res.statusCode, variant.file).toBe(200);
      expect(res.headers['content-type'], variant.file).toBe(types[variant.format]);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width, variant.file).toBe(variant.width);
      expect(meta.height, variant.file).toBe(Math.round((2400 * variant.width) / 1000));
      expect(meta.exif, variant.file).toBeUndefined();
      expect(meta.orientation ?? 1, variant.file).toBe(1);
      expect(res.rawPayload.includes('Secret Photographer'), variant.file).toBe(false);
    }
    expect(await auditOf('media.upload', item.id)).toMatchObject([{ actor: STAFF.email }]);
    expect(changes).toContainEqual({ topic: 'media' });
  });

  it('caps the copies at 1600 wide, for a photo wider than that', async () => {
    const item = await uploaded({
      file: { data: await canvas(2000, 1500).png().toBuffer(), name: 'wide.png' },
    });
    expect(item.variants.filter((v) => v.format === 'avif').map((v) => v.width)).toEqual([
      480, 800, 1200, 1600,
    ]);
    expect([item.width, item.height]).toEqual([2000, 1500]);
  });

  it('takes PNG (with transparency), WebP and AVIF, each known by its bytes, and never enlarges a small one', async () => {
    for (const [name, data] of [
      ['leaf.png', await canvas(300, 200, 4).png().toBuffer()],
      ['leaf.webp', await canvas(300, 200).webp().toBuffer()],
      ['leaf.avif', await canvas(300, 200).avif().toBuffer()],
      // A PNG that calls itself a JPEG: the bytes decide.
      ['renamed.jpg', await canvas(300, 200).png().toBuffer()],
    ] as const) {
      const item = await uploaded({ file: { data, name, type: 'image/jpeg' } });
      expect([item.width, item.height], name).toEqual([300, 200]);
      expect(
        item.variants.map((v) => [v.format, v.width]),
        name,
      ).toEqual([
        ['avif', 300],
        ['webp', 300],
        ['jpeg', 300],
      ]);
      const jpeg = item.variants.find((v) => v.format === 'jpeg');
      const res = await served(jpeg?.file ?? '');
      expect((await sharp(res.rawPayload).metadata()).format, name).toBe('jpeg');
    }
  });

  it('recognises HEIC by its bytes, and refuses one it cannot decode as damaged', async () => {
    // No HEIC can be made offline here (sharp and heic-convert only read HEVC): a HEIC header with
    // damaged picture data goes the HEIC way and is refused as unreadable, not as a wrong type.
    const header = Buffer.concat([
      box('ftyp', Buffer.from('heic'), Buffer.alloc(4), Buffer.from('mif1heic')),
      box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(8), Buffer.from('pict'), Buffer.alloc(13))),
    ]);
    const res = await upload({
      file: { data: Buffer.concat([header, Buffer.alloc(400, 9)]), name: 'IMG_1.HEIC' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/photo \(JPEG, PNG, WebP, AVIF or HEIC\)|could not be read/);
  });

  it('takes a HEIC (HEVC in HEIF, as iPhones save photos), as AVIF, WebP and JPEG', async () => {
    // server/test/media/tiny.heic: 64 x 48, made with Debian's heif-enc (libheif, x265) from a plain
    // colour; MEDIA_HEIC_FIXTURE names a real phone's photo instead.
    const fixture = process.env.MEDIA_HEIC_FIXTURE ?? join(import.meta.dirname, 'media', 'tiny.heic');
    const heic = readFileSync(fixture);
    const expected = process.env.MEDIA_HEIC_FIXTURE ? undefined : [64, 48];
    const item = await uploaded({ file: { data: heic, name: 'IMG_0001.HEIC', type: 'image/heic' } });
    if (expected) expect([item.width, item.height]).toEqual(expected);
    expect(new Set(item.variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
    const jpeg = [...item.variants].reverse().find((v) => v.format === 'jpeg');
    const res = await served(jpeg?.file ?? '');
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect(width).toBe(jpeg?.width);
    expect([width, height]).toEqual([item.width, item.height]);
  });

  it('refuses what is not a photo or a video with 415 and a clear message, and stores nothing', async () => {
    const before = await mediaRows();
    const gif = await canvas(10, 10).gif().toBuffer();
    const cases: [string, Buffer, RegExp][] = [
      ['a GIF', gif, /photo \(JPEG, PNG, WebP, AVIF or HEIC\) or a video \(MP4 or WebM\)/],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        /JPEG/,
      ],
      ['a PDF', Buffer.from('%PDF-1.4 not a picture'), /JPEG/],
      ['text', Buffer.from('hello'), /JPEG/],
      [
        'a damaged JPEG',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]),
        /JPEG|could not be read/,
      ],
      ['a truncated JPEG', (await canvas(400, 300).jpeg().toBuffer()).subarray(0, 600), /could not be read/],
      ['a QuickTime video', phoneMp4('qt  '), /QuickTime \(\.mov\).*MP4/],
      ['a Matroska video', ebml('matroska'), /MP4 or WebM/],
    ];
    for (const [what, data, message] of cases) {
      const res = await upload({
        file: { data, name: 'upload.jpg', type: 'image/jpeg' },
        poster: { data: await poster() },
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(415);
      expect(res.json().message, what).toMatch(message);
    }
    expect(await mediaRows()).toEqual(before);
  });

  it('refuses an animation as a photo', async () => {
    // Three different frames (an encoder merges equal ones).
    const frames = Buffer.concat([0, 120, 250].map((shade) => Buffer.alloc(16 * 16 * 3, shade)));
    const animated = await sharp(frames, { raw: { width: 16, height: 48, channels: 3, pageHeight: 16 } })
      .webp({ delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const res = await upload({ file: { data: animated, name: 'spinner.webp' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a still photo, not an animation.');
  });

  it('refuses an empty upload, a form without a file, and a body that is not a form', async () => {
    const empty = await upload({ file: { data: Buffer.alloc(0), name: 'empty.jpg' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose a photo or a video to upload.');
    const noFile = await upload({ note: 'no file here' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose a photo or a video to upload.');
    const json = await asStaff({ method: 'POST', url: mediaUrl, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const raw = await asStaff({
      method: 'POST',
      url: mediaUrl,
      payload: await canvas(10, 10).jpeg().toBuffer(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(raw.statusCode).toBe(415);
    const broken = await asStaff({
      method: 'POST',
      url: mediaUrl,
      payload: Buffer.from('--x\r\nnot a form'),
      headers: { 'content-type': 'multipart/form-data; boundary=y' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The upload form could not be read; please try again.');
  });

  it('refuses a photo above its size, a huge picture in a small file, and a body above the upload limit, with 413', async () => {
    const big = Buffer.concat([
      await canvas(10, 10).jpeg().toBuffer(),
      Buffer.alloc(MEDIA_IMAGE_MAX_BYTES, 0),
    ]);
    const tooBig = await upload({ file: { data: big, name: 'big.jpg' } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The photo is too large: at most 25 MB.');

    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await upload({ file: { data: huge, name: 'huge.png' } });
    expect(pixels.statusCode).toBe(413);
    expect(pixels.json().message).toBe('The photo is too large: at most 40 megapixels.');

    const over = await asStaff({
      method: 'POST',
      url: mediaUrl,
      payload: Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES + 1, 1),
      headers: { 'content-type': 'multipart/form-data; boundary=y' },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/^The upload is too large: a video may be at most \d+ MB/);
  });

  it('takes an MP4 with its poster frame: stored as uploaded but without the place it was filmed', async () => {
    const mp4 = phoneMp4();
    const item = await uploaded({
      file: { data: mp4, name: 'hole-7.mp4', type: 'video/mp4' },
      poster: { data: await canvas(1920, 1080).png().toBuffer(), name: 'poster.png' },
    });
    expect(item).toMatchObject({ kind: 'video', originalName: 'hole-7.mp4', width: 1600, height: 900 });
    expect(item.variants).toEqual([{ file: `${item.id}.mp4`, format: 'mp4', width: 1600 }]);
    const video = await served(`${item.id}.mp4`);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.byteLength).toBe(mp4.byteLength);
    expect(video.rawPayload.includes('+51.3229')).toBe(false);
    // Only the user data changed: the media data is where it was.
    expect(video.rawPayload.subarray(-4000).equals(mp4.subarray(-4000))).toBe(true);
    expect(item.poster).toBe(`/files/${item.id}-poster.jpg`);
    const still = await app.inject({ method: 'GET', url: item.poster ?? '' });
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(still.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 900,
    });
  });

  it('takes a WebM with its poster frame', async () => {
    const item = await uploaded({
      file: { data: ebml('webm'), name: 'flyover.webm', type: 'video/webm' },
      poster: { data: await poster(), name: 'poster.jpg' },
    });
    expect(item).toMatchObject({ kind: 'video', width: 1280, height: 720 });
    expect(item.variants).toEqual([{ file: `${item.id}.webm`, format: 'webm', width: 1280 }]);
    expect((await served(`${item.id}.webm`)).headers['content-type']).toBe('video/webm');
  });

  it('refuses a video without its poster, with a poster that is not a picture, and above the video limit', async () => {
    const noPoster = await upload({ file: { data: phoneMp4(), name: 'a.mp4' } });
    expect(noPoster.statusCode).toBe(400);
    expect(noPoster.json().message).toBe('A video needs its poster frame: please choose the video again.');
    const textPoster = await upload({
      file: { data: phoneMp4(), name: 'a.mp4' },
      poster: { data: Buffer.from('no') },
    });
    expect(textPoster.statusCode).toBe(415);
    expect(textPoster.json().message).toBe('The poster frame must be a JPEG, PNG or WebP picture.');
    const gifPoster = await upload({
      file: { data: phoneMp4(), name: 'a.mp4' },
      poster: { data: await canvas(10, 10).gif().toBuffer() },
    });
    expect(gifPoster.statusCode).toBe(415);
    const long = await upload({
      file: { data: phoneMp4('mp42', MEDIA_VIDEO_MAX_BYTES), name: 'long.mp4' },
      poster: { data: await poster() },
    });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe('The video is too large: at most 60 MB.');
  });

  it('edits the alt text, caption and credit of an item, audited; refuses unknown ids and unsafe texts', async () => {
    const item = await uploaded({
      file: { data: await canvas(500, 400).jpeg().toBuffer(), name: 'green.jpg' },
    });
    const texts = {
      alt: { en: 'The 18th green at dusk', nl: 'De 18e green bij schemer', fr: '', de: 'Das 18. Grün' },
      caption: { en: 'Finishing hole.\nSummer 2026.', nl: '', fr: 'Le dernier trou.', de: '' },
      credit: 'Photo: A. Member',
    };
    const res = await asStaff({ method: 'PUT', url: itemUrl(item.id), payload: texts });
    expect(res.statusCode, res.body).toBe(200);
    expect(mediaItem.parse(res.json())).toMatchObject({ id: item.id, ...texts });
    const list = mediaList.parse((await asStaff({ method: 'GET', url: mediaUrl })).json());
    expect(list.media.find((m) => m.id === item.id)).toMatchObject(texts);
    expect(await auditOf('media.update', item.id)).toMatchObject([{ actor: STAFF.email }]);

    const unknown = await asStaff({ method: 'PUT', url: itemUrl('media-0000000000000000'), payload: texts });
    expect(unknown.statusCode).toBe(404);
    const badId = await asStaff({ method: 'PUT', url: itemUrl('a.b'), payload: texts });
    expect(badId.statusCode).toBe(400);
    const control = await asStaff({
      method: 'PUT',
      url: itemUrl(item.id),
      payload: { ...texts, alt: { ...texts.alt, en: 'two\nlines' } },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe(
      'The alt.en text contains a control character, which is not allowed.',
    );
    const long = await asStaff({
      method: 'PUT',
      url: itemUrl(item.id),
      payload: { ...texts, credit: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    const missing = await asStaff({ method: 'PUT', url: itemUrl(item.id), payload: { alt: texts.alt } });
    expect(missing.statusCode).toBe(400);
  });

  it('lists the library newest first, each item with where it is used', async () => {
    const first = await uploaded({ file: { data: await canvas(64, 64).png().toBuffer(), name: 'one.png' } });
    const second = await uploaded({ file: { data: await canvas(64, 64).png().toBuffer(), name: 'two.png' } });
    await app.documents.seed('media-list-test', { gallery: { mediaIds: [second.id] } });
    const res = await asStaff({ method: 'GET', url: mediaUrl });
    expect(res.statusCode).toBe(200);
    const { media: items } = mediaList.parse(res.json());
    const ids = items.map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(items.find((m) => m.id === second.id)?.usedBy).toEqual(['media-list-test']);
    expect(items.find((m) => m.id === first.id)?.usedBy).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses to delete an item a published or a draft document uses, naming it; deletes it with its files once unused', async () => {
    const photo = await uploaded({
      file: { data: await canvas(900, 600).jpeg().toBuffer(), name: 'dunes.jpg' },
    });
    const key = 'media-delete-test';
    await app.documents.seed(key, { blocks: [{ kind: 'picture', mediaId: photo.id }] });

    const published = await asStaff({ method: 'DELETE', url: itemUrl(photo.id) });
    expect(published.statusCode).toBe(409);
    expect(mediaInUseAnswer.parse(published.json())).toEqual({
      message: `"dunes.jpg" is used on ${key}: take it out there first, then delete it.`,
      usedBy: [key],
    });

    // Published without it, but a draft still holds it: refused all the same.
    const row = await app.documents.get(key);
    await app.documents.savePublished('test', key, row?.version ?? 0, { blocks: [] }, () => 'removed');
    const again = await app.documents.get(key);
    await app.documents.saveDraft('test', key, again?.version ?? 0, { gallery: [photo.id] }, 'draft');
    const draft = await asStaff({ method: 'DELETE', url: itemUrl(photo.id) });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().usedBy).toEqual([key]);

    const latest = await app.documents.get(key);
    await app.documents.discardDraft('test', key, latest?.version ?? 0);
    const fileNames = photo.variants.map((v) => v.file);
    expect(
      await db.select({ name: files.name }).from(files).where(inArray(files.name, fileNames)),
    ).toHaveLength(9);
    changes.length = 0;
    const deleted = await asStaff({ method: 'DELETE', url: itemUrl(photo.id) });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await mediaRows()).not.toContain(photo.id);
    expect(await db.select({ name: files.name }).from(files).where(inArray(files.name, fileNames))).toEqual(
      [],
    );
    expect(await auditOf('media.delete', photo.id)).toMatchObject([
      { actor: STAFF.email, target: `${photo.id} (dunes.jpg)` },
    ]);
    expect(changes).toContainEqual({ topic: 'media' });
    expect((await asStaff({ method: 'DELETE', url: itemUrl(photo.id) })).statusCode).toBe(404);
  });

  it('deletes a video with its poster', async () => {
    const video = await uploaded({
      file: { data: phoneMp4(), name: 'v.mp4' },
      poster: { data: await poster() },
    });
    expect((await asStaff({ method: 'DELETE', url: itemUrl(video.id) })).statusCode).toBe(204);
    const left = await db
      .select({ name: files.name })
      .from(files)
      .where(like(files.name, `${video.id}%`));
    expect(left).toEqual([]);
  });

  it('inserts each seeded drawing that is missing, once, keeping what staff changed; keeps them from deletion', async () => {
    const present = await mediaRows();
    for (const seed of seedMedia) expect(present).toContain(seed.id);
    const drawing = {
      id: 'test-drawing',
      file: '/art/test-drawing.svg',
      width: 800,
      height: 600,
      alt: { en: 'A drawing', nl: 'Een tekening', fr: 'Un dessin', de: 'Eine Zeichnung' },
      caption: { en: '', nl: '', fr: '', de: '' },
    };
    expect(await app.media.seed([...seedMedia, drawing])).toBe(1);
    const texts = {
      alt: { ...drawing.alt, en: 'A drawing, described by staff' },
      caption: drawing.caption,
      credit: '',
    };
    expect((await asStaff({ method: 'PUT', url: itemUrl(drawing.id), payload: texts })).statusCode).toBe(200);
    expect(await app.media.seed([...seedMedia, drawing])).toBe(0);
    const item = (await app.media.get(drawing.id)) as MediaItem;
    expect(item).toMatchObject({
      kind: 'image',
      originalName: 'test-drawing.svg',
      variants: [{ file: '/art/test-drawing.svg', format: 'svg', width: 800 }],
      alt: texts.alt,
      createdBy: 'seed',
    });
    const refused = await asStaff({ method: 'DELETE', url: itemUrl(drawing.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/came with the site/);
  });

  it('needs a staff session and the cross-site token', async () => {
    const { payload, contentType } = await formBody({ file: { data: await canvas(8, 8).png().toBuffer() } });
    const anonymous = await injectWithToken(app, {
      method: 'POST',
      url: mediaUrl,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(anonymous.statusCode).toBe(401);
    const noToken = await app.inject({
      method: 'POST',
      url: mediaUrl,
      cookies: { session: staffSession },
      payload,
      headers: { 'content-type': contentType },
    });
    expect(noToken.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(401);
  });

  it(`takes at most ${MEDIA_UPLOADS_PER_MINUTE} uploads a minute from one staff member`, async () => {
    const data = await canvas(8, 8).png().toBuffer();
    const answers = [];
    for (let i = 0; i <= MEDIA_UPLOADS_PER_MINUTE; i++) {
      answers.push((await upload({ file: { data, name: `${i}.png` } }, adminSession)).statusCode);
    }
    expect(answers.slice(0, MEDIA_UPLOADS_PER_MINUTE).every((status) => status === 201)).toBe(true);
    expect(answers[MEDIA_UPLOADS_PER_MINUTE]).toBe(429);
    // Another staff member is not held up by it.
    expect((await upload({ file: { data, name: 'other.png' } })).statusCode).toBe(201);
  });
});

describe('the media library, its parts', () => {
  it('finds where items are used, in published and draft content, by page key', () => {
    const usage = mediaUsage(
      [
        { key: 'page:history', published: { blocks: [{ mediaIds: ['a', 'b'] }] }, draft: null },
        { key: 'course', published: { holes: [{ picture: 'b' }] }, draft: { holes: [{ video: 'c' }] } },
        { key: 'club', published: { text: 'a photo called a' }, draft: null },
      ],
      ['a', 'b', 'c', 'd'],
    );
    expect(Object.fromEntries(usage)).toEqual({ a: ['history'], b: ['course', 'history'], c: ['course'] });
  });

  it('tells MP4, WebM and QuickTime apart by their first bytes, and AVIF is not a video', async () => {
    expect(videoFormat(phoneMp4('mp42'))).toBe('mp4');
    expect(videoFormat(phoneMp4('qt  '))).toBe('quicktime');
    expect(videoFormat(ebml('webm'))).toBe('webm');
    expect(videoFormat(ebml('matroska'))).toBeNull();
    expect(videoFormat(await canvas(10, 10).avif().toBuffer())).toBeNull();
    expect(videoFormat(Buffer.from('hello world, not a video'))).toBeNull();
  });

  it('blanks the user data of an MP4 in place, whatever the boxes claim', () => {
    const mp4 = phoneMp4();
    const blanked = blankMp4UserData(mp4);
    expect(blanked.byteLength).toBe(mp4.byteLength);
    expect(blanked.includes('udta')).toBe(false);
    expect(blanked.includes('+51.3229')).toBe(false);
    // A box claiming more than there is stops the walk rather than reading past the end.
    const lying = Buffer.from(mp4);
    lying.writeUInt32BE(0x7fffffff, mp4.indexOf('moov') - 4);
    expect(blankMp4UserData(lying).equals(lying)).toBe(true);
  });

  it('keeps a readable one-line name of the file staff uploaded', () => {
    expect(displayName('C:\\Users\\me\\Pictures\\IMG_1.jpg')).toBe('IMG_1.jpg');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('a\u0000b\u202e.jpg')).toBe('ab.jpg');
    expect(displayName('')).toBe('upload');
  });
});
