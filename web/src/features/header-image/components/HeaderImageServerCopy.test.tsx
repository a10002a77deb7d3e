import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { HEADER_IMAGE_CACHE_KEY } from '../api/headerImageCache';
import { FIRST_PAINT_IMAGE_SELECTOR, HeaderImage } from './HeaderImage';

const ALT = 'The links in evening light, seen from the dunes';

const answerWith = (fileUrl: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ content: JSON.stringify({ files: [{ fileUrl, alt: { en: ALT } }] }) }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    ),
  );

function renderImage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <HeaderImage className="hero" />
    </QueryClientProvider>,
  );
}

/**
 * The page as the server sends it: the header image's slot holding its own copy of a file (alt="", as
 * server/src/lib/headerImagePreload.ts writes it), whose decode() settles as `decodes` says.
 */
function serverCopyOf(src: string, decodes = true): HTMLImageElement {
  const slot = document.createElement('div');
  slot.setAttribute('data-header-image-slot', '');
  slot.innerHTML = `<img src="${src}" width="1920" height="1080" alt="">`;
  document.body.append(slot);
  const image = document.querySelector<HTMLImageElement>(FIRST_PAINT_IMAGE_SELECTOR);
  if (!image) throw new Error('no server copy');
  image.decode = () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError')));
  return image;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  for (const slot of document.querySelectorAll('[data-header-image-slot]')) slot.remove();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HeaderImage over the server copy of the first paint', () => {
  it('draws no second copy of the same file, and describes the server copy instead', async () => {
    const serverCopy = serverCopyOf('/files/home-header.svg');
    answerWith('/files/home-header.svg');
    const { container } = renderImage();

    await waitFor(() => expect(serverCopy.getAttribute('alt')).toBe(ALT));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('img', { name: ALT })).toEqual([serverCopy]);
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toContain('/files/home-header.svg');
  });

  it('recognises an uploaded image by its original, as the server writes it', async () => {
    const upload = '/files/img-00112233445566ff-3000x2000.jpg';
    const serverCopy = serverCopyOf(upload);
    answerWith(upload);
    const { container } = renderImage();

    await waitFor(() => expect(serverCopy.getAttribute('alt')).toBe(ALT));
    expect(container.querySelector('picture, img')).toBeNull();
  });

  it('leaves a server copy that cannot be shown undescribed, so no alt text is drawn over the hero', async () => {
    const serverCopy = serverCopyOf('/files/home-header.svg', false);
    answerWith('/files/home-header.svg');
    renderImage();

    await waitFor(() =>
      expect(console.info).toHaveBeenCalledWith(expect.stringContaining('home-header.svg')),
    );
    expect(serverCopy.getAttribute('alt')).toBe('');
  });

  it('draws another file over the server copy, which stays undescribed', async () => {
    const serverCopy = serverCopyOf('/files/yesterday.svg');
    answerWith('/files/home-header.svg');
    const { container } = renderImage();

    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('/files/home-header.svg'),
    );
    expect(screen.getByRole('img', { name: ALT })).toBe(container.querySelector('img'));
    expect(serverCopy.getAttribute('alt')).toBe('');
  });
});
