import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { exceptionalDay, hoursAnswer } from '../../opening-hours/test/answers';
import { BarHours, BarHoursView } from './BarHours';
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

describe('BarHoursView', () => {
  it('lists the seasons of the data with their names and hours', () => {
    render(<BarHoursView answer={hoursAnswer()} today="2025-07-15" />);
    const table = screen.getByRole('table', { name: 'Opening hours of the bar' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SeasonHours',
      'Low season 01/11 – 31/03Open daily from 10:00, closed on Tuesday',
      'High season 01/04 – 30/10Open daily from 09:30 to 22:00',
    ]);
  });

  it.each([
    ['2025-07-15', 'Today (Tuesday): 9:30 to 22:00'],
    ['2025-01-14', 'Today (Tuesday): closed'],
    ['2025-01-15', 'Today (Wednesday): from 10:00'],
    ['2025-10-31', 'Today (Friday) falls in no season: no opening hours are set for today.'],
  ])('on %s says: %s', (today, text) => {
    render(<BarHoursView answer={hoursAnswer()} today={today} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows an exceptional day with its reason, today and in the week', () => {
    const answer = hoursAnswer([
      exceptionalDay('bar', '2026-12-25', 'Christmas Day'),
      exceptionalDay('bar', '2026-12-27', 'Club dinner', { opens: '10:00', closes: '23:30' }),
      exceptionalDay('shop', '2026-12-26', 'Stocktaking'),
    ]);
    render(<BarHoursView answer={answer} today="2026-12-25" />);
    expect(screen.getByText('Today (Friday): closed (Christmas Day)')).toBeTruthy();
    const week = within(screen.getByRole('table', { name: 'The next seven days' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(week.slice(0, 3)).toEqual([
      'Friday 25 Decemberclosed (Christmas Day)',
      'Saturday 26 Decemberfrom 10:00',
      'Sunday 27 December10:00 to 23:30 (Club dinner)',
    ]);
    expect(week).toHaveLength(7);
  });
});

describe('BarHours', () => {
  it('reads the hours of the week from GET /opening-hours in the page language', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(hoursAnswer()));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BarHours />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the opening hours…');
    expect(await screen.findByRole('table', { name: 'Opening hours of the bar' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/v1\/opening-hours\?from=\d{4}-\d{2}-\d{2}&days=7$/),
      expect.anything(),
    );
  });
});
