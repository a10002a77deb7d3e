// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { appRoutes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  // The API is not under test here: every call stays pending.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  // jsdom does not implement scrolling, which ScrollRestoration calls.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('router', () => {
  it('renders Home, with the course status panel, at /', () => {
    renderAt('/');
    expect(h1().textContent).toBe('Home');
    expect(screen.getByRole('region', { name: 'Today on the course' })).toBeTruthy();
  });

  it('renders the Home screen for an unknown path, without redirecting', () => {
    renderAt('/no/such/page');
    expect(h1().textContent).toBe('Home');
  });

  it('renders Green Fees at /greenfees', () => {
    renderAt('/greenfees');
    expect(h1().textContent).toBe('Green Fees');
  });

  it('renders Holes for a hole path and says which hole', () => {
    renderAt('/holes/hole-7-page');
    expect(h1().textContent).toBe('Holes');
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
    ['/golf-buggies', 'Golf Buggies'],
    ['/driving-range', 'Driving Range'],
    ['/dresscode', 'Dress Code'],
    ['/members', 'Members'],
    ['/privacy', 'Privacy Policy'],
  ])('renders %s with the title %s', (path, title) => {
    renderAt(path);
    expect(h1().textContent).toBe(title);
  });

  it('has a skip link, a main landmark and the three visitor links on every screen', () => {
    renderAt('/history');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('a[href="/#course-status"]')).toBeTruthy();
    expect(nav.querySelector('a[href="/greenfees"]')).toBeTruthy();
    expect(nav.querySelector('a[href="/booking"]')).toBeTruthy();
  });
});
