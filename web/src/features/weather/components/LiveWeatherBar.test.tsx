import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Weather } from '../../../../../common/api/content';
import { createQueryClient } from '../../../app/queryClient';
import { LiveWeatherBar } from './LiveWeatherBar';

const reading: Weather = { wind: 18, humidity: 82, temperature: 9.5, airPressure: 1017, windDirection: 250 };
// 06:40 at the club (Europe/Brussels, UTC+1 in November).
const TAKEN = '2026-11-22T05:40:00Z';

function serve(weather: Weather) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ content: JSON.stringify(weather) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LiveWeatherBar />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // Only the clock and the bar's own minute timer are faked: the query's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-22T05:50:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveWeatherBar with the clock', () => {
  it('shows a ten-minute-old reading, then says it is old once 30 minutes have passed without news', async () => {
    serve({ ...reading, time: TAKEN, status: 'Ok' });
    expect(await screen.findByText('Humidity')).toBeTruthy();
    expect(screen.queryByText(/No recent weather data/)).toBeNull();

    act(() => vi.advanceTimersByTime(19 * 60_000));
    expect(screen.getByText('Humidity')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('No recent weather data (last reading at 06:40)')).toBeTruthy();
    expect(screen.queryByText('Humidity')).toBeNull();
    expect(screen.queryByText(/82/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Weather at the club' })).toBeTruthy();
  });

  it('says the station is offline instead of showing its last values', async () => {
    serve({ ...reading, time: TAKEN, status: 'Offline' });
    expect(await screen.findByText('Weather station offline')).toBeTruthy();
    expect(screen.queryByText('Wind')).toBeNull();
    expect(screen.queryByText(/1017/)).toBeNull();
  });

  it('says there is no recent data when the reading is hours old', async () => {
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    serve({ ...reading, time: TAKEN });
    expect(await screen.findByText('No recent weather data (last reading at 06:40)')).toBeTruthy();
  });
});
