import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { club } from '../../../config/club';
import { seededClubQuery } from '../../club/test/seededClubDetails';
import { SiteMenu } from './SiteMenu';

let courseStatus: Response | undefined;

/** The address the router shows, for the tests to read. */
function ShownPath() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderMenu(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The club's details come with every page the server renders.
  queryClient.setQueryDefaults(['club'], { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(...seededClubQuery());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SiteMenu />
        <p>Page content</p>
        <ShownPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => screen.getByRole('navigation', { name: 'Site menu', hidden: true });
const group = (name: string) => within(panel()).getByRole('button', { name, hidden: true });

beforeEach(() => {
  courseStatus = new Response(JSON.stringify({ content: 'Frost delay until 10:00.' }), {
    headers: { 'Content-Type': 'application/json' },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => courseStatus ?? new Response('{}', { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteMenu', () => {
  it('opens from the toggle, marks it expanded and moves focus into the panel', () => {
    renderMenu();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hasAttribute('inert')).toBe(true);

    fireEvent.click(toggle());

    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().hasAttribute('inert')).toBe(false);
    expect(panel().contains(document.activeElement)).toBe(true);
  });

  it('unfolds one group at a time', () => {
    renderMenu();
    fireEvent.click(toggle());

    fireEvent.click(group('The Course'));
    expect(group('The Course').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(group('Green Fees'));
    expect(group('Green Fees').getAttribute('aria-expanded')).toBe('true');
    expect(group('The Course').getAttribute('aria-expanded')).toBe('false');
    const greenFees = document.getElementById(group('Green Fees').getAttribute('aria-controls') ?? '');
    expect(greenFees?.hasAttribute('inert')).toBe(false);
    expect(
      within(greenFees as HTMLElement)
        .getByRole('link', { name: 'Pricing' })
        .getAttribute('href'),
    ).toBe('/greenfees');
  });

  it('opens on the group of the page on screen', () => {
    renderMenu('/holes/hole-3-page');
    fireEvent.click(toggle());
    expect(group('The Course').getAttribute('aria-expanded')).toBe('true');
    expect(group('The Club').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside, not on a click inside', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(group('The Club'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByText('Page content'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a link is followed, and shows the new page', async () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(group('Sustainable Ecology'));
    await act(async () => {
      fireEvent.click(within(panel()).getByRole('link', { name: 'Biodiversity' }));
    });
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/biodiversity');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the members site in a new tab, without an opener', () => {
    renderMenu();
    const members = within(panel()).getByRole('link', { name: /Members/, hidden: true });
    expect(members.getAttribute('href')).toBe(club.membersUrl);
    expect(members.getAttribute('target')).toBe('_blank');
    expect(members.getAttribute('rel')).toContain('noopener');
    expect(within(panel()).getByRole('link', { name: 'Golf Shop', hidden: true }).getAttribute('href')).toBe(
      '/golfshop',
    );
  });

  it('shows the course-status text as the Condition line of The Course', async () => {
    renderMenu();
    const condition = await screen.findByText('Frost delay until 10:00.', { exact: false });
    expect(condition.textContent).toBe('Condition Frost delay until 10:00.');
    const course = document.getElementById(group('The Course').getAttribute('aria-controls') ?? '');
    expect(course?.contains(condition)).toBe(true);
  });

  it('shows no Condition line without a course-status text', async () => {
    courseStatus = new Response(JSON.stringify({ content: '  ' }), {
      headers: { 'Content-Type': 'application/json' },
    });
    renderMenu();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByText('Condition')).toBeNull();
  });
});
