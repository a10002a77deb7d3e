import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceListAnswer } from '../../../../../common/api/priceLists';
import { answerOf, seededAnswer, THREE_SEASON_LIST } from '../../prices/test/priceLists';
import { fakeApi, jsonResponse, testQueryClient } from '../test/fakeApi';
import { PriceInfo } from './PriceInfo';
import { TimeSlotPicker } from './TimeSlotPicker';

const PRICES = '/api/v1/prices/';

/** GET /prices/{date} answers the seeded list before 2031 and the three-season list from then. */
function servePrices(hold = false): string[] {
  const dates: string[] = [];
  fakeApi({
    [`GET ${PRICES}`]: ({ url }) => {
      const date = url.slice(PRICES.length);
      dates.push(date);
      if (hold) return new Promise<Response>(() => undefined);
      const answer: PriceListAnswer = date >= '2031-01-01' ? answerOf(THREE_SEASON_LIST) : seededAnswer();
      return jsonResponse(answer);
    },
  });
  return dates;
}

const renderIn = (children: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>);

const priceBox = () => screen.findByRole('region', { name: 'Your green fee' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PriceInfo', () => {
  it('prices a round with the list in force on the chosen date', async () => {
    const dates = servePrices();
    // Wednesday 4 June 2031: the summer season of the three-season list, before its 17:05 twilight.
    renderIn(<PriceInfo date="2031-06-04" slot={{ hour: 10, min: 0 }} adults={2} juniors={1} />);
    const box = await priceBox();
    expect(dates).toEqual(['2031-06-04']);
    expect(box.textContent).toContain('Weekday · Summer');
    expect(box.textContent).toContain('2 adults × €83');
    // 40% off for juniors in that list: €83 → €50 (rounded).
    expect(box.textContent).toContain('1 junior × €50');
    expect(box.textContent).toContain('€216');
  });

  it("says the day's rate, the list's twilight start and price before a tee time is chosen", async () => {
    servePrices();
    renderIn(<PriceInfo date="2031-03-12" slot={null} adults={9} juniors={0} />);
    const box = await priceBox();
    expect(box.textContent).toContain('Groups of 9 or more, weekdays · Spring');
    expect(box.textContent).toContain('Twilight from 15:15: €42 per player.');
  });

  it('keeps the seeded prices for a date before the new list', async () => {
    servePrices();
    renderIn(<PriceInfo date="2030-07-16" slot={{ hour: 10, min: 0 }} adults={2} juniors={1} />);
    const box = await priceBox();
    expect(box.textContent).toContain('2 adults × €110');
    expect(box.textContent).toContain('€275');
  });

  it('shows no price box while the list loads', () => {
    servePrices(true);
    renderIn(<PriceInfo date="2031-06-04" slot={{ hour: 10, min: 0 }} adults={2} juniors={1} />);
    expect(screen.queryByRole('region', { name: 'Your green fee' })).toBeNull();
  });
});

describe('TimeSlotPicker', () => {
  it("groups the slots by the twilight start of the date's list", async () => {
    servePrices();
    renderIn(
      <TimeSlotPicker
        id="slot"
        legend="Time"
        date="2031-03-12"
        status="ready"
        slots={[
          { hour: 9, min: 0 },
          { hour: 15, min: 0 },
          { hour: 15, min: 20 },
        ]}
        selected={null}
        onSelect={() => undefined}
        errorPrefix="Error:"
      />,
    );
    const twilight = await screen.findByRole('group', { name: /Twilight/ });
    expect(twilight.textContent).toContain('15:20');
    expect(twilight.textContent).not.toContain('15:00');
    expect(screen.getByRole('group', { name: /Afternoon/ }).textContent).toContain('15:00');
  });
});
