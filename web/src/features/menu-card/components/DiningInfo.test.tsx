import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { BarHours } from './BarHours';
import { LunchMenu } from './LunchMenu';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderMenu() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LunchMenu />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LunchMenu', () => {
  it('shows the menu text of content key menu with its line breaks', async () => {
    const menu = 'Lunch menu\n\nSoup of the day — 8\nCatch of the day — 27';
    const fetchMock = vi.fn(async () => jsonResponse({ content: menu }));
    vi.stubGlobal('fetch', fetchMock);

    renderMenu();

    expect(screen.getByRole('status', { name: 'Loading the menu' })).toBeTruthy();
    const text = await screen.findByText(/Soup of the day/);
    expect(text.textContent).toBe(menu);
    expect(text.className).toBe('menu-card__text');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/websitecontent/menu', expect.anything());
  });

  it('points to the bar when the menu cannot be loaded, and only logs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Content not found' }, 404)),
    );

    renderMenu();

    expect(await screen.findByText('Today’s menu is available at the bar.')).toBeTruthy();
    expect(console.info).toHaveBeenCalled();
  });
});

describe('BarHours', () => {
  it('lists both seasons with the hours of the shared rules', () => {
    render(<BarHours today="2025-07-15" />);

    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'SeasonHours',
      'Low season 01/11 – 31/03Open daily from 10:00, closed on Tuesday',
      'High season 01/04 – 30/10Open daily from 09:30 to 22:00',
    ]);
  });

  it.each([
    ['2025-07-15', 'Today (Tuesday) the bar is open from 09:30 to 22:00.'],
    ['2025-01-14', 'Today (Tuesday) the bar is closed.'],
    ['2025-01-15', 'Today (Wednesday) the bar is open from 10:00.'],
  ])('on %s says: %s', (today, text) => {
    render(<BarHours today={today} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says nothing about today on 31 October, which no season covers', () => {
    const { container } = render(<BarHours today="2025-10-31" />);
    expect(container.querySelector('.bar-hours__today')).toBeNull();
  });
});
