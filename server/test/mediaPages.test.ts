import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { mediaItem } from '../../common/api/media';
import { adminPage, type PageBlock, publicPage } from '../../common/api/pages';
import { apiPaths } from '../../common/api/paths';
import { api } from './fixtures';
import { build, injectWithToken } from './helpers';

const STAFF = { email: 'gallery@example.org', password: 'a long gallery password' };

/** docs/product.md, Media; issue 38's test: an uploaded photo in the history gallery, at phone width as AVIF. */
describe('an uploaded photo on a public page', async () => {
  const { app } = await build({ env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password } });
  const signIn = await injectWithToken(app, { method: 'POST', url: api('/auth/login'), payload: STAFF });
  const session = signIn.cookies.find((c) => c.name === 'session')?.value ?? '';
  const asStaff = (opts: InjectOptions) => injectWithToken(app, { ...opts, cookies: { session } });
  const publicHistory = async (language: string) => {
    const res = await app.inject({
      method: 'GET',
      url: api(apiPaths.page.path({ key: 'history' })),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return publicPage.parse(res.json());
  };

  it('shows in the history gallery, once published, as AVIF at phone width with its alt text', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#4a7a5a' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'clubhouse-1920.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.media.path()),
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = mediaItem.parse(uploaded.json());
    const texts = {
      alt: {
        en: 'The clubhouse in 1920, seen from the first tee',
        nl: 'Het clubhuis in 1920, gezien vanaf de eerste tee',
        fr: '',
        de: '',
      },
      caption: { en: 'The clubhouse in 1920.', nl: '', fr: '', de: '' },
      credit: 'Club archive',
    };
    expect(
      (
        await asStaff({
          method: 'PUT',
          url: api(adminApiPaths.mediaItem.path({ id: item.id })),
          payload: texts,
        })
      ).statusCode,
    ).toBe(200);

    const pageUrl = api(adminApiPaths.page.path({ key: 'history' }));
    const page = adminPage.parse((await asStaff({ method: 'GET', url: pageUrl })).json());
    const blocks: PageBlock[] = page.draft.blocks.map((block) =>
      block.kind === 'gallery' ? { ...block, mediaIds: [item.id, ...block.mediaIds] } : block,
    );
    expect(blocks.some((block) => block.kind === 'gallery')).toBe(true);
    const { blocks: _old, ...rest } = page.draft;
    const saved = await asStaff({
      method: 'PUT',
      url: pageUrl,
      payload: { ...rest, blocks, version: page.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // A draft does not show.
    const before = await publicHistory('en');
    expect(JSON.stringify(before)).not.toContain(item.id);

    const published = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.publishPage.path({ key: 'history' })),
      payload: { version: adminPage.parse(saved.json()).version },
    });
    expect(published.statusCode, published.body).toBe(200);

    for (const [language, alt] of [
      ['en', texts.alt.en],
      ['nl', texts.alt.nl],
      // No French alt text: the English stands in.
      ['fr', texts.alt.en],
    ] as const) {
      const answer = await publicHistory(language);
      const gallery = answer.blocks.find((block) => block.kind === 'gallery');
      if (gallery?.kind !== 'gallery') throw new Error('the history page has no gallery');
      const picture = gallery.pictures[0];
      expect(picture, language).toMatchObject({ id: item.id, alt, width: 2400, height: 1600 });
      // AVIF first: a browser that reads AVIF takes it; at phone width (480 CSS px wide, or 800 at twice the
      // density) a narrow copy is there to take.
      const [best] = picture?.sources ?? [];
      expect(best?.type, language).toBe('image/avif');
      expect(best?.srcset, language).toContain(`/files/${item.id}-480w.avif 480w`);
      expect(best?.srcset, language).toContain(`/files/${item.id}-800w.avif 800w`);
    }

    const phoneCopy = await app.inject({ method: 'GET', url: `/files/${item.id}-480w.avif` });
    expect(phoneCopy.statusCode).toBe(200);
    expect(phoneCopy.headers['content-type']).toBe('image/avif');
    expect(await sharp(phoneCopy.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });

    // Used now: the library says where, and will not delete it.
    const refused = await asStaff({
      method: 'DELETE',
      url: api(adminApiPaths.mediaItem.path({ id: item.id })),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy).toEqual(['history']);
  });
});
