import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceListAnswer } from '../../../../common/api/priceLists';
import { clubToday } from '../../../../common/rules/clubTime';
import { fakeApi, jsonResponse, testQueryClient } from '../../features/booking/test/fakeApi';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../../features/prices/test/priceLists';
import { DrivingRangePage } from './DrivingRangePage';
import { GolfBuggiesPage } from './GolfBuggiesPage';

const PRICES = '/api/v1/prices/';

function renderWith(answer: PriceListAnswer | null, page: ReactNode): string[] {
  const dates: string[] = [];
  fakeApi({
    [`GET ${PRICES}`]: ({ url }) => {
      dates.push(url.slice(PRICES.length));
      return answer ? jsonResponse(answer) : jsonResponse({ message: 'boom' }, 500);
    },
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return dates;
}

const sectionText = (heading: string) =>
  (screen.getByRole('heading', { name: heading }).closest('section')?.textContent ?? '').replace(
    /\u00a0/g,
    ' ',
  );

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GolfBuggiesPage', () => {
  it("reads as the spec with the seeded list, today's", async () => {
    const dates = renderWith(seededAnswer(), <GolfBuggiesPage />);
    expect(
      await screen.findByRole('table', { name: 'Season 2024 (1\u00a0January to 31\u00a0December)' }),
    ).toBeTruthy();
    expect(dates).toEqual([clubToday()]);
    expect(sectionText('Price')).toContain('€45');
    expect(sectionText('Rules')).toContain('The driver must be at least 18 years old.');
    expect(sectionText('Rules')).toContain('A buggy must be booked in advance. Members have priority.');
    const hours = sectionText('Hours');
    expect(hours).toContain('Low season (17 Nov to 31 Mar)Until 12:00');
    expect(hours).toContain('High season (1 Apr to 16 Nov)Until 14:00');
  });

  it('shows exactly the label, price, age, note and seasons of another list', async () => {
    renderWith(answerOf(THREE_SEASON_LIST), <GolfBuggiesPage />);
    expect(await screen.findByRole('table', { name: 'Buggies 2031' })).toBeTruthy();
    expect(sectionText('Price')).toContain('€47');
    expect(sectionText('Rules')).toContain('at least 21 years old');
    expect(sectionText('Rules')).toContain('Book a buggy a day ahead.');
    const hours = sectionText('Hours');
    expect(hours).toContain('Winter (1 Nov to 28 Feb)Until 11:30');
    expect(hours).toContain('Spring (1 Mar to 31 May)Until 13:30');
    expect(hours).toContain('Summer (1 Jun to 31 Oct)Until 15:30');
    expect(document.body.textContent).not.toMatch(/2024|2025|€45/);
  });

  it('keeps its headings and says the general message when the list cannot be loaded', async () => {
    renderWith(null, <GolfBuggiesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Apologies, something went wrong. Please try again later.',
    );
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeTruthy();
  });
});

describe('DrivingRangePage', () => {
  it("reads as the spec with the seeded list, today's", async () => {
    renderWith(seededAnswer(), <DrivingRangePage />);
    expect(await screen.findByRole('table', { name: 'Season 2025' })).toBeTruthy();
    const fee = sectionText('Fee');
    expect(fee).toContain('Per 2 hours');
    expect(fee).toContain('Adults (18 and over)€30');
    expect(fee).toContain('Juniors (under 18)€15');
    expect(sectionText('Conditions')).toContain(
      'Pay at the golf shop before you start; the fee is per player.',
    );
  });

  it('shows exactly the label, prices, ages, duration and note of another list', async () => {
    renderWith(answerOf(THREE_SEASON_LIST), <DrivingRangePage />);
    expect(await screen.findByRole('table', { name: 'Range 2031' })).toBeTruthy();
    const fee = sectionText('Fee');
    expect(fee).toContain('Per 1.5 hours');
    expect(fee).toContain('Adults (16 and over)€26');
    expect(fee).toContain('Juniors (under 16)€13');
    expect(sectionText('Conditions')).toContain('Pay at the range.');
    expect(document.body.textContent).not.toMatch(/2025|€30/);
  });

  it('paints its headings and a skeleton while the list loads', () => {
    fakeApi({ [`GET ${PRICES}`]: () => new Promise<Response>(() => undefined) });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <DrivingRangePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Fee' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('.prices-skeleton')).not.toBeNull();
  });
});
