// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_KEYS } from '../../../common/api/pages';
import { club } from '../config/club';
import { seededClubQuery } from '../features/club/test/seededClubDetails';
import { pageQueryKey } from '../features/content-pages/api/getPage';
import { seededPage } from '../features/content-pages/test/seededPages';
import { AppProviders } from './AppProviders';
import type { SeededQueries } from './queryClient';
import { AppRoutes, preloadRoute } from './router';
import { paths } from './routes';
import { screenRoutes } from './screenRoutes';

/**
 * What the server renders every page with (entry-server.tsx): the club's details, and the texts of the
 * pages staff edit; the API is not under test, so nothing else is answered.
 */
const renderedQueries: SeededQueries = [
  seededClubQuery(),
  ...PAGE_KEYS.map((key) => [pageQueryKey(key, 'en'), seededPage(key)] as const),
];

/** As the app starts: the address's screen is loaded first, so that the first render shows it. */
async function renderAt(path: string) {
  await preloadRoute(path);
  render(
    <AppProviders queries={renderedQueries}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  // The API is not under test here: every call stays pending.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  // The test DOM does not implement scrolling, which the layout's scroll restoration calls.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('router', () => {
  it('renders Home, titled by the club name, with the course status panel, at /', async () => {
    await renderAt('/');
    expect((await h1()).textContent).toBe(club.name);
    expect(screen.getByRole('region', { name: 'Today on the course' })).toBeTruthy();
  });

  it('renders the Home screen for an unknown path, without redirecting', async () => {
    await renderAt('/no/such/page');
    expect((await h1()).textContent).toBe(club.name);
  });

  it('renders Green Fees at /greenfees', async () => {
    await renderAt('/greenfees');
    expect((await h1()).textContent).toBe('Green Fees');
  });

  it('renders Holes for a hole path and says which hole', async () => {
    await renderAt('/holes/hole-7-page');
    expect((await h1()).textContent).toBe('Holes');
    expect(screen.getByText('Hole 7 of 18')).toBeTruthy();
  });

  it.each([
    ['/golfshop', 'Golf Shop'],
    ['/overview', 'Course overview'],
    ['/holes', 'Holes'],
    ['/handicap-stroke-table', 'Handicap Stroke Table'],
    ['/ecology', 'Ecological Management'],
    ['/biodiversity', 'Biodiversity'],
    ['/history', 'History'],
    ['/dining-bar', 'Dining & Bar'],
    ['/bod', "Who's Who"],
    ['/booking', 'Online Greenfee Booking'],
    ['/bookings/42', 'Booking Details'],
    ['/waiting-list/offers/abc', 'Your waiting-list offer'],
    ['/waiting-list/leave/abc', 'Leave the waiting list'],
    ['/golf-buggies', 'Golf Buggies'],
    ['/driving-range', 'Driving Range'],
    ['/dresscode', 'Dress Code'],
    ['/members', 'Members'],
    ['/privacy', 'Privacy Policy'],
  ])('renders %s with the title %s', async (path, title) => {
    await renderAt(path);
    expect((await h1()).textContent).toBe(title);
  });

  it('has a skip link, a main landmark and the three visitor links on every screen', async () => {
    await renderAt('/history');
    await h1();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('a[href="/#course-status"]')).toBeTruthy();
    expect(nav.querySelector('a[href="/greenfees"]')).toBeTruthy();
    expect(nav.querySelector('a[href="/booking"]')).toBeTruthy();
  });

  it('has the menu toggle in the header, closed, controlling the site menu', async () => {
    await renderAt('/greenfees');
    await h1();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('NAV');
  });
});

describe('route handles', () => {
  const handleOf = (path: string) => screenRoutes.find((route) => route.path === path)?.handle;

  it('gives every route of docs/product.md an animation-state label', () => {
    for (const path of Object.values(paths)) {
      expect(['home', 'page'], path).toContain(handleOf(path)?.animation);
    }
  });

  it('labels home and the catch-all route home, every other route page', () => {
    expect(handleOf(paths.home)?.animation).toBe('home');
    expect(handleOf('*')).toEqual({ animation: 'home', screen: 'home' });
    expect(handleOf(paths.greenfees)?.animation).toBe('page');
    expect(handleOf(paths.hole)).toEqual({ animation: 'page', screen: 'holes' });
  });
});
