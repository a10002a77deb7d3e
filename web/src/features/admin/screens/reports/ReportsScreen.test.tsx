import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '../../../../../../common/api/priceLists';
import type { ReportPeriod, ReportSummary } from '../../../../../../common/api/reports';
import { addDays } from '../../../../../../common/rules/openingHours';
import { SEEDED_PRICE_LIST } from '../../../../../../common/test/seededPriceList';
import { AdminApp } from '../../components/AdminApp';
import { type FakeCall, fakeApi, jsonResponse, renderAdmin } from '../../test/renderAdmin';
import type { BarChartSpec } from './charts/barChartSpec';

/** The charts as drawn: Chart.js needs a real canvas, so the tests read what it was asked to draw. */
const drawn = vi.hoisted(() => [] as { title: string | null; spec: BarChartSpec }[]);
vi.mock('./charts/loadBarChart', () => ({
  loadBarChart: async () => (canvas: HTMLCanvasElement, spec: BarChartSpec) => {
    const title = canvas.getAttribute('aria-label');
    drawn.push({ title, spec });
    return { update: (next: BarChartSpec) => drawn.push({ title, spec: next }), destroy: () => undefined };
  },
}));

const SUMMARY = '/api/v1/admin/reports/summary';
const priceList: PriceList = { id: 1, ...structuredClone(SEEDED_PRICE_LIST) };

/** A period's summary: `scale` makes the year earlier's numbers differ from this year's. */
function summaryOf({ from, to }: ReportPeriod, scale = 1): ReportSummary {
  const days: ReportSummary['occupancy']['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({ date, players: 10 * scale, capacity: 40, blocked: date.endsWith('-14') ? 8 : 0 });
  }
  return {
    from,
    to,
    rounds: {
      total: 120 * scale,
      bySource: { online: 70 * scale, desk: 30 * scale, request: 15 * scale, 'waiting-list': 5 * scale },
      adults: 90 * scale,
      juniors: 30 * scale,
    },
    occupancy: {
      players: 300 * scale,
      capacity: 1200,
      blocked: 8,
      days,
      heat: [
        { weekday: 6, hour: 8, players: 36, capacity: 40 },
        { weekday: 6, hour: 9, players: 4, capacity: 40 },
        { weekday: 1, hour: 8, players: 0, capacity: 40 },
      ],
    },
    money: {
      receivedCents: 1_234_550 * scale,
      refundedCents: 11_000,
      openCents: 22_000,
      failedCents: 5_500,
      byFee: [
        { fee: 'weekday', rounds: 80 * scale, cents: 880_000 * scale },
        { fee: 'weekend', rounds: 40 * scale, cents: 343_550 * scale },
      ],
      averagePerRoundCents: 10_196,
    },
    noShows: {
      count: 3 * scale,
      ratePermille: 25 * scale,
      bySource: { online: 2 * scale, desk: 1 * scale, request: 0, 'waiting-list': 0 },
      lateCancellations: 4,
      latePermille: 33,
      lateBySource: { online: 3, desk: 1, request: 0, 'waiting-list': 0 },
      bookingsBySource: { online: 80 * scale, desk: 30 * scale, request: 10 * scale, 'waiting-list': 0 },
    },
  };
}

function serve() {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
    'GET /api/v1/admin/price-lists': () => jsonResponse([priceList]),
  });
}

/** Answers the summary for any period, the year before 2026 with other numbers. */
function answerSummaries(calls: FakeCall[]) {
  const fetchMock = vi.mocked(globalThis.fetch);
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== SUMMARY) {
      if (!fallback) throw new Error('fakeApi answers the other calls');
      return fallback(input, init);
    }
    calls.push({ method: 'GET', url: String(input), headers: new Headers(), body: undefined });
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    return jsonResponse(summaryOf({ from, to }, from < '2026-01-01' ? 2 : 1));
  });
}

const summaryCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.startsWith(SUMMARY)).map((call) => call.url.slice(SUMMARY.length));

function openReports(path = '/admin/reports') {
  const calls = serve();
  answerSummaries(calls);
  const { container } = renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    path,
  );
  return { calls, view: within(container), container };
}

