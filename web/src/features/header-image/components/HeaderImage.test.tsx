import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { nl } from '../../../i18n/nl';
import { LanguageProvider } from '../../../lib/i18n';
import { parseHeaderImage } from '../api/getHeaderImage';
import { HEADER_IMAGE_CACHE_KEY } from '../api/headerImageCache';
import { HeaderImage } from './HeaderImage';

const ALT = 'The links in evening light, seen from the dunes';
const altTexts = {
  en: 'The links in evening light, seen from the dunes',
  nl: 'De links in het avondlicht, gezien vanaf de duinen',
  fr: '',
  de: '',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const headerContent = (fileUrl: string, alt: typeof altTexts | null = altTexts) => ({
  content: JSON.stringify({ files: [{ fileUrl, ...(alt ? { alt } : {}) }] }),
});
/** What the cache holds after the API answered with headerContent(fileUrl). */
const cached = (url: string) => JSON.stringify({ url, alt: altTexts });

/** A fetch that answers only when the test says so. */
function pendingFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

function renderImage(language: 'en' | 'nl' = 'en') {
  const image = (
    <QueryClientProvider client={createQueryClient()}>
      <HeaderImage className="hero" />
    </QueryClientProvider>
  );
  return render(
    language === 'en' ? (
      image
    ) : (
      <LanguageProvider language={language} dictionary={nl}>
        {image}
      </LanguageProvider>
    ),
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

    // Cached before alt texts existed: the address alone, shown as decoration until the API answers.
    const image = screen.getByRole('presentation');
    expect(image.getAttribute('src')).toBe('/files/yesterday.svg');
    expect(image.getAttribute('alt')).toBe('');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/websitecontent/home-page-header-image');

    answer(jsonResponse(headerContent('/files/home-header.svg')));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: ALT }).getAttribute('src')).toBe('/files/home-header.svg'),
    );
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toBe(cached('/files/home-header.svg'));
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
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toBe(cached('/files/home-header.svg'));
  });

  it('is described in the page’s language, in English where staff left the language empty, and is decoration without alt texts', async () => {
    window.localStorage.setItem(HEADER_IMAGE_CACHE_KEY, cached('/files/home-header.svg'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderImage('nl');
    expect(screen.getByRole('img', { name: altTexts.nl })).toBeTruthy();
    cleanup();

    window.localStorage.setItem(
      HEADER_IMAGE_CACHE_KEY,
      JSON.stringify({ url: '/a.svg', alt: { ...altTexts, nl: ' ' } }),
    );
    renderImage('nl');
    expect(screen.getByRole('img', { name: ALT })).toBeTruthy();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(headerContent('/files/undescribed.svg', null))),
    );
    window.localStorage.clear();
    renderImage();
    await waitFor(() =>
      expect(screen.getByRole('presentation').getAttribute('src')).toBe('/files/undescribed.svg'),
    );
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
    window.localStorage.setItem(HEADER_IMAGE_CACHE_KEY, cached('/files/yesterday.svg'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Not found' }, 404)),
    );

    renderImage();

    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: ALT }).getAttribute('src')).toBe('/files/yesterday.svg');
    expect(window.localStorage.getItem(HEADER_IMAGE_CACHE_KEY)).toBe(cached('/files/yesterday.svg'));
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

describe('parseHeaderImage', () => {
  it('reads the first file of the content, with its alt texts', async () => {
    const content = JSON.stringify({ files: [{ fileUrl: '/files/a.svg' }, { fileUrl: '/files/b.svg' }] });
    await expect(parseHeaderImage(content)).resolves.toEqual({ url: '/files/a.svg' });
    await expect(parseHeaderImage(headerContent('https://cdn.example.org/a.jpg').content)).resolves.toEqual({
      url: 'https://cdn.example.org/a.jpg',
      alt: altTexts,
    });
  });

  it('refuses content without a file, and addresses that are not images on the web', async () => {
    await expect(parseHeaderImage('{"files":[]}')).rejects.toThrow();
    await expect(parseHeaderImage('not json')).rejects.toThrow();
    await expect(parseHeaderImage(headerContent('javascript:alert(1)').content)).rejects.toThrow();
    await expect(parseHeaderImage(headerContent('http://elsewhere.example/a.jpg').content)).rejects.toThrow();
    await expect(parseHeaderImage(headerContent('  ').content)).rejects.toThrow();
  });
});
