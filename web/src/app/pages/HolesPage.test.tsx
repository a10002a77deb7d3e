// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_DATA_ID } from '../../app/queryClient';
import { renderPage } from '../../entry-server';
import { courseQueryKey } from '../../features/course/api/getCourse';
import { courseFetch, seededCourseIn } from '../../features/course/testCourse';
import { nl } from '../../i18n/nl';
import { LanguageProvider } from '../../lib/i18n';
import { HolesPage } from './HolesPage';

// docs/product.md, Holes and Course data: the holes page shows the course in the page's language, names,
// descriptions and tees as staff wrote them in it.

const DUTCH_HOLE_4 =
  'De moeilijkste hole: een lange, oplopende approach tegen de wind in naar een smalle plateaugreen.';

const section = (hole: number) => document.getElementById(`hole-${hole}`) as HTMLElement;

beforeEach(() => {
  // The API client asks in the language of the page's address, as it does on /nl/holes.
  window.history.replaceState(null, '', '/nl/holes');
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined })),
  );
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/nl/holes', () => {
  it('asks for the course in Dutch and shows the Dutch names, descriptions and tees', async () => {
    const fetch = vi.fn(courseFetch(seededCourseIn('nl')));
    vi.stubGlobal('fetch', fetch);
    render(
      <LanguageProvider language="nl" dictionary={nl}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter basename="/nl" initialEntries={['/nl/holes']}>
            <Routes>
              <Route path="/holes" element={<HolesPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </LanguageProvider>,
    );
    await waitFor(() =>
      expect(section(4).querySelector('.hole__description')?.textContent).toBe(DUTCH_HOLE_4),
    );
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/v1/holes')) ?? [];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('nl');
    expect(
      within(section(2)).getByRole('heading', { level: 2, name: 'Hole 2 van 18: De Vallei' }),
    ).toBeTruthy();
    expect(within(section(3)).getByRole('row', { name: 'Wit 158 m' })).toBeTruthy();
    expect(within(section(3)).getByRole('row', { name: 'Rood 126 m' })).toBeTruthy();
    expect(screen.getByText(/meter vanaf wit\.$/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('The hardest hole');
  });

  it('is rendered by the server with the Dutch course in its HTML, for the browser to hydrate with', async () => {
    const course = seededCourseIn('nl');
    const { head, body } = await renderPage('/nl/holes', 'nl', [[courseQueryKey('nl'), course]]);
    document.body.innerHTML = body;
    expect(section(4).querySelector('.hole__description')?.textContent).toBe(DUTCH_HOLE_4);
    expect(section(4).querySelector('.hole__name')?.textContent).toBe('Duinpan');
    expect(section(7).querySelector('.hole__name')?.textContent).toBe('Zeedistel');
    const data = head.find((tag) => tag.includes(`id="${QUERY_DATA_ID}"`));
    expect(data).toContain(JSON.stringify(DUTCH_HOLE_4).slice(1, -1));
  });
});
