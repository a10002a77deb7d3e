import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '../../../../../common/api/priceLists';
import { SEEDED_PRICE_LIST } from '../../../../../common/test/seededPriceList';
import { fakeApi, jsonResponse, renderAdmin } from '../test/renderAdmin';
import { AdminApp } from './AdminApp';

const seeded: PriceList = { id: 1, ...structuredClone(SEEDED_PRICE_LIST) };
const listOf = (id: number, year: number): PriceList => ({
  ...structuredClone(seeded),
  id,
  name: { en: `Green fees ${year}`, nl: '', fr: '', de: '' },
  effectiveFrom: `${year}-01-01`,
});

function serve(lists: PriceList[]) {
  return fakeApi({
    'GET /api/v1/auth/me': () => jsonResponse({ email: 'desk@example.org', role: 'staff' }),
    'GET /api/v1/admin/outbox/status': () =>
      jsonResponse({ smtpConfigured: true, waiting: 0, failed: 0, oldestWaitingSince: null }),
    'GET /api/v1/admin/price-lists': () => jsonResponse(lists),
    'GET /api/v1/admin/notifications': () => jsonResponse([]),
    'GET /api/v1/websitecontent/course-status-info': () => jsonResponse({ content: '' }),
    'GET /api/v1/websitecontent/course-status': () => jsonResponse({ content: '' }),
  });
}

const openHome = () =>
  renderAdmin(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    '/admin',
  );

const STALE =
  'The price list in force, “Green fees 2025”, took effect on Jan 1, 2025, more than a year ago. Prepare this year’s list. Open the prices';
const horizon = (day: string, name: string, from: string) =>
  `Rounds are booked up to 366 days ahead: from ${day} they are sold at “${name}”, which took effect on ${from}, more than a year before. Add a newer list for that season. Open the prices`;

beforeEach(() => {
  // Friday 27 November 2026 in Brussels.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the price list warnings on the admin’s home', () => {
  it('with only the 2025 list, says it is stale and that today’s rounds are sold at it', async () => {
    serve([seeded]);
    openHome();
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      STALE,
      horizon('Nov 27, 2026', 'Green fees 2025', 'Jan 1, 2025'),
    ]);
  });

  it('with a 2026 list, warns only that 2027 rounds are sold at it, and leads to Prices', async () => {
    serve([seeded, listOf(2, 2026)]);
    openHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(horizon('Jan 2, 2027', 'Green fees 2026', 'Jan 1, 2026'));
    fireEvent.click(screen.getByRole('link', { name: 'Open the prices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices' })).toBeTruthy();
  });

  it('says nothing once a 2027 list is entered', async () => {
    const calls = serve([seeded, listOf(2, 2026), listOf(3, 2027)]);
    openHome();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/admin/price-lists')).toBe(true));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/price list|Rounds are booked/)).toBeNull();
  });
});
