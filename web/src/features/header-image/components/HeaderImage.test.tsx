import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { parseHeaderImageUrl } from '../api/getHeaderImage';
import { HEADER_IMAGE_CACHE_KEY } from '../api/headerImageCache';
import { HeaderImage } from './HeaderImage';

const ALT = /^The links in evening light/;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const headerContent = (fileUrl: string) => ({ content: JSON.stringify({ files: [{ fileUrl }] }) });

/** A fetch that answers only when the test says so. */
function pendingFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

function renderImage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <HeaderImage className="hero" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HeaderImage', () => {
  it('uses the cached URL at once, then refreshes it from the API and caches the new one', async () => {
    window.localStorage.setItem(HEADER_IMAGE_CACHE_KEY, '/files/yesterday.svg');
    const { fetchMock, answer } = pendingFetch();

    renderImage();

    const image = screen.getByRole('img', { name: ALT });
    expect(image.getAttribute('src')).toBe('/files/yesterday.svg');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/websitecontent/home-page-header-image');

    answer(jsonResponse(headerContent('/files/home-header.svg')));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: ALT }).getAttribute('src')).toBe('/files/home-header.svg'),
    );
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toBe('/files/home-header.svg');
  });

  it('shows no image until the API answers on a first visit, then caches the URL', async () => {
    const { answer } = pendingFetch();

    renderImage();

    expect(screen.queryByRole('img')).toBeNull();
    answer(jsonResponse(headerContent('/files/home-header.svg')));

    const image = await screen.findByRole('img', { name: ALT });
    expect(image.getAttribute('src')).toBe('/files/home-header.svg');
    expect(image.getAttribute('width')).toBe('1920');
    expect(image.getAttribute('height')).toBe('1080');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toBe('/files/home-header.svg');
  });

  it('shows an uploaded image as a <picture> of its AVIF and WebP copies, at full width', async () => {
    const upload = '/files/img-00112233445566ff-3000x2000.jpg';
    const { answer } = pendingFetch();
    const { container } = renderImage();
    answer(jsonResponse(headerContent(upload)));

    const image = await screen.findByRole('img', { name: ALT });
    expect(image.getAttribute('src')).toBe(upload);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['3000', '2000']);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.className).toBe('hero');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '100vw'],
      ['image/webp', '100vw'],
    ]);
    expect(sources[0]?.getAttribute('srcset')).toContain('/files/img-00112233445566ff-1600w.avif 1600w');
  });

  it('keeps the cached image and only logs when the refresh fails', async () => {
    window.localStorage.setItem(HEADER_IMAGE_CACHE_KEY, '/files/yesterday.svg');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Not found' }, 404)),
    );

    renderImage();

    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: ALT }).getAttribute('src')).toBe('/files/yesterday.svg');
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toBe('/files/yesterday.svg');
  });

  it('removes an image that does not load, and logs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(headerContent('/files/missing.svg'))),
    );

    renderImage();
    fireEvent.error(await screen.findByRole('img', { name: ALT }));

    expect(screen.queryByRole('img')).toBeNull();
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('/files/missing.svg'));
  });
});

describe('parseHeaderImageUrl', () => {
  it('reads the first file of the content', async () => {
    const content = JSON.stringify({ files: [{ fileUrl: '/files/a.svg' }, { fileUrl: '/files/b.svg' }] });
    await expect(parseHeaderImageUrl(content)).resolves.toBe('/files/a.svg');
    await expect(parseHeaderImageUrl(headerContent('https://cdn.example.org/a.jpg').content)).resolves.toBe(
      'https://cdn.example.org/a.jpg',
    );
  });

  it('refuses content without a file, and addresses that are not images on the web', async () => {
    await expect(parseHeaderImageUrl('{"files":[]}')).rejects.toThrow();
    await expect(parseHeaderImageUrl('not json')).rejects.toThrow();
    await expect(parseHeaderImageUrl(headerContent('javascript:alert(1)').content)).rejects.toThrow();
    await expect(
      parseHeaderImageUrl(headerContent('http://elsewhere.example/a.jpg').content),
    ).rejects.toThrow();
    await expect(parseHeaderImageUrl(headerContent('  ').content)).rejects.toThrow();
  });
});
