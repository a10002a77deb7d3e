import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { type MediaItem, type MediaTexts, mediaItem } from '../../common/api/media';
import { api } from './fixtures';
import { injectWithToken } from './helpers';

/** Injects as a signed-in staff member, with the session's cross-site token and any headers of a request. */
export type AsStaff = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

export async function staffSession(
  app: FastifyInstance,
  who: { email: string; password: string },
): Promise<AsStaff> {
  const res = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: who });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.cookies.find((cookie) => cookie.name === 'session')?.value ?? '';
  return (opts) => injectWithToken(app, { ...opts, cookies: { session } });
}

/** A club's logo as staff upload it (POST /admin/media, a PNG), then described in the library. */
export async function uploadLogo(as: AsStaff, name: string, texts: MediaTexts): Promise<MediaItem> {
  const png = await sharp({
    create: { width: 600, height: 300, channels: 4, background: { r: 31, g: 58, b: 77, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const uploaded = await as({
    method: 'POST',
    url: api(adminApiPaths.media.path()),
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const item = mediaItem.parse(uploaded.json());
  const described = await as({
    method: 'PUT',
    url: api(adminApiPaths.mediaItem.path({ id: item.id })),
    payload: texts,
  });
  expect(described.statusCode, described.body).toBe(200);
  return mediaItem.parse(described.json());
}
