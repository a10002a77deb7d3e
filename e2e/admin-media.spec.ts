import { type APIRequestContext, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { XSRF_COOKIE, XSRF_HEADER } from '../common/api/paths';
import { expect, expectNoSeriousViolations, PHONE_ONLY, staffTest } from './fixtures';

const ALT = 'The 18th green at dusk, the clubhouse lit behind it';

/** A state-changing staff call with the page's session and its cross-site token. */
async function staffCall(
  page: Page,
  request: APIRequestContext,
  method: 'PUT' | 'POST',
  url: string,
  data: unknown,
) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const res = await request.fetch(url, {
    method,
    headers: { [XSRF_HEADER]: decodeURIComponent(token) },
    data: data as object,
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<{ version: number }>;
}

interface AdminHistory {
  version: number;
  draft: { blocks: { kind: string; mediaIds?: string[] }[] } & Record<string, unknown>;
}

/** Saves `blocks` as the history page's draft and publishes them. */
async function publishHistory(page: Page, blocks: AdminHistory['draft']['blocks']) {
  const current = (await (await page.request.get('/api/v1/admin/pages/history')).json()) as AdminHistory;
  const saved = await staffCall(page, page.request, 'PUT', '/api/v1/admin/pages/history', {
    ...current.draft,
    blocks,
    version: current.version,
  });
  await staffCall(page, page.request, 'POST', '/api/v1/admin/pages/history/publish', {
    version: saved.version,
  });
}

staffTest.describe('the media library, on the secretary’s phone', PHONE_ONLY, () => {
  staffTest(
    'a photo uploaded from the phone, described and put in the history gallery, shows there as AVIF with its alt text',
    async ({ page, browser }, testInfo) => {
      staffTest.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/media');
      await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

      const photo = await sharp({ create: { width: 2000, height: 1333, channels: 3, background: '#5b7f4f' } })
        .jpeg()
        .toBuffer();
      await page.getByTestId('media-upload-input').setInputFiles({
        name: 'IMG_2041.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await expect(page.getByText('Uploaded. Add its alt text below.')).toBeVisible();
      await page.getByRole('button', { name: 'Edit the texts IMG_2041.jpg' }).first().click();
      await page.getByRole('textbox', { name: 'Alt text, English' }).fill(ALT);
      await page.getByRole('button', { name: 'Save the texts' }).click();
      await expect(page.getByRole('heading', { level: 3, name: ALT })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('media-library.png') });
      await expectNoSeriousViolations(page);

      const library = (await (await page.request.get('/api/v1/admin/media')).json()) as {
        media: { id: string; alt: { en: string } }[];
      };
      const item = library.media.find((m) => m.alt.en === ALT);
      if (!item) throw new Error('the uploaded photo is not in the library');

      const before = (await (await page.request.get('/api/v1/admin/pages/history')).json()) as AdminHistory;
      const original = before.draft.blocks;
      await publishHistory(
        page,
        original.map((block) =>
          block.kind === 'gallery' ? { ...block, mediaIds: [item.id, ...(block.mediaIds ?? [])] } : block,
        ),
      );

      try {
        const visitor = await browser.newContext({ ...devices['Pixel 7'] });
        const visit = await visitor.newPage();
        const picture = visit.getByRole('img', { name: ALT });
        await expect(async () => {
          await visit.goto(`${testInfo.project.use.baseURL}/history`);
          await expect(picture).toBeAttached({ timeout: 1_000 });
        }).toPass({ timeout: 30_000 });
        await picture.scrollIntoViewIfNeeded();
        await expect(
          visit.locator(`picture:has(img[alt="${ALT}"]) source[type="image/avif"]`),
        ).toHaveAttribute('srcset', new RegExp(`/files/${item.id}-480w\\.avif 480w`));
        // The phone's browser takes the AVIF copy, not the JPEG.
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
          .toMatch(new RegExp(`/files/${item.id}-\\d+w\\.avif$`));
        await visit.screenshot({ path: testInfo.outputPath('history-gallery.png') });
        await visitor.close();
      } finally {
        // The history page as it was, for the other tests on this server.
        await publishHistory(page, original);
      }
    },
  );
});
