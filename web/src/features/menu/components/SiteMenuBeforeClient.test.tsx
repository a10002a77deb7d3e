import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededClubQuery } from '../../club/test/seededClubDetails';
import { SiteMenu } from './SiteMenu';

// The first client render is a transition that a quick visitor's key press overtakes (shell.spec.ts:77 once
// failed on it in CI): the test holds it back and lets it come after the menu has opened.
const client = vi.hoisted(() => ({ arrive: (() => {}) as () => void }));
vi.mock('../../../lib/useIsClient', () => ({
  useIsClient: () => {
    const [isClient, setIsClient] = useState(false);
    client.arrive = () => setIsClient(true);
    return isClient;
  },
}));

afterEach(cleanup);

describe('SiteMenu opened before its contents have come', () => {
  it('moves focus to the first group when they come', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    queryClient.setQueryData(...seededClubQuery());
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <SiteMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);

    act(() => client.arrive());

    const panel = screen.getByRole('navigation', { name: 'Site menu' });
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'The Course' }));
  });
});
