import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Weather } from '../../../../../common/api/content';
import { createQueryClient } from '../../../app/queryClient';
import { LiveWeatherBar } from './LiveWeatherBar';
import { WeatherBar } from './WeatherBar';

const reading: Weather = { wind: 18, humidity: 82, temperature: 9.5, airPressure: 1017, windDirection: 250 };

/** The value shown for a label, as a screen reader pairs <dt> and <dd>. */
function chipValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  const chip = term.parentElement;
  if (!chip) throw new Error(`No chip for ${label}`);
  return (
    within(chip)
      .getByRole('definition')
      .textContent?.replace(/\u00a0/g, ' ') ?? ''
  );
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderLive() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LiveWeatherBar />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WeatherBar', () => {
  it('shows wind, humidity, temperature and air pressure with their units', () => {
    render(<WeatherBar weather={reading} />);
    expect(screen.getByRole('region', { name: 'Weather at the club' })).toBeTruthy();
    expect(chipValue('Wind')).toBe('18 km/h from WSW');
    expect(chipValue('Humidity')).toBe('82%');
    expect(chipValue('Temperature')).toBe('9.5 °C');
    expect(chipValue('Air pressure')).toBe('1017 hPa');
  });

  it('keeps one decimal at most and no thousands separator', () => {
    render(<WeatherBar weather={{ ...reading, temperature: -2.345, airPressure: 1003.25, wind: 7 }} />);
    expect(chipValue('Temperature')).toBe('-2.3 °C');
    expect(chipValue('Air pressure')).toBe('1003.3 hPa');
    expect(chipValue('Wind')).toBe('7 km/h from WSW');
  });

  it('turns the arrow to where the wind blows and names where it comes from', () => {
    const { container, rerender } = render(<WeatherBar weather={reading} />);
    const arrow = () => container.querySelector('svg.weather__arrow');
    expect(arrow()?.getAttribute('data-rotation')).toBe('70');
    expect(arrow()?.getAttribute('style')).toContain('rotate(70deg)');
    expect(arrow()?.getAttribute('aria-hidden')).toBe('true');

    rerender(<WeatherBar weather={{ ...reading, windDirection: 0 }} />);
    expect(screen.getByText('from N')).toBeTruthy();
    expect(arrow()?.getAttribute('data-rotation')).toBe('180');

    rerender(<WeatherBar weather={{ ...reading, windDirection: 135 }} />);
    expect(screen.getByText('from SE')).toBeTruthy();
    expect(arrow()?.getAttribute('data-rotation')).toBe('315');
  });

  it('shows no arrow and no direction when the direction is not known', () => {
    const { windDirection: _unknown, ...withoutDirection } = reading;
    const { container } = render(<WeatherBar weather={withoutDirection} />);
    expect(container.querySelector('svg.weather__arrow')).toBeNull();
    expect(screen.queryByText(/^from /)).toBeNull();
    expect(chipValue('Wind')).toBe('18 km/h');
  });

  it('shows when the reading was taken, as hh:mm, only when the time is known', () => {
    const { rerender } = render(<WeatherBar weather={reading} />);
    expect(screen.queryByText(/^updated/)).toBeNull();

    rerender(<WeatherBar weather={{ ...reading, time: '9:05' }} />);
    expect(screen.getByText('updated 09:05')).toBeTruthy();

    // 13:45 UTC on a summer day is 15:45 at the club (Europe/Brussels).
    rerender(<WeatherBar weather={{ ...reading, time: '2025-07-01T13:45:00Z' }} />);
    expect(screen.getByText('updated 15:45')).toBeTruthy();

    rerender(<WeatherBar weather={{ ...reading, time: 'soon' }} />);
    expect(screen.queryByText(/^updated/)).toBeNull();
  });
});

describe('LiveWeatherBar', () => {
  it('appears only once the reading has arrived', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The club's clock from the start: the bar reads the time when it mounts, and the reading must be
    // current then, whatever day the test runs on.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T13:30:00Z'));

    renderLive();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/websitecontent/vlinder');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Wind')).toBeNull();

    // Ten minutes old: current. 13:20 UTC in November is 14:20 at the club.
    answer(jsonResponse({ content: JSON.stringify({ ...reading, time: '2026-11-22T13:20:00Z' }) }));

    expect(await screen.findByRole('region', { name: 'Weather at the club' })).toBeTruthy();
    expect(chipValue('Humidity')).toBe('82%');
    expect(screen.getByText('updated 14:20')).toBeTruthy();
  });

  // The server stores only readings it checked against the contract (server/test/weather.test.ts).
  it('stays away and only logs when the reading is no JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ content: '{"wind":' })),
    );

    const { container } = renderLive();

    await waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