const region = (view: ReturnType<typeof within>, name: string) => view.getByRole('region', { name });
const lastChart = (title: string) =>
  [...drawn].reverse().find((chart) => chart.title?.startsWith(`${title}:`))?.spec;

beforeEach(() => {
  // Friday 27 November 2026 at the club.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  drawn.length = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Reports screen', () => {
  it('shows this month’s rounds, occupancy, money and no-shows, each chart with its table', async () => {
    const { calls, view } = openReports();
    await view.findByRole('heading', { level: 1, name: 'Reports' });
    expect(view.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    const rounds = await view.findByRole('region', { name: 'Rounds' });
    expect(summaryCalls(calls)).toEqual(['?from=2026-11-01&to=2026-11-30']);

    expect(within(rounds).getByText('Juniors’ share').nextElementSibling?.textContent).toBe('25%');
    const bySource = within(rounds).getByRole('table', { name: 'Rounds by source' });
    expect(within(bySource).getByRole('row', { name: /^Desk and telephone/ }).textContent).toBe(
      'Desk and telephone3025%',
    );
    expect(within(bySource).getByRole('row', { name: /^Total/ }).textContent).toBe('Total120100%');
    await waitFor(() => expect(lastChart('Rounds by source')?.series[0]?.values).toEqual([70, 30, 15, 5]));
    expect(lastChart('Rounds by source')?.labels).toEqual([
      'Online',
      'Desk and telephone',
      'Mail request',
      'Waiting list',
    ]);
    expect(within(rounds).getByRole('img', { name: /^Rounds by source: chart/ })).toBeTruthy();

    const occupancy = region(view, 'Occupancy');
    expect(within(occupancy).getByText('Occupancy', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '25%',
    );
    const perDay = within(occupancy).getByRole('table', { name: 'Players and places per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    expect(within(perDay).getByRole('row', { name: /^Sat, Nov 14/ }).textContent).toBe(
      'Sat, Nov 141040' + '25%8',
    );
    await waitFor(() => expect(lastChart('Players and places per day')).toBeDefined());
    const perDayChart = lastChart('Players and places per day');
    expect(perDayChart?.series.map((series) => series.label)).toEqual([
      'Players',
      'Free places',
      'Blocked places',
    ]);
    expect(perDayChart?.series[1]?.values[0]).toBe(30);

    const heat = within(occupancy).getByRole('table', { name: 'Busy and quiet times' });
    const eight = within(heat).getByRole('row', { name: /^08:00/ });
    expect(within(eight).getByRole('cell', { name: /36 of 40 places/ }).textContent).toBe(
      '90% (36 of 40 places)',
    );
    expect(within(eight).getByRole('cell', { name: /0 of 40 places/ }).textContent).toContain('0%');
    expect(
      within(heat)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hour', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    const money = region(view, 'Money');
    expect(within(money).getByText('Received').nextElementSibling?.textContent).toBe('€12,345.50');
    expect(within(money).getByText('Average per round').nextElementSibling?.textContent).toBe('€101.96');
    const byFee = within(money).getByRole('table', { name: 'Money by fee' });
    expect(within(byFee).getByRole('row', { name: /^Weekend & holidays/ }).textContent).toBe(
      'Weekend & holidays40€3,435.50',
    );

    const noShows = region(view, 'No-shows and late cancellations');
    const figure = (label: string) => within(noShows).getByText(label, { selector: 'dt' });
    expect(figure('No-show rate').nextElementSibling?.textContent).toBe('2.5%');
    expect(figure('Late cancellations').nextElementSibling?.textContent).toBe('4');
    expect(figure('Late cancellation rate').nextElementSibling?.textContent).toBe('3.3%');
    // Each source's rates are of its own bookings: online 2 no-shows of 80, 3 late of 83.
    const sources = within(noShows).getByRole('table', {
      name: 'No-shows and late cancellations by source',
    });
    expect(within(sources).getByRole('row', { name: /^Online/ }).textContent).toBe('Online22.5%33.6%');
  });

  it('compares with the same month a year earlier in one tap', async () => {
    const { calls, view } = openReports();
    const rounds = await view.findByRole('region', { name: 'Rounds' });
    expect(within(rounds).queryByRole('columnheader', { name: 'A year earlier' })).toBeNull();

    fireEvent.click(view.getByRole('button', { name: 'Compare with a year earlier' }));
    expect(
      view.getByRole('button', { name: 'Compare with a year earlier' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(view.getByText('Compared with Nov 1 – 30, 2025')).toBeTruthy();
    await waitFor(() => expect(summaryCalls(calls)).toContain('?from=2025-11-01&to=2025-11-30'));
    const total = await within(rounds).findByText('A year earlier: 240');
    expect(total.textContent).toBe('A year earlier: 240 (-50%)');
    const bySource = within(rounds).getByRole('table', { name: 'Rounds by source' });
    expect(within(bySource).getByRole('columnheader', { name: 'A year earlier' })).toBeTruthy();
    expect(within(bySource).getByRole('row', { name: /^Online/ }).textContent).toBe('Online7058.3%140');
    await waitFor(() =>
      expect(lastChart('Rounds by source')?.series.map((series) => series.values)).toEqual([
        [70, 30, 15, 5],
        [140, 60, 30, 10],
      ]),
    );
    const byFee = within(region(view, 'Money')).getByRole('table', { name: 'Money by fee' });
    expect(within(byFee).getByRole('row', { name: /^Weekday/ }).textContent).toBe(
      'Weekday80€8,800.00€17,600.00',
    );

    fireEvent.click(view.getByRole('button', { name: 'Compare with a year earlier' }));
    await waitFor(() => expect(within(rounds).queryByText(/^A year earlier:/)).toBeNull());
  });

  it('moves by week, shows the season presets of the price list, and refuses a range over 400 days', async () => {
    const { calls, view } = openReports();
    await view.findByRole('region', { name: 'Rounds' });

    fireEvent.click(view.getByRole('radio', { name: 'Week' }));
    await view.findByRole('heading', { level: 2, name: /^Nov 23\s–\s29, 2026$/ });
    fireEvent.click(view.getByRole('button', { name: /Earlier/ }));
    await view.findByRole('heading', { level: 2, name: /^Nov 16\s–\s22, 2026$/ });
    await waitFor(() => expect(summaryCalls(calls)).toContain('?from=2026-11-16&to=2026-11-22'));

    fireEvent.click(view.getByRole('radio', { name: 'Season' }));
    const presets = await view.findByRole('list', { name: 'Seasons' });
    const previous = within(presets).getByRole('button', { name: /^Previous season: High season/ });
    fireEvent.click(previous);
    await view.findByRole('heading', { level: 2, name: /^High season, Apr 1\s–\sNov 16, 2026$/ });
    await waitFor(() => expect(summaryCalls(calls)).toContain('?from=2026-04-01&to=2026-11-16'));

    fireEvent.click(view.getByRole('radio', { name: 'Range' }));
    const calledBefore = summaryCalls(calls).length;
    fireEvent.change(view.getByLabelText('From'), { target: { value: '2025-01-01' } });
    expect(view.getByText('A report covers at most 400 days.')).toBeTruthy();
    expect(view.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(view.queryByRole('region', { name: 'Rounds' })).toBeNull();
    expect(summaryCalls(calls)).toHaveLength(calledBefore);
  });

  it('links the period’s CSV exports', async () => {
    const { view } = openReports('/admin/reports?period=range&from=2026-03-01&to=2026-03-31');
    const downloads = await view.findByRole('region', { name: 'Downloads' });
    const bookings = within(downloads).getByRole('link', { name: 'Bookings (CSV)' });
    expect(bookings.getAttribute('href')).toBe(
      '/api/v1/admin/reports/bookings.csv?from=2026-03-01&to=2026-03-31',
    );
    expect(bookings.hasAttribute('download')).toBe(true);
    expect(
      within(downloads).getByRole('link', { name: 'Payments and refunds (CSV)' }).getAttribute('href'),
    ).toBe('/api/v1/admin/reports/payments.csv?from=2026-03-01&to=2026-03-31');
  });
});
